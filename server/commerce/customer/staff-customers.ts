import type { CustomerAddress, OrderStatus } from '../../../schemas/generated/index.ts';
import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { listAddresses } from './addresses.ts';
import { pageWindow, readTableQuery, type TablePage, textFilter } from '../staff/table-query.ts';

/** The back office's view of customers: search and one customer, never a password hash or a token. */

export const CUSTOMER_SORTS = ['joined', 'name', 'email', 'orders'] as const;

export interface StaffCustomerRow {
  id: number;
  name: string;
  email: string;
  joinedAt: string;
  orders: number;
  newsletter: boolean;
  erased: boolean;
}

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  created_at: Date;
  orders: string;
  newsletter_subscribed: boolean;
  erased_at: Date | null;
  total_count: string;
}

const SORT_SQL: Record<(typeof CUSTOMER_SORTS)[number], string> = {
  joined: 'c.created_at',
  name: "lower(c.first_name || ' ' || c.last_name)",
  email: 'lower(c.email)',
  orders: 'orders',
};

/** `q` finds a customer by email or name (parts of either) or by the exact number of one of their orders. */
function customerFilter(query: URLSearchParams): { where: string; params: unknown[] } {
  const q = textFilter(query, 'q', 120);
  if (!q) return { where: '', params: [] };
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
  return {
    where: `where lower(c.email) like $2 or lower(c.first_name || ' ' || c.last_name) like $2
      or exists (select 1 from orders f where f.customer_id = c.id and f.order_number = $1)`,
    params: [q, like],
  };
}

/** One page of customers, newest first unless sorted otherwise. */
export async function listStaffCustomers(
  db: Queryable,
  query: URLSearchParams,
): Promise<TablePage<StaffCustomerRow> & { sort: (typeof CUSTOMER_SORTS)[number]; dir: 'asc' | 'desc' }> {
  const table = readTableQuery(query, { sorts: CUSTOMER_SORTS, sort: 'joined', dir: 'desc', pageSize: 25 });
  const { where, params } = customerFilter(query);
  const { limit, offset } = pageWindow(table);
  const direction = table.dir === 'asc' ? 'asc' : 'desc';
  const rows = await db.query<Row>(
    `select c.id, c.first_name, c.last_name, c.email, c.created_at, c.newsletter_subscribed, c.erased_at,
        (select count(*) from orders o where o.customer_id = c.id) as orders, count(*) over () as total_count
      from customers c ${where}
      order by ${SORT_SQL[table.sort]} ${direction}, c.id ${direction} limit ${limit} offset ${offset}`,
    params,
  );
  const total = rows[0] ? Number(rows[0].total_count) : offset === 0 ? 0 : await countCustomers(db, where, params);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      joinedAt: row.created_at.toISOString(),
      orders: Number(row.orders),
      newsletter: row.newsletter_subscribed,
      erased: row.erased_at !== null,
    })),
    total,
    page: table.page,
    pageSize: table.pageSize,
    sort: table.sort,
    dir: table.dir,
  };
}

async function countCustomers(db: Queryable, where: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: string }>(`select count(*) as n from customers c ${where}`, params);
  return Number(row?.n ?? 0);
}

export interface StaffCustomer {
  profile: { id: number; email: string; firstName: string; lastName: string; joinedAt: string; updatedAt: string; erasedAt: string | null };
  newsletter: { subscribed: boolean; changedAt: string | null; signUp: { status: string; requestedAt: string; confirmedAt: string | null } | null };
  addresses: CustomerAddress[];
  orders: { number: string; placedAt: string; status: OrderStatus; currency: string; total: number }[];
}

/** The customer's id from a URL; 400 for anything that is not a customer number. */
export function customerIdOf(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw invalid(`"${String(value).slice(0, 40)}" is not a customer number; customer numbers are whole numbers, like 12.`, 'id');
  return id;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One customer as staff see them: profile, newsletter, address book and orders. */
export async function staffCustomer(db: Queryable, id: number): Promise<StaffCustomer> {
  const row = await queryOne<{
    email: string;
    first_name: string;
    last_name: string;
    created_at: Date;
    updated_at: Date;
    erased_at: Date | null;
    newsletter_subscribed: boolean;
    newsletter_changed_at: Date | null;
  }>(db, 'select email, first_name, last_name, created_at, updated_at, erased_at, newsletter_subscribed, newsletter_changed_at from customers where id = $1', [
    id,
  ]);
  if (!row) throw new DomainError('not_found', `There is no customer ${id}.`);
  const signUp = await queryOne<{ status: string; requested_at: Date; confirmed_at: Date | null }>(
    db,
    'select status, requested_at, confirmed_at from newsletter_subscriptions where lower(email) = lower($1)',
    [row.email],
  );
  const addresses = await listAddresses(db, id);
  const orders = await db.query<{ order_number: string; placed_at: Date; status: OrderStatus; currency: string; grand_total: number }>(
    'select order_number, placed_at, status, trim(currency) as currency, grand_total from orders where customer_id = $1 order by placed_at desc, id desc',
    [id],
  );
  return {
    profile: {
      id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      joinedAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      erasedAt: iso(row.erased_at),
    },
    newsletter: {
      subscribed: row.newsletter_subscribed,
      changedAt: iso(row.newsletter_changed_at),
      signUp: signUp ? { status: signUp.status, requestedAt: signUp.requested_at.toISOString(), confirmedAt: iso(signUp.confirmed_at) } : null,
    },
    addresses,
    orders: orders.map((o) => ({ number: o.order_number, placedAt: o.placed_at.toISOString(), status: o.status, currency: o.currency, total: o.grand_total })),
  };
}
