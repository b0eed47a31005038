import type { OrderAddress } from '../../../schemas/generated/index.ts';
import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { type AuditActor, recordAudit } from '../staff/audit.ts';

/** What an erased customer's name reads as, on their kept orders and in the back office. */
export const ERASED_NAME = { firstName: 'Erased', lastName: 'customer' } as const;

/** The address an erased customer's kept order carries: only the country stays (tax and accounts need it). */
export function erasedAddress(address: OrderAddress): OrderAddress {
  return {
    firstname: ERASED_NAME.firstName,
    lastname: ERASED_NAME.lastName,
    street: ['Erased'],
    city: 'Erased',
    postcode: '',
    country_code: address.country_code,
  };
}

/** Orders still to be sent: erasing would leave staff nobody to send them to. */
const OPEN_STATUSES = ['pending', 'processing'];

/**
 * Erases a customer on request (UK GDPR art. 17), in the caller's transaction: the profile, address
 * book, sign-ins and tokens, carts, newsletter sign-up, email changes, cycle-to-work quotes,
 * back-in-stock alerts, warranty registrations and emails to them go; orders stay for the accounts with names, addresses and phone replaced and
 * totals, lines and dates kept. The account can no longer sign in. The audit record keeps counts,
 * never the erased data. A 409 while an order is not yet dispatched.
 */
export async function eraseCustomer(tx: Queryable, id: number, by: AuditActor): Promise<{ ordersKept: number }> {
  const customer = await queryOne<{ email: string; erased_at: Date | null; newsletter_subscribed: boolean }>(
    tx,
    'select email, erased_at, newsletter_subscribed from customers where id = $1 for update',
    [id],
  );
  if (!customer) throw new DomainError('not_found', `There is no customer ${id}.`);
  if (customer.erased_at) throw new DomainError('conflict', `Customer ${id} was already erased on ${customer.erased_at.toISOString().slice(0, 10)}.`);
  const open = await tx.query<{ order_number: string }>('select order_number from orders where customer_id = $1 and status = any($2) order by placed_at', [
    id,
    OPEN_STATUSES,
  ]);
  if (open.length)
    throw new DomainError(
      'conflict',
      `Customer ${id} has orders not yet dispatched (${open.map((o) => o.order_number).join(', ')}): dispatch or cancel them first, then erase.`,
    );
  const email = customer.email.toLowerCase();
  const [addresses] = await tx.query<{ n: string }>('select count(*) as n from customer_addresses where customer_id = $1', [id]);
  for (const sql of [
    'delete from customer_addresses where customer_id = $1',
    'delete from customer_sessions where customer_id = $1',
    'delete from password_reset_tokens where customer_id = $1',
    'delete from customer_email_changes where customer_id = $1',
    'delete from esw_handoffs where customer_id = $1',
    'delete from carts where customer_id = $1',
  ])
    await tx.query(sql, [id]);
  for (const sql of [
    'delete from newsletter_subscriptions where lower(email) = $1',
    'delete from cycle_to_work_quotes where lower(employee_email) = $1',
    'delete from email_outbox where lower(recipient) = $1',
    'delete from stock_alerts where lower(email) = $1',
  ])
    await tx.query(sql, [email]);
  await tx.query('delete from warranty_registrations where customer_id = $1 or lower(email) = $2', [id, email]);
  // Reviews stay with the products they rate (their counts are kept there); the name shown goes.
  await tx.query('update product_reviews set author_name = null where customer_id = $1', [id]);
  const orders = await tx.query<{ id: number; shipping_address: OrderAddress; billing_address: OrderAddress }>(
    'select id, shipping_address, billing_address from orders where customer_id = $1',
    [id],
  );
  for (const order of orders)
    await tx.query('update orders set shipping_address = $2::jsonb, billing_address = $3::jsonb where id = $1', [
      order.id,
      JSON.stringify(erasedAddress(order.shipping_address)),
      JSON.stringify(erasedAddress(order.billing_address)),
    ]);
  // The row stays (orders point at it) with nothing personal and a password no sign-in can match.
  await tx.query(
    `update customers set email = $2, first_name = $3, last_name = $4, password_hash = 'erased', newsletter_subscribed = false,
        newsletter_changed_at = null, erased_at = now(), updated_at = now() where id = $1`,
    [id, `erased-${id}@erased.invalid`, ERASED_NAME.firstName, ERASED_NAME.lastName],
  );
  await recordAudit(tx, {
    staff: by,
    action: 'erase',
    entity: 'customer',
    entityId: id,
    before: { addresses: Number(addresses?.n ?? 0), orders: orders.length, newsletter: customer.newsletter_subscribed },
    after: { erased: true, ordersKept: orders.length },
  });
  return { ordersKept: orders.length };
}
