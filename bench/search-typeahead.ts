import { searchTerms } from '../server/commerce/catalog/search-terms.ts';
import { suggestProducts } from '../server/commerce/catalog/suggest-products.ts';
import type { Database } from '../server/db/database.ts';
import { median } from './stats.ts';

/** What shoppers type, a few keystrokes at a time: prefixes, two words, a plural, a German word. */
export const TYPED = ['ri', 'ridge', 'ridgeway', 'carb', 'carbon wh', 'helm', 'road bikes', 'shimano ult', 'fahrrad', 'schutzbl'];
const ROUNDS = Number(process.env['BENCH_TYPEAHEAD_ROUNDS'] ?? 12);

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/**
 * Type-ahead against a reference in the same run: each round answers every typed text once and,
 * alternating with it, reads six products by primary key as many times (the least any answer
 * of six suggestions costs). The figure is the median of the per-round ratios.
 */
export async function typeAheadBench(db: Database): Promise<{ p50: number; reference: number; ratio: number; low: number; high: number }> {
  const ids = (await db.query<{ id: number }>('select id from catalog_products order by id limit 6')).map((row) => row.id);
  const reference = () => db.query('select p.sku, p.name, p.url_key, p.image, p.price, p.currency from catalog_products p where p.id = any($1::int[])', [ids]);
  const typeAhead = (text: string) => {
    const terms = searchTerms(text);
    return terms.ok ? suggestProducts(db, terms.terms, 'en') : Promise.resolve([]);
  };
  for (const text of TYPED) await typeAhead(text);
  const answers: number[] = [];
  const references: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    let suggest = 0;
    let ref = 0;
    for (const text of TYPED) {
      const ms = await timed(() => typeAhead(text));
      answers.push(ms);
      suggest += ms;
      const refMs = await timed(reference);
      references.push(refMs);
      ref += refMs;
    }
    ratios.push(suggest / ref);
  }
  return { p50: median(answers), reference: median(references), ratio: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios) };
}
