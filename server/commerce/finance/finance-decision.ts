import { customerLanguage } from '../orders/order-rules.ts';
import type { Database } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { quoteOrder } from '../checkout/place-order.ts';
import { countCoupon, writeOrder } from '../checkout/write-order.ts';
import { reserveStock } from '../checkout/order-lines.ts';
import { recordAudit } from '../staff/audit.ts';
import { APPLICATION_COLUMNS, type FinanceApplicationRow, financePaymentLabel } from './finance-application.ts';
import { financeMessages } from './finance-messages.ts';

export const FINANCE_DECISIONS = ['approved', 'declined', 'referred', 'cancelled'] as const;
export type FinanceDecisionStatus = (typeof FINANCE_DECISIONS)[number];

/** The provider's decision on an application, as it posts it (money in pence). */
export interface FinanceDecision {
  eventId: string;
  /** The provider's own id of the application, and our reference for it. */
  applicationId: string;
  reference: string;
  status: FinanceDecisionStatus;
  cashPrice: number;
  deposit: number;
  loanAmount: number;
}

/** Who the audit log names for what the provider decides. */
const PROVIDER = { email: 'finance provider' };
const FINAL: readonly FinanceApplicationRow['status'][] = ['approved', 'declined', 'cancelled'];

const isPence = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
const isId = (s: unknown) => typeof s === 'string' && /^[A-Za-z0-9_-]{6,80}$/.test(s);

/** The decision's JSON body, or a 400 saying what it lacks. */
export function parseFinanceDecision(body: string): FinanceDecision {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw invalid('The decision body is not JSON.');
  }
  const decision = value as Partial<FinanceDecision> | null;
  const ok =
    decision &&
    isId(decision.eventId) &&
    isId(decision.applicationId) &&
    isId(decision.reference) &&
    (FINANCE_DECISIONS as readonly unknown[]).includes(decision.status) &&
    isPence(decision.cashPrice) &&
    isPence(decision.deposit) &&
    isPence(decision.loanAmount);
  if (!ok)
    throw invalid(
      `The decision needs eventId, applicationId, reference, status (${FINANCE_DECISIONS.join(', ')}), cashPrice, deposit and loanAmount in pence.`,
    );
  return decision as FinanceDecision;
}

export interface DecisionOutcome {
  status: FinanceApplicationRow['status'];
  changed: boolean;
  orderNumber: string | null;
}

/**
 * Applies the provider's decision once, in one transaction with the application locked: an event
 * seen before is refused (409), as are amounts other than the application's and a change to a
 * decided application; the same status again changes nothing. An approval places the order from the
 * basket as it was applied for (re-priced under its lock: it must cost what the loan covers), takes
 * the stock, counts the coupon, closes the basket and emails the confirmation; a decline or a
 * cancellation leaves the basket as it was, for the shopper to pay by card. Each change is audited.
 */
export async function applyFinanceDecision(db: Database, decision: FinanceDecision): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const app = await queryOne<FinanceApplicationRow>(tx, `select ${APPLICATION_COLUMNS} from finance_applications where id = $1 for update`, [
      decision.reference,
    ]);
    if (!app || app.provider_application_id !== decision.applicationId) throw new DomainError('not_found', financeMessages.unknownDecision);
    const fresh = await queryOne(
      tx,
      'insert into finance_decision_events (event_id, application_id, status) values ($1, $2, $3) on conflict do nothing returning event_id',
      [decision.eventId, app.id, decision.status],
    );
    if (!fresh) throw new DomainError('conflict', financeMessages.replayed);
    if (decision.cashPrice !== app.cash_price || decision.deposit !== app.deposit || decision.loanAmount !== app.loan_amount)
      throw new DomainError('conflict', financeMessages.amountMismatch);
    if (decision.status === app.status) return { status: app.status, changed: false, orderNumber: app.order_number };
    if (FINAL.includes(app.status)) throw new DomainError('conflict', financeMessages.decided(app.status));

    let orderNumber: string | null = null;
    if (decision.status === 'approved') {
      // The order keeps its lines in the language the shopper applied in, as its emails are written.
      const locale = customerLanguage(app.locale);
      const quote = await quoteOrder(
        tx,
        { customerId: app.customer_id, cartId: app.cart_id, deliveryMethod: app.delivery_method, shippingAddressId: app.shipping_address_id, locale },
        true,
      );
      if (quote.grandTotal !== app.cash_price) throw new DomainError('conflict', financeMessages.basketChanged);
      await reserveStock(tx, quote.lines);
      await countCoupon(tx, quote.couponCode);
      orderNumber = await writeOrder(tx, { customerId: app.customer_id, idempotencyKey: `finance-${app.id}`, locale }, quote, {
        reference: decision.applicationId,
        payable: app.cash_price,
        captured: false,
        certificate: undefined,
        finance: { label: financePaymentLabel(app, locale) },
      });
    }
    await tx.query('update finance_applications set status = $2, order_number = coalesce($3, order_number), decided_at = now() where id = $1', [
      app.id,
      decision.status,
      orderNumber,
    ]);
    const after = { status: decision.status, application: app.id, productId: app.product_id, loanAmount: app.loan_amount, deposit: app.deposit };
    await recordAudit(tx, {
      staff: PROVIDER,
      action: `finance-${decision.status}`,
      entity: orderNumber ? 'order' : 'finance-application',
      entityId: orderNumber ?? app.id,
      before: { status: app.status },
      after,
    });
    return { status: decision.status, changed: true, orderNumber };
  });
}
