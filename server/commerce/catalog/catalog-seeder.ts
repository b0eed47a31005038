import { demoCatalogue } from '../../../fixtures/catalog/demo-catalogue.ts';
import type { Seeder } from '../../db/seed.ts';
import { loadCatalogue } from './load-catalogue.ts';

/** The demo catalogue of `fixtures/catalog/`: categories, bike models, products and their URLs. */
export const catalogSeeder: Seeder = {
  name: 'catalog',
  demo: false,
  async run(tx) {
    await loadCatalogue(tx, demoCatalogue());
    // Planner statistics straight away, so listing queries use their indexes on a fresh database.
    await tx.query('analyze catalog_products');
    await tx.query('analyze catalog_category_products');
  },
};
