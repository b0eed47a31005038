import type { Queryable } from '../../db/database.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { cartMessages } from './cart-messages.ts';
import { isBike } from '../../../domain/cart/cart-items.ts';
import { findSellables } from './cart-products.ts';
import { cartItemRows } from './cart-view.ts';
import { stockFor } from './add-items.ts';

export interface QuantityChange {
  cart_item_uid: string;
  quantity: number;
}

/** New quantities for lines of a locked cart; 0 removes a line. All or nothing. */
export async function updateQuantities(tx: Queryable, cartId: string, updates: readonly QuantityChange[]): Promise<void> {
  const rows = await cartItemRows(tx, cartId);
  const byUid = new Map(rows.map((r) => [r.uid, r]));
  const sellables = await findSellables(
    tx,
    rows.map((r) => r.sku),
  );
  for (const [i, update] of updates.entries()) {
    const row = byUid.get(update.cart_item_uid);
    if (!row) throw new DomainError('not_found', cartMessages.itemNotFound(update.cart_item_uid.slice(0, 40)));
    if (update.quantity === 0) continue;
    const sellable = sellables.get(row.sku);
    if (row.associated_uid !== null || isBike(sellable)) {
      if (update.quantity !== 1) throw invalid(cartMessages.oneBike, `cartItems[${i}].quantity`);
      continue;
    }
    if (sellable?.kind !== 'product' || update.quantity <= row.quantity) continue;
    const stock = stockFor(sellable, row.selected_options);
    if (update.quantity > stock.left) throw invalid(cartMessages.notEnoughStock(stock.name, stock.left), `cartItems[${i}].quantity`);
  }
  for (const update of updates) {
    if (update.quantity === 0) await tx.query('delete from cart_items where uid = $1 and cart_id = $2', [update.cart_item_uid, cartId]);
    else await tx.query('update cart_items set quantity = $3 where uid = $1 and cart_id = $2', [update.cart_item_uid, cartId, update.quantity]);
  }
  await tx.query('update carts set updated_at = now() where id = $1', [cartId]);
}

/** Removes a line; a bike's custom colour goes with it. */
export async function removeItem(tx: Queryable, cartId: string, uid: string): Promise<void> {
  const removed = await tx.query('delete from cart_items where uid = $1 and cart_id = $2 returning uid', [uid, cartId]);
  if (!removed.length) throw new DomainError('not_found', cartMessages.itemNotFound(uid.slice(0, 40)));
  await tx.query('update carts set updated_at = now() where id = $1', [cartId]);
}

export async function clearItems(tx: Queryable, cartId: string): Promise<void> {
  await tx.query('delete from cart_items where cart_id = $1', [cartId]);
  await tx.query('update carts set coupon_code = null, updated_at = now() where id = $1', [cartId]);
}

export async function removeCoupon(tx: Queryable, cartId: string): Promise<void> {
  await tx.query('update carts set coupon_code = null, updated_at = now() where id = $1', [cartId]);
}
