import { cannotShipTo, SHIPPING_RESTRICTED_MESSAGE } from '../catalog/shipping-restrictions.ts';
import type { Queryable } from '../../db/database.ts';
import { cartMessages } from './cart-messages.ts';
import { isBike, isCustomColourSku, MAX_LINE_QUANTITY } from '../../../domain/cart/cart-items.ts';
import { findSellables, type Sellable } from './cart-products.ts';
import { newItemUid } from './cart-store.ts';
import type { CartItemInput, CartItemOption, CartUserError } from '../../../domain/cart/cart-types.ts';
import { type CartItemRow, cartItemRows } from './cart-view.ts';
import { customColourOptions } from './custom-colour.ts';

interface NewLine {
  kind: 'new';
  uid: string;
  sku: string;
  quantity: number;
  selected: string[];
  entered: CartItemOption[];
  /** uid of the bike a custom colour belongs to. */
  associatedUid: string | null;
}
interface MoreOfLine {
  kind: 'more';
  uid: string;
  quantity: number;
}
type Change = NewLine | MoreOfLine;

const sameOptions = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Checks `size/…` and `colour/…` choices against what the product comes in; returns the problem, if any. */
function optionProblem(sellable: Extract<Sellable, { kind: 'product' }>, selected: readonly string[]): string | null {
  const chosen = new Map<string, string>();
  for (const option of selected) {
    const [kind, value = ''] = option.split('/', 2);
    const allowed = kind === 'size' ? sellable.sizes : kind === 'colour' ? sellable.colours : undefined;
    if (!allowed?.includes(value) || chosen.has(kind ?? '')) return cartMessages.unknownOption(sellable.name, option.slice(0, 60));
    chosen.set(kind ?? '', value);
  }
  if (sellable.sizes.length > 1 && !chosen.has('size')) return cartMessages.sizeRequired(sellable.name);
  return null;
}

/** The `size/…` choice of a line, if any. */
export function chosenSize(selected: readonly string[]): string | undefined {
  return selected.find((option) => option.startsWith('size/'))?.slice('size/'.length);
}

/** How many of a product (in the chosen size, for products stocked per size) can be sold, and what to call it. */
export function stockFor(sellable: Extract<Sellable, { kind: 'product' }>, selected: readonly string[]): { left: number; name: string; size?: string } {
  const size = chosenSize(selected);
  if (size !== undefined && size in sellable.size_stock) return { left: sellable.size_stock[size] ?? 0, name: `${sellable.name} in size ${size}`, size };
  return { left: sellable.stock_qty, name: sellable.name };
}

/**
 * Works out what adding `inputs` to a locked cart changes, all or nothing: when any line
 * has a problem the answer lists the problems and nothing changes. Prices are never taken
 * from the request; stock, the one-bike rule and the custom colour's bike are checked here.
 */
export async function planAdditions(
  tx: Queryable,
  cartId: string,
  inputs: readonly CartItemInput[],
  countryCode?: string,
): Promise<{ changes: Change[]; errors: CartUserError[] }> {
  const existing = await cartItemRows(tx, cartId);
  const sellables = await findSellables(tx, [...inputs.map((i) => i.sku), ...existing.map((r) => r.sku)]);
  const errors: CartUserError[] = [];
  const changes: Change[] = [];
  const quantities = new Map<string, number>(existing.map((r) => [r.uid, r.quantity]));
  const lines: (CartItemRow | NewLine)[] = [...existing];
  const bikes = () => lines.filter((l) => isBike(sellables.get(l.sku)));

  const fail = (code: CartUserError['code'], message: string) => errors.push({ code, message });

  for (const [index, input] of inputs.entries()) {
    const sellable = sellables.get(input.sku);
    const selected = input.selected_options ?? [];
    if (!sellable) {
      fail('PRODUCT_NOT_FOUND', cartMessages.unknownSku(input.sku.slice(0, 64)));
      continue;
    }
    if (sellable.kind === 'option' || isCustomColourSku(input.sku)) {
      const entered = customColourOptions(input.entered_options, `cartItems[${index}]`);
      const bike = bikes().find((l) => l.sku === input.parent_sku);
      if (!input.parent_sku || !bike) {
        fail('UNDEFINED', cartMessages.colourNeedsBike);
        continue;
      }
      if (lines.some((l) => ('associated_uid' in l ? l.associated_uid === bike.uid : l.associatedUid === bike.uid))) {
        fail('UNDEFINED', cartMessages.oneColourPerBike);
        continue;
      }
      const line: NewLine = { kind: 'new', uid: newItemUid(), sku: input.sku, quantity: 1, selected: [], entered, associatedUid: bike.uid };
      lines.push(line);
      changes.push(line);
      continue;
    }
    if (!sellable.visible) {
      fail('NOT_SALABLE', cartMessages.unavailable(sellable.name));
      continue;
    }
    const problem = optionProblem(sellable, selected);
    if (problem) {
      fail('UNDEFINED', problem);
      continue;
    }
    const stock = stockFor(sellable, selected);
    if (stock.left <= 0) {
      fail('NOT_SALABLE', cartMessages.soldOut(stock.name));
      continue;
    }
    if (cannotShipTo(sellable, countryCode)) {
      fail('NOT_SALABLE', SHIPPING_RESTRICTED_MESSAGE);
      continue;
    }
    if (isBike(sellable) && (bikes().length > 0 || input.quantity > 1)) {
      fail('UNDEFINED', cartMessages.oneBike);
      continue;
    }
    const same = lines.find((l) => l.sku === input.sku && sameOptions('selected_options' in l ? l.selected_options : l.selected, selected));
    const sameStock = (l: CartItemRow | NewLine) =>
      l.sku === input.sku && (stock.size === undefined || chosenSize('selected_options' in l ? l.selected_options : l.selected) === chosenSize(selected));
    const inCart = lines.filter(sameStock).reduce((n, l) => n + (quantities.get(l.uid) ?? 0), 0);
    if (inCart + input.quantity > stock.left) {
      fail('INSUFFICIENT_STOCK', cartMessages.notEnoughStock(stock.name, stock.left));
      continue;
    }
    if (same) {
      const quantity = (quantities.get(same.uid) ?? 0) + input.quantity;
      if (quantity > MAX_LINE_QUANTITY) {
        fail('UNDEFINED', cartMessages.tooMany(sellable.name));
        continue;
      }
      quantities.set(same.uid, quantity);
      const pending = changes.find((c) => c.uid === same.uid);
      if (pending) pending.quantity = quantity;
      else changes.push({ kind: 'more', uid: same.uid, quantity });
      continue;
    }
    const line: NewLine = { kind: 'new', uid: newItemUid(), sku: input.sku, quantity: input.quantity, selected, entered: [], associatedUid: null };
    quantities.set(line.uid, line.quantity);
    lines.push(line);
    changes.push(line);
  }
  return { changes, errors };
}

/** Writes planned additions; new lines go after the cart's last position, in the order asked. */
export async function applyAdditions(tx: Queryable, cartId: string, changes: readonly Change[]): Promise<void> {
  const [last] = await tx.query<{ position: number | null }>('select max(position) as position from cart_items where cart_id = $1', [cartId]);
  let position = last?.position ?? 0;
  for (const change of changes) {
    if (change.kind === 'more') {
      await tx.query('update cart_items set quantity = $2 where uid = $1', [change.uid, change.quantity]);
      continue;
    }
    position += 1;
    await tx.query(
      `insert into cart_items (uid, cart_id, associated_uid, sku, quantity, position, selected_options, entered_options)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
      [change.uid, cartId, change.associatedUid, change.sku, change.quantity, position, JSON.stringify(change.selected), JSON.stringify(change.entered)],
    );
  }
  await tx.query('update carts set updated_at = now() where id = $1', [cartId]);
}
