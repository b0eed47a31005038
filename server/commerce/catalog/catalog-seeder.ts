import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { Queryable } from '../../db/database.ts';
import type { Seeder } from '../../db/seed.ts';
import { readCatalogueUpload } from './catalogue-file.ts';
import { planContext, planImport } from './catalogue-import-plan.ts';
import { applyWholePlan } from './catalogue-imports.ts';

/** The demo catalogue: a catalogue document, as the studio's JSON export writes it and its import reads it. */
export const DEMO_CATALOGUE_FILE = join(process.cwd(), 'fixtures', 'catalog', 'catalogue.json');

/**
 * Imports a catalogue document into the caller's transaction through the studio import's own checks
 * and writing, all of it at once; any problem stops it (a seed is all or nothing).
 */
export async function importCatalogueDocument(tx: Queryable, text: string, name: string): Promise<void> {
  const plan = planImport(readCatalogueUpload(text, 'json'), await planContext(tx));
  if (plan.problems.length) {
    const lines = plan.problems.slice(0, 10).map((p) => `${p.section ?? 'products'} ${p.row} (${p.sku}) ${p.column}: ${p.problem}`);
    throw new Error(`${name} has ${plan.problems.length} problem(s):\n${lines.join('\n')}`);
  }
  await applyWholePlan(tx, plan);
}

/** The demo catalogue of `fixtures/catalog/catalogue.json`: categories, filter values, bike models, products, their listers and URLs. */
export const catalogSeeder: Seeder = {
  name: 'catalog',
  demo: false,
  async run(tx) {
    await importCatalogueDocument(tx, readFileSync(DEMO_CATALOGUE_FILE, 'utf8'), 'fixtures/catalog/catalogue.json');
    // Planner statistics straight away, so listing queries use their indexes on a fresh database.
    await tx.query('analyze catalog_products');
    await tx.query('analyze catalog_category_products');
  },
};
