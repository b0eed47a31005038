import { isCustomColourSku } from '../../../domain/cart/cart-items.ts';
import type { Queryable } from '../../db/database.ts';
import { type CartProduct, findProductsBySku } from '../catalog/find-products-by-sku.ts';

/** What a cart line sells: a catalogue product, or an option sold with a bike (the custom colour). */
export type Sellable =
  | ({ kind: 'product' } & CartProduct)
  | { kind: 'option'; sku: string; name: string; final_price: number; currency: 'GBP'; dispatch_date: null };

/** Each known sku once; prices always from the database. */
export async function findSellables(db: Queryable, skus: readonly string[]): Promise<Map<string, Sellable>> {
  const unique = [...new Set(skus)];
  const [products, options] = await Promise.all([
    findProductsBySku(db, unique),
    unique.some(isCustomColourSku)
      ? db.query<{ sku: string; name: string; price: number }>('select sku, name, price from cart_options where sku = any($1::text[])', [unique])
      : Promise.resolve([]),
  ]);
  const found = new Map<string, Sellable>();
  for (const p of products) found.set(p.sku, { kind: 'product', ...p });
  for (const o of options) found.set(o.sku, { kind: 'option', sku: o.sku, name: o.name, final_price: o.price, currency: 'GBP', dispatch_date: null });
  return found;
}
