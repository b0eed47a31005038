import type { Queryable } from '../../db/database.ts';
import { invalid } from '../../lib/errors.ts';
import { choiceFilter, dateFilter, pageWindow, readTableQuery, type TablePage, textFilter } from '../staff/table-query.ts';
import type { OrderStatus } from '../../../schemas/generated/index.ts';

/** The order list of the back office: search, filters and sorting, all on the server. */

export const ORDER_STATUSES = ['pending', 'processing', 'dispatched', 'complete', 'canceled', 'closed'] as const satisfies readonly OrderStatus[];
export const ORDER_MARKETS = ['gb', 'cross-border'] as const;
export const PAYMENT_STATES = ['authorized', 'captured', 'partly-refunded', 'refunded', 'canceled', 'none'] as const;
export const ORDER_SORTS = ['placed', 'number', 'total', 'status'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The filter parameters of the list (and its CSV export), as the data table carries them. */
export const ORDER_FILTERS = ['q', 'status', 'from', 'to', 'country', 'market', 'payment'] as const;

export interface StaffOrderRow {
  number: string;
  placedAt: string;
  status: OrderStatus;
  customerName: string;
  email: string;
  country: string;
  crossBorder: boolean;
  payment: PaymentState;
  currency: string;
  total: number;
  refunded: number;
}

interface Row {
  order_number: string;
  placed_at: Date;
  status: OrderStatus;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  cross_border: boolean;
  payment: PaymentState;
  currency: string;
  grand_total: number;
  payment_refunded: number;
  total_count: string;
}

/** Where an order's card money stands, in one word (SQL over `orders o`). */
export const PAYMENT_STATE_SQL = `case
  when o.payment_status is null then 'none'
  when o.payment_status = 'captured' and o.payment_refunded >= o.payment_captured and o.payment_captured > 0 then 'refunded'
  when o.payment_status = 'captured' and o.payment_refunded > 0 then 'partly-refunded'
  else o.payment_status end`;

const SORT_SQL: Record<(typeof ORDER_SORTS)[number], string> = {
  placed: 'o.placed_at',
  number: 'o.order_number',
  total: 'o.grand_total',
  status: 'o.status',
};

/** The `where` of the filters in `query`; a bad filter is a 400 naming what is allowed. */
function orderFilters(query: URLSearchParams): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const q = textFilter(query, 'q', 120);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
    const n = params.push(q, like);
    clauses.push(
      `(o.order_number = $${n - 1} or lower(c.email) like $${n} or lower(c.first_name || ' ' || c.last_name) like $${n}
        or lower((o.shipping_address->>'firstname') || ' ' || (o.shipping_address->>'lastname')) like $${n})`,
    );
  }
  const status = choiceFilter(query, 'status', ORDER_STATUSES);
  if (status) clauses.push(`o.status = $${params.push(status)}`);
  const from = dateFilter(query, 'from');
  const to = dateFilter(query, 'to');
  if (from && to && from > to) throw invalid(`"from" (${from}) is after "to" (${to}): swap them.`, 'from');
  // Days are shop days in London.
  if (from) clauses.push(`o.placed_at >= ($${params.push(from)}::date)::timestamp at time zone 'Europe/London'`);
  if (to) clauses.push(`o.placed_at < ($${params.push(to)}::date + 1)::timestamp at time zone 'Europe/London'`);
  const country = query.get('country')?.trim().toUpperCase();
  if (country) {
    if (!/^[A-Z]{2}$/.test(country)) throw invalid(`"country" is a two-letter country code, like GB or DE (got "${query.get('country')}").`, 'country');
    clauses.push(`o.shipping_address->>'country_code' = $${params.push(country)}`);
  }
  const market = choiceFilter(query, 'market', ORDER_MARKETS);
  if (market) clauses.push(market === 'gb' ? 'o.esw_checkout_id is null' : 'o.esw_checkout_id is not null');
  const payment = choiceFilter(query, 'payment', PAYMENT_STATES);
  if (payment) clauses.push(`(${PAYMENT_STATE_SQL}) = $${params.push(payment)}`);
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

const SELECT = `select o.order_number, o.placed_at, o.status, c.first_name, c.last_name, c.email,
    coalesce(o.shipping_address->>'country_code', '') as country, o.esw_checkout_id is not null as cross_border,
    ${PAYMENT_STATE_SQL} as payment, trim(o.currency) as currency, o.grand_total, o.payment_refunded, count(*) over () as total_count
  from orders o join customers c on c.id = o.customer_id`;

const toRow = (row: Row): StaffOrderRow => ({
  number: row.order_number,
  placedAt: row.placed_at.toISOString(),
  status: row.status,
  customerName: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  country: row.country,
  crossBorder: row.cross_border,
  payment: row.payment,
  currency: row.currency,
  total: row.grand_total,
  refunded: row.payment_refunded,
});

export type OrderListPage = TablePage<StaffOrderRow> & { sort: (typeof ORDER_SORTS)[number]; dir: 'asc' | 'desc' };

/** One page of the order list, newest first unless sorted otherwise. */
export async function listStaffOrders(db: Queryable, query: URLSearchParams): Promise<OrderListPage> {
  const table = readTableQuery(query, { sorts: ORDER_SORTS, sort: 'placed', dir: 'desc', pageSize: 25 });
  const { where, params } = orderFilters(query);
  const { limit, offset } = pageWindow(table);
  const direction = table.dir === 'asc' ? 'asc' : 'desc';
  const rows = await db.query<Row>(
    `${SELECT} ${where} order by ${SORT_SQL[table.sort]} ${direction}, o.id ${direction} limit ${limit} offset ${offset}`,
    params,
  );
  const total = rows[0] ? Number(rows[0].total_count) : offset === 0 ? 0 : await countOrders(db, where, params);
  return { rows: rows.map(toRow), total, page: table.page, pageSize: table.pageSize, sort: table.sort, dir: table.dir };
}

async function countOrders(db: Queryable, where: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: string }>(`select count(*) as n from orders o join customers c on c.id = o.customer_id ${where}`, params);
  return Number(row?.n ?? 0);
}

/** At most this many orders in one export; narrow the filters for more. */
export const ORDER_EXPORT_LIMIT = 10_000;

/** Every order the filters select (the export), in the list's order. */
export async function exportStaffOrders(db: Queryable, query: URLSearchParams): Promise<StaffOrderRow[]> {
  const table = readTableQuery(query, { sorts: ORDER_SORTS, sort: 'placed', dir: 'desc' });
  const { where, params } = orderFilters(query);
  const direction = table.dir === 'asc' ? 'asc' : 'desc';
  const rows = await db.query<Row>(
    `${SELECT} ${where} order by ${SORT_SQL[table.sort]} ${direction}, o.id ${direction} limit ${ORDER_EXPORT_LIMIT + 1}`,
    params,
  );
  if (rows.length > ORDER_EXPORT_LIMIT)
    throw invalid(`More than ${ORDER_EXPORT_LIMIT.toLocaleString('en-GB')} orders match: narrow the filters (a date range) and export in parts.`);
  return rows.map(toRow);
}
