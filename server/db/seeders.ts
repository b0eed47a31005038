import { blogSeeder } from '../commerce/blog/blog-seeder.ts';
import { cartSeeder, couponSeeder } from '../commerce/cart/cart-seeder.ts';
import { catalogSeeder } from '../commerce/catalog/catalog-seeder.ts';
import { contentSeeder } from '../commerce/content/content-seeder.ts';
import { countriesSeeder } from '../commerce/countries/countries-seeder.ts';
import { customerSeeder } from '../commerce/customer/customer-seeder.ts';
import { staffSeeder } from '../commerce/staff/staff-seeder.ts';
import { orderSeeder } from '../commerce/orders/order-seeder.ts';
import { reviewSeeder } from '../commerce/reviews/review-seeder.ts';
import type { Seeder } from './seed.ts';

/** Every fixture set the demo starts with, in dependency order. */
export const SEEDERS: Seeder[] = [
  contentSeeder,
  countriesSeeder,
  customerSeeder,
  orderSeeder,
  blogSeeder,
  catalogSeeder,
  cartSeeder,
  couponSeeder,
  staffSeeder,
  reviewSeeder,
];

/**
 * What a store seeds at start: the demo and development everything; a production deployment
 * never the demo data, and the catalogue and content only when asked (`SEED_CATALOGUE=true`).
 * Each seeder runs once per database (`seed_runs`), so a seeded database is never seeded again.
 */
export function seedersFor(store: { production: boolean; seedCatalogue: boolean }): Seeder[] {
  if (!store.production) return SEEDERS;
  return store.seedCatalogue ? SEEDERS.filter((seeder) => !seeder.demo) : [];
}
