import { isColourItem } from '../../../domain/cart/cart-items.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { IntegrationError } from '../../integrations/http-json.ts';
import type { CycleToWorkSchemes } from '../../integrations/cycle-to-work/certificates.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import type { Language } from '../../../domain/i18n/index.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { cartMessages } from '../cart/cart-messages.ts';
import { openCart, resolveCartId } from '../cart/cart-store.ts';
import { pricedCart } from '../cart/cart-view.ts';
import { findOwnAddress } from '../customer/addresses.ts';
import type { CheckoutPlaceOrderRequest } from '../../../schemas/generated/index.ts';
import { penceFromPounds } from '../../../schemas/pounds.ts';
import { type CertificateInput, verifyCertificate } from '../cycle-to-work/certificates.ts';
import { checkoutMessages } from './checkout-messages.ts';
import { addWorkingDays, deliveryMethod, deliveryPrice, londonToday } from './delivery-methods.ts';
import { reserveStock } from './order-lines.ts';
import { countCoupon, type OrderQuote, writeOrder } from './write-order.ts';

export type { OrderQuote };

export interface PlaceOrderInput {
  customerId: number;
  /** The cart the request names (cart_id cookie); the customer's active cart without one. */
  cartId: string | undefined;
  idempotencyKey: string;
  shippingAddressId: number;
  deliveryMethod: string;
  /** The payment provider's token for the card; absent when a certificate pays everything. */
  paymentToken: string | undefined;
  /** A cycle-to-work certificate paying part or all of the order; checked with its scheme before any card. */
  certificate: CertificateInput | undefined;
  /** The language the customer shops in: their emails about the order are written in it. */
  locale?: Language;
}

/**
 * The order a checked place-order request asks for: the certificate's amount, sent as
 * decimal pounds (the schema's `pounds` keyword has checked it), read into pence as text,
 * never through floating point.
 */
export function placeOrderInput(
  body: CheckoutPlaceOrderRequest,
  request: Pick<PlaceOrderInput, 'customerId' | 'cartId' | 'idempotencyKey' | 'locale'>,
): PlaceOrderInput {
  const { certificate } = body;
  return {
    ...request,
    shippingAddressId: body.shippingAddressId,
    deliveryMethod: body.deliveryMethod,
    paymentToken: body.paymentToken,
    certificate: certificate && {
      number: certificate.number,
      issuedBy: certificate.issuedBy,
      amount: certificate.amount === undefined ? undefined : penceFromPounds(certificate.amount),
    },
  };
}

/** The outside parties an order is paid through. */
export interface OrderPayments {
  payments: PaymentProvider;
  cycleToWork: CycleToWorkSchemes;
}

export type PlaceOrderOutcome = { kind: 'placed'; orderNumber: string; replayed: boolean } | { kind: 'challenge'; challengeUrl: string };

const SHIPPING_LABELS: Record<string, string> = { standard: 'Standard delivery', express: 'Express delivery' };

async function orderByKey(db: Queryable, customerId: number, key: string): Promise<string | undefined> {
  return (await queryOne<{ order_number: string }>(db, 'select order_number from orders where customer_id = $1 and idempotency_key = $2', [customerId, key]))
    ?.order_number;
}

/** Prices the customer's cart for the chosen address and delivery (under the cart's lock when `lock`); 4xx for every rule it breaks. */
export async function quoteOrder(
  tx: Queryable,
  input: Pick<PlaceOrderInput, 'customerId' | 'cartId' | 'deliveryMethod' | 'shippingAddressId' | 'locale'>,
  lock: boolean,
): Promise<OrderQuote> {
  const id = await resolveCartId(tx, input.cartId, input.customerId);
  const cart = await openCart(tx, id, { customerId: input.customerId }, { lock });
  // A guest cart is merged into the customer's when signing in; checkout takes only the customer's own.
  if (cart.customer_id !== input.customerId) throw new DomainError('not_allowed', cartMessages.notYours(cart.id));
  // The order keeps its lines in the language it was placed in, as its emails are written.
  const { view, pence: priced } = await pricedCart(tx, cart.id, input.locale ?? 'en');
  if (!view.items.length) throw new DomainError('conflict', checkoutMessages.empty);
  const bikes = view.items.filter((item) => item.product.__typename === 'BundleProduct').reduce((sum, item) => sum + item.quantity, 0);
  if (bikes > 1) throw new DomainError('conflict', checkoutMessages.oneBike);

  const method = deliveryMethod(input.deliveryMethod);
  if (!method) throw invalid(checkoutMessages.unknownDelivery, 'deliveryMethod');
  const saved = await findOwnAddress(tx, input.customerId, input.shippingAddressId);
  if (saved.country_code !== 'GB') throw invalid(checkoutMessages.addressNotGb, 'shippingAddressId');

  const { subtotal, discount } = priced;
  const shipping = deliveryPrice(method, priced.shipping, subtotal);
  const grandTotal = subtotal - discount + shipping;
  const dispatchDate = view.dispatch_date ?? addWorkingDays(londonToday(), 1);
  return {
    cartId: cart.id,
    lines: view.items.map((item) => ({
      sku: item.product.sku,
      name: item.product.name,
      quantity: item.quantity,
      unitPrice: priced.units.get(item.uid) ?? 0,
      isProduct: !isColourItem(item),
      uid: item.uid,
      associatedUid: item.associated_uid,
      options: { selected: item.selected_options, entered: item.entered_options },
    })),
    couponCode: discount > 0 ? cart.coupon_code : null,
    subtotal,
    discount,
    shipping,
    grandTotal,
    shippingMethod: SHIPPING_LABELS[method.code] ?? method.code,
    deliveryMethod: method.code,
    address: {
      firstname: saved.firstname,
      lastname: saved.lastname,
      street: saved.street,
      city: saved.city,
      postcode: saved.postcode,
      country_code: saved.country_code,
      ...(saved.region.region ? { region: saved.region.region } : {}),
      telephone: saved.telephone,
    },
    email: saved.email,
    dispatchDate,
    estimatedDelivery: addWorkingDays(dispatchDate, method.workingDays),
  };
}

/**
 * Places the customer's cart as an order. A certificate is verified with its scheme and
 * the card authorised first, outside any transaction; then one transaction re-reads and
 * re-prices the cart under its lock, checks it still costs what was authorised, takes the
 * stock (never below zero), counts the coupon, writes the order, uses up the certificate
 * (once only) and closes the cart. When that fails the authorisation is released. The
 * Idempotency-Key makes a retried placement answer the order it made.
 */
export async function placeOrder(db: Database, { payments, cycleToWork }: OrderPayments, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const existing = await orderByKey(db, input.customerId, input.idempotencyKey);
  if (existing) return { kind: 'placed', orderNumber: existing, replayed: true };

  let quote: OrderQuote;
  try {
    quote = await quoteOrder(db, input, false);
  } catch (error) {
    // A parallel retry of this placement may have just placed it.
    const raced = await orderByKey(db, input.customerId, input.idempotencyKey);
    if (raced) return { kind: 'placed', orderNumber: raced, replayed: true };
    throw error;
  }
  const certificate = input.certificate ? await verifyCertificate(db, cycleToWork, input.certificate, quote.grandTotal) : undefined;
  const payable = quote.grandTotal - (certificate?.amount ?? 0);
  let paymentReference = 'certificate';
  let captured = false;
  if (payable > 0) {
    if (!input.paymentToken) throw invalid('Enter your card details to pay.', 'paymentToken');
    const reference = `order-${input.customerId}-${input.idempotencyKey}`;
    const result = await payments.authorize({ amount: payable, currency: 'GBP', token: input.paymentToken, reference }).catch((error: unknown) => {
      if (error instanceof IntegrationError) throw new DomainError('unavailable', checkoutMessages.paymentUnavailable);
      throw error;
    });
    if (result.status === 'declined') throw new DomainError('payment_declined', result.message);
    if (result.status === 'challenge') return { kind: 'challenge', challengeUrl: result.challengeUrl };
    paymentReference = result.reference;
    captured = result.captured;
  }

  try {
    const orderNumber = await db.transaction(async (tx) => {
      const locked = await quoteOrder(tx, input, true);
      if (locked.grandTotal !== quote.grandTotal) throw new DomainError('conflict', checkoutMessages.changed);
      await reserveStock(tx, locked.lines);
      await countCoupon(tx, locked.couponCode);
      return writeOrder(tx, input, locked, { reference: paymentReference, payable, captured, certificate });
    });
    return { kind: 'placed', orderNumber, replayed: false };
  } catch (error) {
    const raced = await orderByKey(db, input.customerId, input.idempotencyKey);
    if (raced) return { kind: 'placed', orderNumber: raced, replayed: true };
    if (paymentReference !== 'certificate') await payments.release(paymentReference).catch(() => undefined);
    throw error;
  }
}
