import { randomBytes } from 'node:crypto';
import { type Queryable, queryOne } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { cartMessages } from './cart-messages.ts';

/** Who is asking: a signed-in customer, or a guest holding a cart id. */
export interface CartActor {
  customerId: number | null;
}

export interface CartRow {
  id: string;
  customer_id: number | null;
  is_active: boolean;
  coupon_code: string | null;
}

/** 144 random bits, base64url: 24 characters. */
export const newCartId = () => randomBytes(18).toString('base64url');
export const newItemUid = () => randomBytes(12).toString('base64url');

/** Cart ids are base64url; anything else cannot name a cart (and is not echoed back at length). */
export function looksLikeCartId(id: string | undefined): boolean {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{22,64}$/.test(id);
}

/**
 * A cart the request cannot use (unknown, another customer's, or no longer active): after it
 * the browser forgets its cart id (spec section 8).
 */
export class CartAccessError extends DomainError {
  override readonly name = 'CartAccessError';
}

/** The customer's active cart, if they have one. */
export async function activeCartId(db: Queryable, customerId: number): Promise<string | undefined> {
  return (await queryOne<{ id: string }>(db, 'select id from carts where customer_id = $1 and is_active', [customerId]))?.id;
}

/** The cart a request names: its cart id (the cookie), else the signed-in customer's active cart. */
export async function resolveCartId(db: Queryable, cartId: string | undefined, customerId: number | null): Promise<string | undefined> {
  if (cartId) return cartId;
  return customerId === null ? undefined : activeCartId(db, customerId);
}

/**
 * The cart `id` for `actor`, checked in the order of spec section 8: it exists, it belongs to the
 * actor (a guest cart belongs to whoever holds its id), and it is active. `lock` takes the row
 * lock that serialises every change to one cart.
 */
export async function openCart(db: Queryable, id: string | undefined, actor: CartActor, options: { lock?: boolean } = {}): Promise<CartRow> {
  if (id === undefined || !looksLikeCartId(id)) throw new CartAccessError('not_found', cartMessages.notFound(id?.slice(0, 64)));
  const row = await queryOne<CartRow>(db, `select id, customer_id, is_active, coupon_code from carts where id = $1${options.lock ? ' for update' : ''}`, [id]);
  if (!row) throw new CartAccessError('not_found', cartMessages.notFound(id));
  if (row.customer_id !== null && row.customer_id !== actor.customerId) throw new CartAccessError('not_allowed', cartMessages.notYours(id));
  if (!row.is_active) throw new CartAccessError('conflict', cartMessages.inactive);
  return row;
}

export async function createGuestCart(db: Queryable): Promise<string> {
  const id = newCartId();
  await db.query('insert into carts (id) values ($1)', [id]);
  return id;
}

/** The customer's one active cart, made when there is none (two racing calls get the same cart). */
export async function customerCartId(db: Queryable, customerId: number): Promise<string> {
  const existing = await activeCartId(db, customerId);
  if (existing) return existing;
  const created = await queryOne<{ id: string }>(
    db,
    `insert into carts (id, customer_id) values ($1, $2)
     on conflict (customer_id) where is_active and customer_id is not null do nothing returning id`,
    [newCartId(), customerId],
  );
  if (created) return created.id;
  const raced = await activeCartId(db, customerId);
  if (!raced) throw new Error('customer cart vanished while being created');
  return raced;
}

export async function touchCart(db: Queryable, id: string): Promise<void> {
  await db.query('update carts set updated_at = now() where id = $1', [id]);
}
