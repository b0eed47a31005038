import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../domain/i18n/index.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import judged from './catalog-search-judgements.json' with { type: 'json' };

const TOP = 10;
const MIN_RECALL = 0.9;

interface Node {
  type: string;
  props: Record<string, unknown>;
  children?: Node[];
}

/** Of the products a query should find, the share among its first 10 results (all of them when it should find more than 10). */
function recall(found: string[], wanted: string[]): number {
  const top = new Set(found.slice(0, TOP));
  return wanted.filter((sku) => top.has(sku)).length / Math.min(wanted.length, TOP);
}

test('the judged set has at least 60 queries in English and German, each naming products the demo catalogue has', () => {
  expect(judged.judgements.length).toBeGreaterThanOrEqual(60);
  for (const language of LANGUAGES) expect(judged.judgements.filter((j) => j.language === language).length).toBeGreaterThanOrEqual(30);
  expect(judged.judgements.every((j) => j.finds.length > 0)).toBe(true);
});

describe.each(DRIVERS)('search recall over the judged queries (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const topSkus = async (language: string, query: string): Promise<string[]> => {
    const prefix = language === 'en' ? '' : `/${language}`;
    const res = await fetch(`${server.url}${prefix}/search/?q=${encodeURIComponent(query)}`, { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    const tree = (await res.json()) as { root: Node };
    const lister = tree.root.children?.find((c) => c.type === 'product-lister');
    return ((lister?.props['products'] as { sku: string }[] | undefined) ?? []).map((p) => p.sku);
  };

  test.each(LANGUAGES)(`recall at ${TOP} in %s is at least ${MIN_RECALL}`, async (language) => {
    const known = new Set((await server.database.db.query<{ sku: string }>('select sku from catalog_products')).map((row) => row.sku));
    const judgements = judged.judgements.filter((j) => j.language === language);
    const misses: string[] = [];
    let sum = 0;
    for (const { query, finds } of judgements) {
      expect(
        finds.filter((sku) => !known.has(sku)),
        `unknown SKUs judged for "${query}"`,
      ).toEqual([]);
      const found = await topSkus(language, query);
      const score = recall(found, finds);
      sum += score;
      if (score < 1) misses.push(`"${query}" ${score.toFixed(2)}: missing ${finds.filter((sku) => !found.slice(0, TOP).includes(sku)).join(', ')}`);
    }
    const mean = sum / judgements.length;
    console.log(
      `recall@${TOP} ${driver} ${language}: ${mean.toFixed(3)} over ${judgements.length} queries${misses.length ? `; below 1:\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(mean, misses.join('\n')).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});
