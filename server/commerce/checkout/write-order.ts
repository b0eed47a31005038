import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { sendEmail } from '../../integrations/email/outbox.ts';
import { DomainError } from '../../lib/errors.ts';
import { optionNames } from '../catalog/attribute-labels.ts';
import type { VerifiedCertificate } from '../cycle-to-work/certificates.ts';
import { redeemCertificate } from '../cycle-to-work/certificates.ts';
import { orderConfirmationEmail } from '../orders/order-emails.ts';
import { checkoutMessages } from './checkout-messages.ts';
import { insertOrderItems, type OrderLine } from './order-lines.ts';
import type { Language } from '../../../domain/i18n/index.ts';
import type { OrderAddress } from '../../../schemas/generated/index.ts';

/** Counts a use of the order's coupon; 409 when it is used up. */
export async function countCoupon(tx: Queryable, code: string | null): Promise<void> {
  if (!code) return;
  const counted = await queryOne(
    tx,
    'update coupons set times_used = times_used + 1 where code = $1 and (usage_limit is null or times_used < usage_limit) returning code',
    [code],
  );
  if (!counted) throw new DomainError('conflict', checkoutMessages.couponUsedUp(code));
}

/** The order a cart makes now: every price from the database, every rule checked. */
export interface OrderQuote {
  cartId: string;
  lines: OrderLine[];
  couponCode: string | null;
  subtotal: number;
  discount: number;
  shipping: number;
  grandTotal: number;
  shippingMethod: string;
  deliveryMethod: string;
  address: OrderAddress;
  email: string;
  dispatchDate: string;
  estimatedDelivery: string;
}

/** Whose order it is, its Idempotency-Key, and the language its emails are written in. */
export interface OrderOwner {
  customerId: number;
  idempotencyKey: string;
  locale?: Language | undefined;
}

function paymentMethodLabel(certificate: VerifiedCertificate | undefined, payable: number): string {
  if (!certificate) return 'Card';
  return payable > 0 ? 'Card and cycle-to-work certificate' : 'Cycle-to-work certificate';
}

/**
 * How an order was paid: a card payment (held or taken) and optionally a certificate, or, with
 * `finance`, a loan the finance provider approved (its words for the order page).
 */
export interface OrderPayment {
  reference: string;
  payable: number;
  captured: boolean;
  certificate: VerifiedCertificate | undefined;
  finance?: { label: string };
}

/** Writes the placed order from its quote: lines, certificate, closed cart, its language and the confirmation email, in `tx`. */
export async function writeOrder(tx: Queryable, input: OrderOwner, quote: OrderQuote, payment: OrderPayment): Promise<string> {
  const { certificate } = payment;
  const card = payment.finance ? 0 : payment.payable;
  const order = await queryOne<{ id: number; order_number: string }>(
    tx,
    `insert into orders (order_number, customer_id, status, currency, subtotal, shipping, discount, grand_total, shipping_method, payment_method,
       shipping_address, billing_address, dispatch_date, estimated_delivery, certificate_amount, certificate_issued_by,
       cart_id, idempotency_key, coupon_code, payment_reference, payment_status, payment_captured)
     values (nextval('order_numbers')::text, $1, 'processing', 'GBP', $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     returning id, order_number`,
    [
      input.customerId,
      quote.subtotal,
      quote.shipping,
      quote.discount,
      quote.grandTotal,
      quote.shippingMethod,
      payment.finance?.label ?? paymentMethodLabel(certificate, payment.payable),
      JSON.stringify(quote.address),
      quote.dispatchDate,
      quote.estimatedDelivery,
      certificate?.amount ?? null,
      certificate?.issuer ?? null,
      quote.cartId,
      input.idempotencyKey,
      quote.couponCode,
      payment.reference,
      // A card payment is held (authorized) until captured, or taken at once with automatic capture.
      card > 0 ? (payment.captured ? 'captured' : 'authorized') : null,
      card > 0 && payment.captured ? card : 0,
    ],
  );
  if (!order) throw new Error('order insert returned nothing');
  if (certificate) await redeemCertificate(tx, certificate, order.order_number);
  await insertOrderItems(tx, order.id, quote.lines);
  await tx.query('update carts set is_active = false, updated_at = now() where id = $1', [quote.cartId]);
  // The basket is paid: a finance application still open for it can no longer become an order.
  await tx.query(
    "update finance_applications set status = 'cancelled', decided_at = now() where cart_id = $1 and status in ('created', 'pending', 'referred')",
    [quote.cartId],
  );
  const language = input.locale ?? 'en';
  await tx.query('update orders set locale = $2 where id = $1', [order.id, language]);
  const shown = (line: OrderLine) => line.options.selected.filter((option) => !option.endsWith('/one-size'));
  const names = await optionNames(tx, quote.lines.flatMap(shown), language);
  await sendEmail(tx, {
    recipient: quote.email,
    ...orderConfirmationEmail(
      {
        number: order.order_number,
        firstName: quote.address.firstname,
        currency: 'GBP',
        lines: quote.lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          rowTotal: line.unitPrice * line.quantity,
          options: shown(line).map((option) => names.get(option) ?? option),
        })),
        subtotal: quote.subtotal,
        discount: quote.discount,
        shipping: quote.shipping,
        total: quote.grandTotal,
        deliveryMethod: quote.deliveryMethod,
        viaPartner: false,
        dispatchDate: quote.dispatchDate,
        estimatedDelivery: quote.estimatedDelivery,
        address: quote.address,
      },
      language,
    ),
  });
  return order.order_number;
}
