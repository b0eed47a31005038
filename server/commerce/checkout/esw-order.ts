import { isColourItem } from '../../../domain/cart/cart-items.ts';
import { languageOfLocale } from '../../../domain/i18n/languages.ts';
import type { Database } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { sendEmail } from '../../integrations/email/outbox.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { openCart } from '../cart/cart-store.ts';
import { cartView } from '../cart/cart-view.ts';
import { readStoreCountries } from '../countries/country-repository.ts';
import { insertOrderItems, type OrderLine, reserveStock } from './order-lines.ts';
import { countCoupon } from './write-order.ts';
import { orderConfirmationEmail } from '../orders/order-emails.ts';

/** Where the partner posts its signed order webhooks. */
export const ESW_WEBHOOK_PATH = '/nuxt/api/esw/webhook';

export { signWebhook, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS } from '../../lib/webhook-signature.ts';

/** The order the partner reports once the shopper has paid (minor units of `currency`). */
export interface EswOrderEvent {
  eventId: string;
  type: 'order.completed';
  checkoutId: string;
  cartId: string;
  customerId: number;
  country: string;
  currency: string;
  lines: { sku: string; quantity: number; unitPrice: number }[];
  totals: { subtotal: number; discount: number; duties: number; taxes: number; shipping: number; total: number };
  shippingAddress: { firstname: string; lastname: string; street: string[]; city: string; postcode: string; country_code: string; telephone?: string };
}

const isMinor = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;

/** The webhook's JSON body as an order.completed event, or a 400 saying it is not one. */
export function parseEswEvent(body: string): EswOrderEvent {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw invalid('The webhook body is not JSON.');
  }
  const event = value as Partial<EswOrderEvent> | null;
  const ok =
    event &&
    typeof event.eventId === 'string' &&
    /^[A-Za-z0-9_-]{6,80}$/.test(event.eventId) &&
    event.type === 'order.completed' &&
    typeof event.checkoutId === 'string' &&
    typeof event.cartId === 'string' &&
    Number.isSafeInteger(event.customerId) &&
    typeof event.currency === 'string' &&
    /^[A-Z]{3}$/.test(event.currency) &&
    typeof event.country === 'string' &&
    Array.isArray(event.lines) &&
    event.lines.every((l) => typeof l?.sku === 'string' && Number.isSafeInteger(l.quantity) && isMinor(l.unitPrice)) &&
    event.totals &&
    Object.values(event.totals).every(isMinor) &&
    event.shippingAddress &&
    Array.isArray(event.shippingAddress.street);
  if (!ok) throw invalid('The webhook body is not an order.completed event.');
  return event as EswOrderEvent;
}

/**
 * The partner's completed order, received once: a delivery of an event already handled, or
 * racing the first delivery of its checkout, answers the order that delivery made.
 */
export async function receiveEswOrder(db: Database, event: EswOrderEvent): Promise<{ orderNumber: string; replayed: boolean }> {
  const handled = await queryOne<{ order_number: string | null }>(db, 'select order_number from esw_webhook_events where event_id = $1', [event.eventId]);
  if (handled?.order_number) return { orderNumber: handled.order_number, replayed: true };
  try {
    return await placeEswOrder(db, event);
  } catch (error) {
    const made = await queryOne<{ order_number: string }>(db, 'select order_number from orders where esw_checkout_id = $1', [event.checkoutId]);
    if (made) return { orderNumber: made.order_number, replayed: true };
    throw error;
  }
}

/**
 * Turns the partner's completed order into ours, once: the event id and the checkout id
 * are each unique, so a redelivery answers the order the first delivery made. The cart is
 * re-read under its lock and must hold what the partner charged for.
 */
export async function placeEswOrder(db: Database, event: EswOrderEvent): Promise<{ orderNumber: string; replayed: boolean }> {
  const known = await queryOne<{ order_number: string }>(db, 'select order_number from orders where esw_checkout_id = $1', [event.checkoutId]);
  if (known) return { orderNumber: known.order_number, replayed: true };
  return db.transaction(async (tx) => {
    const cart = await openCart(tx, event.cartId, { customerId: event.customerId }, { lock: true });
    // The partner's checkout speaks the language of the delivery country; the order keeps its lines in it.
    const locale = (await readStoreCountries(tx)).available.find((c) => c.code === event.country)?.locale;
    const language = languageOfLocale(locale);
    const view = await cartView(tx, cart.id, language);
    const wanted = new Map(view.items.map((item) => [item.product.sku, item.quantity]));
    const charged = new Map(event.lines.map((line) => [line.sku, line.quantity]));
    if (wanted.size !== charged.size || [...wanted].some(([sku, quantity]) => charged.get(sku) !== quantity))
      throw new DomainError('conflict', 'The basket no longer matches what the partner charged for.');
    const lines: OrderLine[] = view.items.map((item) => ({
      sku: item.product.sku,
      name: item.product.name,
      quantity: item.quantity,
      unitPrice: event.lines.find((l) => l.sku === item.product.sku)?.unitPrice ?? 0,
      isProduct: !isColourItem(item),
      uid: item.uid,
      associatedUid: item.associated_uid,
      options: { selected: item.selected_options, entered: item.entered_options },
    }));
    await reserveStock(tx, lines);
    await countCoupon(tx, view.prices.discounts.length ? cart.coupon_code : null);
    const customer = await queryOne<{ email: string; first_name: string }>(tx, 'select email, first_name from customers where id = $1', [event.customerId]);
    const { totals } = event;
    const order = await queryOne<{ id: number; order_number: string }>(
      tx,
      `insert into orders (order_number, customer_id, status, currency, subtotal, shipping, discount, grand_total, shipping_method, payment_method,
         shipping_address, billing_address, dispatch_date, estimated_delivery, cart_id, esw_checkout_id, coupon_code, payment_reference)
       values (nextval('order_numbers')::text, $1, 'processing', $2, $3, $4, $5, $6, 'International delivery, duties and taxes paid', 'ESW',
         $7, $7, $8::date, $8::date + 7, $9, $10, $11, $12)
       returning id, order_number`,
      [
        event.customerId,
        event.currency,
        totals.subtotal,
        totals.shipping + totals.duties + totals.taxes,
        totals.discount,
        totals.total,
        JSON.stringify({ ...event.shippingAddress, street: event.shippingAddress.street.slice(0, 2) }),
        view.dispatch_date ?? new Date().toISOString().slice(0, 10),
        cart.id,
        event.checkoutId,
        view.prices.discounts.length ? cart.coupon_code : null,
        event.eventId,
      ],
    );
    if (!order) throw new Error('order insert returned nothing');
    await insertOrderItems(tx, order.id, lines);
    await tx.query('update carts set is_active = false, updated_at = now() where id = $1', [cart.id]);
    await tx.query('insert into esw_webhook_events (event_id, order_number) values ($1, $2)', [event.eventId, order.order_number]);
    await tx.query('update orders set locale = $2 where id = $1', [order.id, language]);
    if (customer)
      await sendEmail(tx, {
        recipient: customer.email,
        ...orderConfirmationEmail(
          {
            number: order.order_number,
            firstName: customer.first_name,
            currency: event.currency,
            lines: lines.map((line) => ({ name: line.name, quantity: line.quantity, rowTotal: line.unitPrice * line.quantity })),
            subtotal: totals.subtotal,
            discount: totals.discount,
            shipping: totals.shipping + totals.duties + totals.taxes,
            total: totals.total,
            viaPartner: true,
            address: event.shippingAddress,
          },
          language,
        ),
      });
    return { orderNumber: order.order_number, replayed: false };
  });
}
