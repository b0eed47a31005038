import type { Queryable } from '../../db/database.ts';
import { type StaffCustomer, staffCustomer } from './staff-customers.ts';

/**
 * Everything the shop holds about one customer, for a subject access request (UK GDPR art. 15):
 * what staff see, plus each order in full, carts, sign-ins, email changes asked for, and the
 * cycle-to-work quotes, back-in-stock alerts and warranty registrations under their email, and their finance applications. Never a password hash, a token or a cart id (each
 * would let its holder in).
 */
export interface CustomerExport extends Omit<StaffCustomer, 'orders'> {
  exportedAt: string;
  orders: unknown[];
  carts: unknown[];
  signIns: unknown[];
  emailChanges: unknown[];
  cycleToWorkQuotes: unknown[];
  stockAlerts: unknown[];
  warrantyRegistrations: unknown[];
  financeApplications: unknown[];
  consent: string;
}

export const CONSENT_NOT_STORED =
  'Cookie consent is kept in the visitor’s own browser (the consent manager’s cookie); the shop stores no consent record on its server.';

export async function exportCustomer(db: Queryable, id: number): Promise<CustomerExport> {
  const { orders: _list, ...customer } = await staffCustomer(db, id);
  const orders = await db.query(
    `select o.order_number as "number", o.placed_at as "placedAt", o.status, trim(o.currency) as currency, o.subtotal, o.shipping, o.discount,
        o.grand_total as "grandTotal", o.shipping_method as "shippingMethod", o.payment_method as "paymentMethod",
        o.shipping_address as "shippingAddress", o.billing_address as "billingAddress", o.coupon_code as "couponCode",
        o.dispatch_date as "dispatchDate", o.estimated_delivery as "estimatedDelivery", o.carrier, o.tracking_number as "trackingNumber",
        o.payment_captured as "paymentCaptured", o.payment_refunded as "paymentRefunded", o.locale,
        coalesce((select json_agg(json_build_object('sku', i.sku, 'name', i.product_name, 'quantity', i.quantity,
            'unitPrice', i.unit_price, 'rowTotal', i.row_total, 'options', i.options) order by i.position)
          from order_items i where i.order_id = o.id), '[]') as items
      from orders o where o.customer_id = $1 order by o.placed_at, o.id`,
    [id],
  );
  const carts = await db.query(
    `select c.is_active as active, c.coupon_code as "couponCode", c.created_at as "createdAt", c.updated_at as "updatedAt",
        coalesce((select json_agg(json_build_object('sku', i.sku, 'quantity', i.quantity, 'selectedOptions', i.selected_options,
            'enteredOptions', i.entered_options) order by i.position)
          from cart_items i where i.cart_id = c.id), '[]') as items
      from carts c where c.customer_id = $1 order by c.created_at`,
    [id],
  );
  const signIns = await db.query(
    `select created_at as "signedInAt", refresh_expires_at as "expiresAt", revoked_at as "signedOutAt"
      from customer_sessions where customer_id = $1 order by created_at`,
    [id],
  );
  const emailChanges = await db.query(
    `select new_email as "newEmail", created_at as "requestedAt", expires_at as "expiresAt", used_at as "confirmedAt"
      from customer_email_changes where customer_id = $1 order by created_at`,
    [id],
  );
  const cycleToWorkQuotes = await db.query(
    `select reference, created_at as "createdAt", employer_name as "employerName", employer_email as "employerEmail",
        employee_name as "employeeName", employee_email as "employeeEmail", bike, accessories, total, locale
      from cycle_to_work_quotes where lower(employee_email) = lower($1) order by created_at`,
    [customer.profile.email],
  );
  const stockAlerts = await db.query(
    `select p.sku, p.name, a.size, a.locale, a.created_at as "createdAt", a.notified_at as "notifiedAt"
      from stock_alerts a join catalog_products p on p.id = a.product_id where lower(a.email) = lower($1) order by a.created_at`,
    [customer.profile.email],
  );
  const warrantyRegistrations = await db.query(
    `select reference, model_sku as "modelSku", frame_number as "frameNumber", purchase_date as "purchaseDate", email, locale,
        created_at as "registeredAt"
      from warranty_registrations where customer_id = $1 or lower(email) = lower($2) order by created_at`,
    [id, customer.profile.email],
  );
  const financeApplications = await db.query(
    `select id as reference, status, product_id as "productId", months, apr::text as apr, deposit_percent as "depositPercent", cash_price as "cashPrice",
        deposit, loan_amount as "loanAmount", monthly_repayment as "monthlyRepayment", order_number as "orderNumber", created_at as "appliedAt",
        decided_at as "decidedAt"
      from finance_applications where customer_id = $1 order by created_at`,
    [id],
  );
  return {
    exportedAt: new Date().toISOString(),
    ...customer,
    orders,
    carts,
    signIns,
    emailChanges,
    cycleToWorkQuotes,
    stockAlerts,
    warrantyRegistrations,
    financeApplications,
    consent: CONSENT_NOT_STORED,
  };
}
