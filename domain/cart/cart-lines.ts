import { isColourItem, MAX_LINE_QUANTITY } from './cart-items.ts';
import type { Cart, CartItem, CartItemOption } from './cart-types.ts';
import { toMajor, toMinor } from '../money.ts';

/** A bike's custom frame colour as the cart shows it. */
export interface CustomColour {
  /** The colour item's uid: removing the colour removes this item. */
  uid: string;
  price: number;
  frame: string;
  topTubeLogo: string;
  downTubeLogo: string;
  finish: string;
  gradient: string;
}

/** A line of the cart list: the item, with a bike's colour price added and its colour described. */
export interface CartLine {
  item: CartItem;
  /** Unit price shown: the bike's own plus its colour option's. */
  unitPrice: number;
  customColour: CustomColour | null;
  /** The most this line may hold: one for a bike (one bike per checkout), 99 for anything else. */
  maxQuantity: number;
}

export interface CartPresentation {
  lines: CartLine[];
  /** A colour option whose bike is not in the cart: 'Bike is missing from cart'. */
  bikeMissing: boolean;
  /** Items counted for the header badge: every visible line's quantity. */
  count: number;
}

const option = (options: CartItemOption[], uid: string) => options.find((o) => o.uid === uid)?.value ?? '';

function customColourOf(item: CartItem): CustomColour {
  const entered = item.entered_options;
  return {
    uid: item.uid,
    price: item.prices.price_including_tax.value,
    frame: option(entered, 'frame_colour'),
    topTubeLogo: option(entered, 'top_tube_logo_colour'),
    downTubeLogo: option(entered, 'down_tube_logo_colour'),
    finish: option(entered, 'paint_finish'),
    gradient: option(entered, 'gradient_angle'),
  };
}

/**
 * The cart as the shopper sees it (spec section 3): the colour items are hidden, each
 * one's price added to the bike it points at, which carries it as `customColour`.
 */
export function presentCart(cart: Cart | null): CartPresentation {
  if (!cart) return { lines: [], bikeMissing: false, count: 0 };
  const colours = new Map<string, CustomColour>();
  for (const item of cart.items) if (isColourItem(item) && item.associated_uid) colours.set(item.associated_uid, customColourOf(item));
  const lines: CartLine[] = [];
  for (const item of [...cart.items].sort((a, b) => a.position - b.position)) {
    if (isColourItem(item)) continue;
    const customColour = colours.get(item.uid) ?? null;
    const maxQuantity = item.product.__typename === 'BundleProduct' ? 1 : MAX_LINE_QUANTITY;
    lines.push({ item, unitPrice: item.prices.price_including_tax.value + (customColour?.price ?? 0), customColour, maxQuantity });
  }
  const mainUids = new Set(lines.map((l) => l.item.uid));
  const bikeMissing = cart.items.some((item) => isColourItem(item) && !(item.associated_uid && mainUids.has(item.associated_uid)));
  return { lines, bikeMissing, count: lines.reduce((sum, l) => sum + l.item.quantity, 0) };
}

/** Total = subtotal − the first discount + the default shipping rate (0 when the subtotal is 0, or without shipping when the partner prices delivery abroad). */
export function cartTotal(cart: Cart, withShipping = true): number {
  const subtotal = cart.prices.subtotal_including_tax.value;
  const discount = cart.prices.discounts[0]?.amount.value ?? 0;
  const shipping = subtotal === 0 || !withShipping ? 0 : cart.prices.default_shipping_rate.value;
  return toMajor(toMinor(subtotal) - toMinor(discount) + toMinor(shipping));
}

/** The cart after a quantity change, as the shopper expects to see it before the server answers. */
export function withQuantity(cart: Cart, uid: string, quantity: number): Cart {
  return withItems(
    cart,
    cart.items.map((item) => (item.uid === uid ? { ...item, quantity } : item)),
  );
}

/** The cart without an item (and the colour item linked to it), before the server answers. */
export function withoutItem(cart: Cart, uid: string): Cart {
  return withItems(
    cart,
    cart.items.filter((item) => item.uid !== uid && item.associated_uid !== uid),
  );
}

/** New items with their subtotal; shipping and discounts wait for the server's answer. */
function withItems(cart: Cart, items: CartItem[]): Cart {
  const pence = items.reduce((sum, item) => sum + toMinor(item.prices.price_including_tax.value) * item.quantity, 0);
  const subtotal = { ...cart.prices.subtotal_including_tax, value: toMajor(pence) };
  return { ...cart, items, prices: { ...cart.prices, subtotal_including_tax: subtotal } };
}
