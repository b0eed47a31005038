import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seeder } from '../../db/seed.ts';
import { FIXTURES_DIR } from '../content/content-seeder.ts';

interface CartFixtures {
  coupons: {
    code: string;
    kind: 'percent' | 'fixed';
    amount: number;
    label: string;
    minSubtotal?: number;
    startsAt?: string;
    expiresAt?: string;
    usageLimit?: number;
    timesUsed?: number;
    firstOrderOnly?: boolean;
  }[];
  options: { sku: string; name: string; price: number }[];
  deliveryInfo: Record<string, string>;
}

export const DELIVERY_INFO_HANDLE = 'cart-delivery-info';

function cartFixtures(): CartFixtures {
  return JSON.parse(readFileSync(join(FIXTURES_DIR, 'cart', 'coupons.json'), 'utf8')) as CartFixtures;
}

/** The custom colour option and the cart's delivery text: part of the catalogue. */
export const cartSeeder: Seeder = {
  name: 'cart',
  demo: false,
  async run(tx) {
    const fixtures = cartFixtures();
    for (const o of fixtures.options) await tx.query('insert into cart_options (sku, name, price) values ($1, $2, $3)', [o.sku, o.name, o.price]);
    for (const [locale, body] of Object.entries(fixtures.deliveryInfo)) {
      await tx.query('insert into global_sets (handle, locale, body) values ($1, $2, $3)', [DELIVERY_INFO_HANDLE, locale, body]);
    }
  },
};

/** The demo's coupons (a database seeded before they had a seeder of their own already has them). */
export const couponSeeder: Seeder = {
  name: 'coupons',
  demo: true,
  async run(tx) {
    for (const c of cartFixtures().coupons) {
      await tx.query(
        `insert into coupons (code, kind, amount, label, min_subtotal, starts_at, expires_at, usage_limit, times_used, first_order_only)
         values (upper($1), $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (code) do nothing`,
        [
          c.code,
          c.kind,
          c.amount,
          c.label,
          c.minSubtotal ?? 0,
          c.startsAt ?? null,
          c.expiresAt ?? null,
          c.usageLimit ?? null,
          c.timesUsed ?? 0,
          c.firstOrderOnly ?? false,
        ],
      );
    }
  },
};
