import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { syntheticCatalogue } from '../fixtures/catalog/synthetic-catalogue.ts';
import type { Catalogue } from '../server/commerce/catalog/catalogue-records.ts';
import { listProducts } from '../server/commerce/catalog/list-products.ts';
import type { ListerSelection } from '../server/commerce/catalog/lister-selection.ts';
import { forgetListerIndexes, warmListerIndexes } from '../server/commerce/catalog/lister-index.ts';
import { loadCatalogue } from '../server/commerce/catalog/load-catalogue.ts';
import { changeCatalogueVersion } from '../server/commerce/catalog/catalogue-version.ts';
import { searchPlan } from '../server/commerce/catalog/search-plan.ts';
import type { Database } from '../server/db/database.ts';
import { type Driver, openTestDatabase } from '../tests/helpers/test-database.ts';
import { generatedFile } from '../scripts/catalog-generate.ts';
import { commandLine, machineAtStart, measuredLine, writeResultsSection } from './results-file.ts';
import { TYPED, typeAheadBench } from './search-typeahead.ts';

const PRODUCTS = Number(process.env['BENCH_PRODUCTS'] ?? 50_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 60);
const WARM_UP = 8;
/** A category other than the measured one (its request after a change starts the background refresh). */
const OTHER_CATEGORY = 2;

/** Bikes in aluminium or carbon: about 10,000 of the 50,000 generated products. */
const SELECTION: ListerSelection = {
  scope: { kind: 'category', categoryId: 1 },
  filters: { material: ['carbon', 'aluminium'] },
  sort: { key: 'position', direction: 'ASC' },
  pageSize: 24,
  currentPage: 1,
};

function catalogue(): Catalogue {
  const file = generatedFile(PRODUCTS);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  return syntheticCatalogue(PRODUCTS);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The lister's first page plus its facet counts, as one category page needs them. */
async function firstPageWithFacets(db: Database): Promise<number> {
  const page = await listProducts(db, SELECTION, 'en');
  return page.totalCount;
}

async function measure(driver: Driver, data: Catalogue) {
  const database = await openTestDatabase(driver, { seeded: false });
  try {
    const loadStart = performance.now();
    await database.db.transaction((tx) => loadCatalogue(tx, data));
    await database.db.query('analyze');
    const loadMs = performance.now() - loadStart;
    let matching = 0;
    for (let i = 0; i < WARM_UP; i += 1) matching = await firstPageWithFacets(database.db);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      await firstPageWithFacets(database.db);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    // A category read cold (what a process's first request would wait for, were the listers not read before it starts).
    const cold: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      forgetListerIndexes(database.db);
      const start = performance.now();
      await firstPageWithFacets(database.db);
      cold.push(performance.now() - start);
    }
    cold.sort((a, b) => a - b);
    // A process reads every category's listers before it listens (server/main.ts): its first request is then a warm one.
    forgetListerIndexes(database.db);
    const warmStart = performance.now();
    await warmListerIndexes(database.db);
    const warmUpMs = performance.now() - warmStart;
    const firstStart = performance.now();
    await firstPageWithFacets(database.db);
    const firstRequest = performance.now() - firstStart;
    // After a catalogue change, a request for another category finds the new version and the kept
    // categories are read again in the background: the next request for this one finds it ready.
    const afterChange: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await firstPageWithFacets(database.db);
      await database.db.transaction((tx) => changeCatalogueVersion(tx));
      await listProducts(database.db, { ...SELECTION, scope: { kind: 'category', categoryId: OTHER_CATEGORY }, filters: {} }, 'en');
      await new Promise((resolve) => setTimeout(resolve, 3 * percentile(cold, 50)));
      const start = performance.now();
      await firstPageWithFacets(database.db);
      afterChange.push(performance.now() - start);
    }
    afterChange.sort((a, b) => a - b);
    const plans = driver === 'postgres' ? await queryPlans(database.db) : undefined;
    const typeAhead = await typeAheadBench(database.db);
    return {
      driver,
      loadMs,
      matching,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      cold: percentile(cold, 50),
      warmUpMs,
      firstRequest,
      afterChange: percentile(afterChange, 50),
      plans,
      typeAhead,
    };
  } finally {
    await database.drop();
  }
}

/** EXPLAIN ANALYZE of the statements behind a lister page, for docs/catalog-query-plans.md. */
async function queryPlans(db: Database): Promise<string> {
  const explain = async (title: string, sql: string, params: unknown[]) => {
    const rows = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off, summary off) ${sql}`, params);
    return `### ${title}\n\n\`\`\`sql\n${sql.replace(/\s+/g, ' ').trim()}\n\`\`\`\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`;
  };
  const page = await listProducts(db, SELECTION, 'en');
  return [
    await explain(
      'Lister rows of a category (read once per catalogue version, category and process)',
      "select cp.product_id, cp.position, p.price, p.offer_price, p.offer_from, p.offer_to, cp.created_at, cp.name_sort, array_to_string(cp.facet_values, E'\\x1f') from catalog_category_products cp join catalog_products p on p.id = cp.product_id where cp.category_id = $1 and p.visible order by cp.position",
      [1],
    ),
    await explain('The products of the page', 'select p.* from catalog_products p where p.id = any($1::int[])', [page.rows.map((r) => r.id)]),
    await explain(
      'Search candidates (English stems, prefix match, with synonyms)',
      "select p.id, ts_rank(p.search_en, q), p.final_price, p.facet_values from catalog_products p, to_tsquery('english', $1) q where p.search_en @@ q and p.visible",
      [searchPlan(['ridgeway', 'carbon'], 'en').query],
    ),
    await explain(
      "Type-ahead: products whose name matches, best first (the names' own index)",
      "select p.sku, p.name from catalog_products p, to_tsquery('english', $1) q where ts_filter(p.search_en, '{a}') @@ q and p.visible order by ts_rank(p.search_en, q) + case when p.model_sku is not null then 1 else 0 end desc, p.id limit 6",
      [searchPlan(['ri'], 'en').query],
    ),
    await explain(
      'Catalogue words near a misspelt one (trigram index)',
      "select word, similarity(translate(word, 'äöüß', 'aous'), $1) as score from catalog_search_words where translate(word, 'äöüß', 'aous') % $1 order by score desc limit 8",
      ['helmit'],
    ),
  ].join('\n');
}

export default async function run(): Promise<void> {
  const machine = machineAtStart();
  const data = catalogue();
  console.log(
    `catalogue: ${data.products.length.toLocaleString('en-GB')} products; selection: bikes in carbon or aluminium; ${RUNS} runs after ${WARM_UP} warm-up`,
  );
  const postgres = await measure('postgres', data);
  const pglite = await measure('pglite', data);
  for (const r of [postgres, pglite]) {
    console.log(
      `${r.driver.padEnd(8)} load ${(r.loadMs / 1000).toFixed(1)} s · matching ${r.matching.toLocaleString('en-GB')} · facets + first page p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms; a category read cold ${r.cold.toFixed(0)} ms; reading every category before the process listens ${r.warmUpMs.toFixed(0)} ms, then a process's first request ${r.firstRequest.toFixed(1)} ms; first request after a catalogue change ${r.afterChange.toFixed(1)} ms`,
    );
  }
  console.log(`PGlite / PostgreSQL at p95: ${(pglite.p95 / postgres.p95).toFixed(2)}×`);
  for (const { driver, typeAhead: t } of [postgres, pglite]) {
    console.log(
      `${driver.padEnd(8)} type-ahead p50 ${t.p50.toFixed(1)} ms over ${TYPED.length} typed texts; reference (six products by id) p50 ${t.reference.toFixed(1)} ms; type-ahead / reference ${t.ratio.toFixed(1)}× (rounds ${t.low.toFixed(1)}–${t.high.toFixed(1)}×)`,
    );
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  writeResultsSection(
    'catalog',
    [
      `## Catalogue at ${data.products.length.toLocaleString('en-GB')} products`,
      '',
      measuredLine(commandLine('bench', ['BENCH_PRODUCTS', 'BENCH_RUNS']), machine),
      `Selection: bikes in carbon or aluminium (${postgres.matching.toLocaleString('en-GB')} matching); ${RUNS} runs after ${WARM_UP} warm-up, on a`,
      'PostgreSQL server and on PGlite in the same process. A process reads every category before it',
      'listens (server/main.ts), so no request waits for a cold read. Type-ahead is set against six',
      'products read by id in the same run.',
      '',
      "| database | facets + first page p50 | p95 | a category read cold | every category read before the process listens | then a process's first request | first request after a catalogue change | type-ahead p50 | type-ahead / six products by id |",
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...[postgres, pglite].map(
        (r) =>
          `| ${r.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${ms(r.p50)} | **${ms(r.p95)}** | ${r.cold.toFixed(0)} ms | ${r.warmUpMs.toLocaleString('en-GB', { maximumFractionDigits: 0 })} ms | ${ms(r.firstRequest)} | ${ms(r.afterChange)} | ${ms(r.typeAhead.p50)} | ${r.typeAhead.ratio.toFixed(1)}× (rounds ${r.typeAhead.low.toFixed(1)}–${r.typeAhead.high.toFixed(1)}×) |`,
      ),
    ].join('\n'),
  );
  if (process.argv.includes('--plans') && postgres.plans) {
    const file = join(process.cwd(), 'docs', 'catalog-query-plans.md');
    writeFileSync(
      file,
      `# Catalogue query plans\n\nFiltering, facet counts and sorting run in the app over the narrow lister rows of a category (server/commerce/catalog/lister-engine.ts), which are read through the (category_id, position) index and kept while the catalogue's version stays the same (read again in the background after a change); only the page's products are then read by primary key. Measured by \`npm run bench -- catalog --plans\` on PostgreSQL with ${data.products.length.toLocaleString('en-GB')} generated products (selection: bikes in carbon or aluminium, ${postgres.matching.toLocaleString('en-GB')} matching). Facets and first page: p50 ${postgres.p50.toFixed(1)} ms, p95 ${postgres.p95.toFixed(1)} ms on PostgreSQL; p50 ${pglite.p50.toFixed(1)} ms, p95 ${pglite.p95.toFixed(1)} ms on PGlite. A category read cold takes ${postgres.cold.toFixed(0)} ms on PostgreSQL and ${pglite.cold.toFixed(0)} ms on PGlite; a process reads every category before it listens (${postgres.warmUpMs.toFixed(0)} ms and ${pglite.warmUpMs.toFixed(0)} ms), so its first request took ${postgres.firstRequest.toFixed(1)} ms and ${pglite.firstRequest.toFixed(1)} ms; the first request after a catalogue change ${postgres.afterChange.toFixed(1)} ms and ${pglite.afterChange.toFixed(1)} ms. Type-ahead (server/commerce/catalog/suggest-products.ts, ${TYPED.length} typed texts) answered in p50 ${postgres.typeAhead.p50.toFixed(1)} ms on PostgreSQL and ${pglite.typeAhead.p50.toFixed(1)} ms on PGlite, ${postgres.typeAhead.ratio.toFixed(1)}× and ${pglite.typeAhead.ratio.toFixed(1)}× six products read by id in the same run.\n\n${postgres.plans}`,
    );
    console.log(`Query plans written to ${file}`);
  }
}
