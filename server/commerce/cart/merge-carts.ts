import type { Queryable } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { MAX_LINE_QUANTITY } from '../../../domain/cart/cart-items.ts';
import { cartMessages } from './cart-messages.ts';
import { isBike } from '../../../domain/cart/cart-items.ts';
import { findSellables } from './cart-products.ts';
import { type CartRow, newItemUid, openCart } from './cart-store.ts';
import { cartItemRows } from './cart-view.ts';

const optionsKey = (options: readonly string[]) => [...options].sort().join('\n');

/**
 * Merges a guest cart into the signed-in customer's cart: lines of the same sku and options add
 * up (at most 99), other lines move over, the guest's coupon comes along when the customer's cart
 * has none, and the guest cart becomes inactive. The bike the guest just chose replaces a bike
 * already in the customer's cart, keeping one bike per checkout.
 */
export async function mergeCarts(tx: Queryable, guestCartId: string, customerCartId: string, customerId: number): Promise<void> {
  if (guestCartId === customerCartId) return;
  // Lock both carts in id order, so two merges of the same pair cannot deadlock.
  const ordered = [guestCartId, customerCartId].sort();
  const opened = new Map<string, CartRow>();
  for (const id of ordered) opened.set(id, await openCart(tx, id, { customerId }, { lock: true }));
  const guest = opened.get(guestCartId) as CartRow;
  const target = opened.get(customerCartId) as CartRow;
  if (target.customer_id !== customerId) throw new DomainError('not_allowed', cartMessages.notYours(customerCartId));
  if (guest.customer_id !== null) throw new DomainError('not_allowed', cartMessages.mergeGuestNotGuest);

  const [guestRows, targetRows] = await Promise.all([cartItemRows(tx, guestCartId), cartItemRows(tx, customerCartId)]);
  const sellables = await findSellables(
    tx,
    [...guestRows, ...targetRows].map((r) => r.sku),
  );
  const guestHasBike = guestRows.some((r) => isBike(sellables.get(r.sku)));
  if (guestHasBike) {
    for (const row of targetRows.filter((r) => isBike(sellables.get(r.sku)))) await tx.query('delete from cart_items where uid = $1', [row.uid]);
  }
  const remaining = guestHasBike ? targetRows.filter((r) => !isBike(sellables.get(r.sku)) && r.associated_uid === null) : targetRows;
  let position = Math.max(0, ...remaining.map((r) => r.position));
  const movedUid = new Map<string, string>();
  // Main lines first, so a custom colour finds its bike's new uid.
  const ordering = [...guestRows].sort((a, b) => Number(a.associated_uid !== null) - Number(b.associated_uid !== null) || a.position - b.position);
  for (const row of ordering) {
    const same =
      row.associated_uid === null && !isBike(sellables.get(row.sku))
        ? remaining.find((r) => r.associated_uid === null && r.sku === row.sku && optionsKey(r.selected_options) === optionsKey(row.selected_options))
        : undefined;
    if (same) {
      await tx.query('update cart_items set quantity = least($2::int, quantity + $3::int) where uid = $1', [same.uid, MAX_LINE_QUANTITY, row.quantity]);
      continue;
    }
    const associated = row.associated_uid === null ? null : (movedUid.get(row.associated_uid) ?? null);
    if (row.associated_uid !== null && associated === null) continue;
    const uid = newItemUid();
    movedUid.set(row.uid, uid);
    position += 1;
    await tx.query(
      `insert into cart_items (uid, cart_id, associated_uid, sku, quantity, position, selected_options, entered_options)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
      [uid, customerCartId, associated, row.sku, row.quantity, position, JSON.stringify(row.selected_options), JSON.stringify(row.entered_options)],
    );
  }
  await tx.query('update carts set is_active = false, updated_at = now() where id = $1', [guestCartId]);
  await tx.query('update carts set coupon_code = coalesce(coupon_code, $2), updated_at = now() where id = $1', [customerCartId, guest.coupon_code]);
}
