import { blogSeeder } from '../commerce/blog/blog-seeder.ts';
import { cartSeeder } from '../commerce/cart/cart-seeder.ts';
import { catalogSeeder } from '../commerce/catalog/catalog-seeder.ts';
import { contentSeeder } from '../commerce/content/content-seeder.ts';
import { countriesSeeder } from '../commerce/countries/countries-seeder.ts';
import { customerSeeder } from '../commerce/customer/customer-seeder.ts';
import { orderSeeder } from '../commerce/orders/order-seeder.ts';
import type { Seeder } from './seed.ts';

/** Every fixture set the store starts with, in dependency order. */
export const SEEDERS: Seeder[] = [contentSeeder, countriesSeeder, customerSeeder, orderSeeder, blogSeeder, catalogSeeder, cartSeeder];
