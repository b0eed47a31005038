import { formatMoney } from '../../../domain/money.ts';
import { type Carrier, CARRIERS, isCarrier } from '../../../domain/orders/carriers.ts';
import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { OrderDetail } from '../../../schemas/generated/index.ts';
import { findOrder } from './orders.ts';
import { PAYMENT_STATE_SQL, type PaymentState } from './staff-orders.ts';

/** An order as the back office sees it: what the customer sees, and the customer, payment, shipment, notes and timeline. */
export interface StaffOrderDetail {
  order: OrderDetail;
  customer: { name: string; email: string };
  locale: string;
  payment: { state: PaymentState; reference: string | null; captured: number; refunded: number; cardAmount: number };
  shipment: { carrier: Carrier; trackingNumber: string } | null;
  partner: { name: string; checkoutId: string } | null;
  notes: { at: string; by: string; body: string }[];
  timeline: { at: string; text: string; by?: string }[];
}

interface Row {
  id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  email: string;
  locale: string;
  payment: PaymentState;
  payment_reference: string | null;
  payment_captured: number;
  payment_refunded: number;
  grand_total: number;
  certificate_amount: number | null;
  carrier: string | null;
  tracking_number: string | null;
  esw_checkout_id: string | null;
  placed_at: Date;
  currency: string;
}

export async function staffOrderDetail(db: Queryable, orderNumber: string): Promise<StaffOrderDetail> {
  const row = await queryOne<Row>(
    db,
    `select o.id, o.customer_id, c.first_name, c.last_name, c.email, o.locale, ${PAYMENT_STATE_SQL} as payment, o.payment_reference,
        o.payment_captured, o.payment_refunded, o.grand_total, o.certificate_amount, o.carrier, o.tracking_number, o.esw_checkout_id, o.placed_at,
        trim(o.currency) as currency
       from orders o join customers c on c.id = o.customer_id where o.order_number = $1`,
    [orderNumber],
  );
  if (!row) throw notFound(`There is no order ${orderNumber}.`);
  const order = await findOrder(db, row.customer_id, orderNumber);
  if (!order) throw notFound(`There is no order ${orderNumber}.`);
  const notes = await db.query<{ created_at: Date; staff_email: string; body: string }>(
    'select created_at, staff_email, body from order_notes where order_id = $1 order by created_at, id',
    [row.id],
  );
  const steps = await db.query<{ at: Date; staff_email: string; action: string; after: Record<string, unknown> | null }>(
    `select at, staff_email, action, after from audit_log where entity = 'order' and entity_id = $1 order by at, id`,
    [orderNumber],
  );
  const carrier = isCarrier(row.carrier) ? row.carrier : undefined;
  return {
    order,
    customer: { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email },
    locale: row.locale,
    payment: {
      state: row.payment,
      reference: row.payment_reference,
      captured: row.payment_captured,
      refunded: row.payment_refunded,
      cardAmount: row.grand_total - (row.certificate_amount ?? 0),
    },
    shipment: carrier && row.tracking_number ? { carrier, trackingNumber: row.tracking_number } : null,
    partner: row.esw_checkout_id ? { name: 'ESW', checkoutId: row.esw_checkout_id } : null,
    notes: notes.map((note) => ({ at: note.created_at.toISOString(), by: note.staff_email, body: note.body })),
    timeline: [
      { at: row.placed_at.toISOString(), text: 'Order placed' },
      ...steps.map((step) => ({
        at: step.at.toISOString(),
        text: stepText(step.action, step.after ?? {}, row.currency),
        by: step.staff_email,
      })),
    ],
  };
}

/** An audited step of an order in the timeline's words. */
function stepText(action: string, after: Record<string, unknown>, currency: string): string {
  const pounds = (minor: unknown) => formatMoney(typeof minor === 'number' ? minor : 0, currency, 'en-GB');
  const carrier = isCarrier(after['carrier']) ? CARRIERS[after['carrier']].name : '';
  switch (action) {
    case 'dispatch':
      return `Dispatched with ${carrier}, tracking number ${String(after['trackingNumber'] ?? '')}; the customer was emailed`;
    case 'deliver':
      return 'Delivered; the customer was emailed';
    case 'cancel':
      return `Cancelled; products back in stock${after['released'] ? '; card payment released' : ''}${Number(after['refunded']) > 0 ? `; ${pounds(after['refunded'])} refunded` : ''}; the customer was emailed`;
    case 'refund':
      return `${pounds(after['amount'])} refunded to the card; the customer was emailed`;
    case 'note':
      return 'Internal note added';
    case 'finance-approved':
      return `Finance approved by the provider (application ${String(after['application'] ?? '')}, ${pounds(after['loanAmount'])} lent, ${pounds(after['deposit'])} deposit); the order was placed and the customer emailed`;
    default:
      return action;
  }
}
