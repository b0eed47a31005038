import { paintFromOptions } from '../../../domain/catalog/paint.ts';
import { linePictureUrl } from '../catalog/line-picture.ts';
import { productNameIn } from '../../../domain/catalog/catalogue-texts.ts';
import type { Language } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import { CUSTOM_PAINT_WORKING_DAYS, isBike, isCustomColourSku } from '../../../domain/cart/cart-items.ts';
import { addWorkingDays, londonToday } from '../checkout/delivery-methods.ts';
import { optionNames } from '../catalog/attribute-labels.ts';
import { findSellables, type Sellable } from './cart-products.ts';
import type { Cart, CartItem, CartItemOption } from '../../../domain/cart/cart-types.ts';
import { couponProblem, couponShopper, dependsOnShopper, findCoupon } from './coupons.ts';
import { money } from '../../../domain/money.ts';
import { couponDiscount, grandTotal, shippingRate } from './totals.ts';

export interface CartItemRow {
  uid: string;
  associated_uid: string | null;
  sku: string;
  quantity: number;
  position: number;
  selected_options: string[];
  entered_options: CartItemOption[];
}

export function cartItemRows(db: Queryable, cartId: string): Promise<CartItemRow[]> {
  return db.query<CartItemRow>(
    'select uid, associated_uid, sku, quantity, position, selected_options, entered_options from cart_items where cart_id = $1 order by position, uid',
    [cartId],
  );
}

/** The cart priced now: as every call answers it (major units), and its amounts in pence for the operations that charge them. */
export interface PricedCart {
  view: Cart;
  pence: {
    subtotal: number;
    /** The first discount counted (0 without one). */
    discount: number;
    /** The default shipping rate (0 when the subtotal is 0). */
    shipping: number;
    /** Each item's unit price, by item uid. */
    units: ReadonlyMap<string, number>;
  };
}

/** The cart as every call answers it, priced from the database now, its products named in the shopper's language. */
export async function cartView(db: Queryable, cartId: string, language: Language): Promise<Cart> {
  return (await pricedCart(db, cartId, language)).view;
}

export async function pricedCart(db: Queryable, cartId: string, language: Language): Promise<PricedCart> {
  const [rows, cart] = await Promise.all([
    cartItemRows(db, cartId),
    db.query<{ coupon_code: string | null; customer_id: number | null }>('select coupon_code, customer_id from carts where id = $1', [cartId]),
  ]);
  const [sellables, optionLabels] = await Promise.all([
    findSellables(
      db,
      rows.map((r) => r.sku),
    ),
    optionNames(
      db,
      rows.flatMap((r) => r.selected_options),
      language,
    ),
  ]);
  const items: CartItem[] = [];
  const units = new Map<string, number>();
  let subtotal = 0;
  let hasBike = false;
  let dispatch: string | null = null;
  const painted = paintedDispatch(rows, sellables);
  const paints = new Map(
    rows.filter((row) => isCustomColourSku(row.sku) && row.associated_uid).map((row) => [row.associated_uid, paintFromOptions(row.entered_options)]),
  );
  for (const row of rows) {
    const sellable = sellables.get(row.sku);
    // A product taken out of the catalogue stays visible, at no charge, until the shopper removes it.
    const unit = sellable?.final_price ?? 0;
    subtotal += unit * row.quantity;
    units.set(row.uid, unit);
    hasBike ||= isBike(sellable);
    const itemDispatch = painted.get(row.uid) ?? sellable?.dispatch_date ?? null;
    if (itemDispatch && (!dispatch || itemDispatch > dispatch)) dispatch = itemDispatch;
    const product = sellable?.kind === 'product' ? sellable : undefined;
    const name = product ? productNameIn(product, language) : (sellable?.name ?? row.sku);
    items.push({
      uid: row.uid,
      associated_uid: row.associated_uid,
      quantity: row.quantity,
      position: row.position,
      product: {
        __typename: product?.product_type === 'bundle' ? 'BundleProduct' : 'SimpleProduct',
        sku: row.sku,
        name,
        url_key: product?.url_key ?? null,
        image: { url: product ? linePictureUrl(product, row.selected_options, paints.get(row.uid)) : null, label: name },
      },
      prices: { price_including_tax: money(unit), row_total_including_tax: money(unit * row.quantity) },
      selected_options: row.selected_options,
      selected_option_names: row.selected_options.map((option) => optionLabels.get(option) ?? option),
      entered_options: row.entered_options,
      dispatch_date: itemDispatch,
    });
  }
  const code = cart[0]?.coupon_code ?? null;
  const coupon = code ? await findCoupon(db, code) : undefined;
  // A coupon stays applied but counts nothing while its terms are not met (say the basket fell below its minimum,
  // or a guest's first-order coupon came along into the cart of a customer who has ordered before).
  const shopper = coupon && dependsOnShopper(coupon) ? await couponShopper(db, cart[0]?.customer_id ?? null, coupon.code) : { hasOrdered: false };
  const discount = coupon && !couponProblem(coupon, subtotal, shopper) ? couponDiscount(subtotal, coupon) : 0;
  const discounts = coupon && discount > 0 ? [{ label: coupon.label, amount: money(discount) }] : [];
  const shipping = shippingRate(subtotal, hasBike);
  const view: Cart = {
    id: cartId,
    items,
    prices: {
      subtotal_including_tax: money(subtotal),
      default_shipping_rate: money(subtotal === 0 ? 0 : shipping),
      discounts,
      grand_total: money(grandTotal(subtotal, discounts.length ? [discount] : [], shipping)),
    },
    applied_coupons: code ? [{ code }] : null,
    dispatch_date: dispatch,
    total_quantity: rows.reduce((n, r) => n + r.quantity, 0),
  };
  return { view, pence: { subtotal, discount: discounts.length ? discount : 0, shipping: subtotal === 0 ? 0 : shipping, units } };
}

/**
 * A bike painted to order leaves the workshop the custom paint's lead time after the date its stock allows:
 * the bike line and its colour line both carry that later date.
 */
function paintedDispatch(rows: readonly CartItemRow[], sellables: ReadonlyMap<string, Sellable>): Map<string, string> {
  const dates = new Map<string, string>();
  for (const colour of rows.filter((row) => isCustomColourSku(row.sku) && row.associated_uid)) {
    const bike = rows.find((row) => row.uid === colour.associated_uid);
    const today = londonToday();
    const bikeDate = (bike && sellables.get(bike.sku)?.dispatch_date) || today;
    // Painting starts once the frame is in.
    // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings that sort as text; Math.max would make them NaN.
    const date = addWorkingDays(bikeDate < today ? today : bikeDate, CUSTOM_PAINT_WORKING_DAYS);
    dates.set(colour.uid, date);
    if (bike) dates.set(bike.uid, date);
  }
  return dates;
}
