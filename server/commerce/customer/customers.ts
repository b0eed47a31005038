import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';

export interface CustomerRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  newsletterSubscribed: boolean;
}

interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  newsletter_subscribed: boolean;
}

const COLUMNS = 'id, email, first_name, last_name, password_hash, newsletter_subscribed';

const toRecord = (row: CustomerRow): CustomerRecord => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  passwordHash: row.password_hash,
  newsletterSubscribed: row.newsletter_subscribed,
});

/** Emails compare without case and surrounding space, everywhere. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findCustomerByEmail(db: Queryable, email: string): Promise<CustomerRecord | undefined> {
  const row = await queryOne<CustomerRow>(db, `select ${COLUMNS} from customers where lower(email) = $1`, [normaliseEmail(email)]);
  return row && toRecord(row);
}

export async function findCustomerById(db: Queryable, id: number): Promise<CustomerRecord | undefined> {
  const row = await queryOne<CustomerRow>(db, `select ${COLUMNS} from customers where id = $1`, [id]);
  return row && toRecord(row);
}

/** Inserts a customer; `undefined` when the email is taken (also by a concurrent registration). */
export async function insertCustomer(
  db: Queryable,
  customer: { email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<number | undefined> {
  const row = await queryOne<{ id: number }>(
    db,
    `insert into customers (email, first_name, last_name, password_hash) values ($1, $2, $3, $4)
     on conflict do nothing returning id`,
    [customer.email.trim(), customer.firstName, customer.lastName, customer.passwordHash],
  );
  return row?.id;
}

export async function updatePasswordHash(db: Queryable, customerId: number, passwordHash: string): Promise<void> {
  await db.query('update customers set password_hash = $2, updated_at = now() where id = $1', [customerId, passwordHash]);
}
