import { type Queryable, queryOne } from '../../db/database.ts';
import { flag, moment, pence, wholeNumber } from '../../lib/form-values.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { type AuditActor, recordAudit } from '../staff/audit.ts';
import { choiceFilter, pageWindow, readTableQuery, type TablePage, textFilter } from '../staff/table-query.ts';
import { normaliseCouponCode } from './coupons.ts';

/** A coupon as staff see it: money in pence, moments as ISO strings, and how often it was used. */
export interface CouponForStaff {
  code: string;
  label: string;
  kind: 'percent' | 'fixed';
  /** Percentage points, or pence off. */
  amount: number;
  min_subtotal: number;
  starts_at: string | null;
  expires_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  first_order_only: boolean;
  active: boolean;
  /** Orders placed with it. */
  times_used: number;
}

const MAX_FIXED_PENCE = 10_000_00;
const MAX_LIMIT = 1_000_000;
const COLUMNS = `code, label, kind, amount, min_subtotal, starts_at, expires_at, usage_limit, per_customer_limit, first_order_only, active, times_used`;

type Row = Omit<CouponForStaff, 'starts_at' | 'expires_at'> & { starts_at: Date | null; expires_at: Date | null };
const toStaff = (row: Row): CouponForStaff => ({ ...row, starts_at: row.starts_at?.toISOString() ?? null, expires_at: row.expires_at?.toISOString() ?? null });

export async function couponForStaff(db: Queryable, code: string): Promise<CouponForStaff | undefined> {
  const row = await queryOne<Row>(db, `select ${COLUMNS} from coupons where code = $1`, [normaliseCouponCode(code)]);
  return row && toStaff(row);
}

export const COUPON_SORTS = ['code', 'used', 'expires'] as const;
const SORT_COLUMNS = { code: 'code', used: 'times_used', expires: 'expires_at' } as const;

/** Coupons for the back office: `q` (part of a code or label), `active`, and the data table's paging and sort. */
export async function listCoupons(db: Queryable, query: URLSearchParams): Promise<TablePage<CouponForStaff> & { sort: string; dir: 'asc' | 'desc' }> {
  const table = readTableQuery(query, { sorts: COUPON_SORTS, sort: 'code', dir: 'asc', pageSize: 25 });
  const q = textFilter(query, 'q', 60);
  const active = choiceFilter(query, 'active', ['true', 'false'] as const);
  const where: string[] = [];
  const params: unknown[] = [];
  if (q) where.push(`(code ilike $${params.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} or label ilike $${params.length})`);
  if (active) where.push(`active = $${params.push(active === 'true')}`);
  const condition = where.length ? `where ${where.join(' and ')}` : '';
  const total = await queryOne<{ n: number }>(db, `select count(*)::integer as n from coupons ${condition}`, params);
  const { limit, offset } = pageWindow(table);
  const rows = await db.query<Row>(
    `select ${COLUMNS} from coupons ${condition} order by ${SORT_COLUMNS[table.sort]} ${table.dir === 'desc' ? 'desc' : 'asc'} nulls last, code limit ${limit} offset ${offset}`,
    params,
  );
  return { rows: rows.map(toStaff), total: total?.n ?? 0, page: table.page, pageSize: table.pageSize, sort: table.sort, dir: table.dir };
}

const FIELDS = ['code', 'label', 'kind', 'amount', 'minSpend', 'startsAt', 'expiresAt', 'usageLimit', 'perCustomerLimit', 'firstOrderOnly', 'active'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A limit: a whole number from 1, or null / empty text for none. */
function limit(value: unknown, field: string): number | null {
  if (value === null || value === '') return null;
  const n = wholeNumber(value, field, MAX_LIMIT);
  if (n === 0) throw invalid(`"${field}" must be at least 1, or left empty for no limit.`, field);
  return n;
}

/** The coupon a create (all of it) or an edit (what changes) asks for, checked against the coupon as it is. */
function couponFrom(body: unknown, current: CouponForStaff | undefined): CouponForStaff {
  if (!isObject(body)) throw invalid("Send a JSON object with the coupon's fields.");
  const unknown = Object.keys(body).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) throw invalid(`Unknown field "${unknown.slice(0, 40)}": a coupon takes ${FIELDS.join(', ')}.`, unknown.slice(0, 40));
  if (current && 'code' in body && normaliseCouponCode(String(body['code'])) !== current.code)
    throw invalid("A coupon's code cannot change (orders name it): create a new coupon instead.", 'code');
  if (current && !Object.keys(body).length) throw invalid(`Nothing to change: send at least one of ${FIELDS.slice(1).join(', ')}.`);
  const has = (field: string) => field in body;
  let code = current?.code ?? '';
  if (!current) {
    if (typeof body['code'] !== 'string' || !/^[A-Z0-9][A-Z0-9-]{2,31}$/.test(normaliseCouponCode(body['code'])))
      throw invalid('"code" must be 3 to 32 letters, digits or dashes, like WINTER15.', 'code');
    code = normaliseCouponCode(body['code']);
  }
  const label = has('label') ? body['label'] : current?.label;
  if (typeof label !== 'string' || !label.trim() || label.trim().length > 120)
    throw invalid('"label" is what the basket shows, like "15% winter kit sale": 1 to 120 characters.', 'label');
  const kind = has('kind') ? body['kind'] : current?.kind;
  if (kind !== 'percent' && kind !== 'fixed') throw invalid('"kind" must be "percent" (amount is a percentage) or "fixed" (amount is pounds off).', 'kind');
  if (current && has('kind') && !has('amount') && kind !== current.kind)
    throw invalid('Send "amount" with a new "kind": a percentage and pounds off differ.', 'amount');
  let amount = current?.amount;
  if (has('amount') || !current) {
    if (kind === 'percent') {
      amount = wholeNumber(body['amount'], 'amount', 100);
      if (amount === 0) throw invalid('"amount" must be a whole percentage from 1 to 100.', 'amount');
    } else amount = pence(body['amount'], 'amount', MAX_FIXED_PENCE);
  }
  const minSpend = has('minSpend')
    ? body['minSpend'] === '' || body['minSpend'] === 0 || body['minSpend'] === '0'
      ? 0
      : pence(body['minSpend'], 'minSpend', MAX_FIXED_PENCE * 10)
    : (current?.min_subtotal ?? 0);
  const startsAt = has('startsAt') ? moment(body['startsAt'], 'startsAt') : (current?.starts_at ?? null);
  const expiresAt = has('expiresAt') ? moment(body['expiresAt'], 'expiresAt') : (current?.expires_at ?? null);
  if (startsAt && expiresAt && startsAt >= expiresAt) throw invalid('"expiresAt" must be after "startsAt".', 'expiresAt');
  const usageLimit = has('usageLimit') ? limit(body['usageLimit'], 'usageLimit') : (current?.usage_limit ?? null);
  const perCustomerLimit = has('perCustomerLimit') ? limit(body['perCustomerLimit'], 'perCustomerLimit') : (current?.per_customer_limit ?? null);
  if (usageLimit !== null && perCustomerLimit !== null && perCustomerLimit > usageLimit)
    throw invalid('"perCustomerLimit" cannot be more than "usageLimit".', 'perCustomerLimit');
  return {
    code,
    label: label.trim(),
    kind,
    amount: amount!,
    min_subtotal: minSpend,
    starts_at: startsAt,
    expires_at: expiresAt,
    usage_limit: usageLimit,
    per_customer_limit: perCustomerLimit,
    first_order_only: has('firstOrderOnly') ? flag(body['firstOrderOnly'], 'firstOrderOnly') : (current?.first_order_only ?? false),
    active: has('active') ? flag(body['active'], 'active', 'true (customers may use it) or false (disabled)') : (current?.active ?? true),
    times_used: current?.times_used ?? 0,
  };
}

/** Creates a coupon, in the caller's transaction, with its audit record; 409 when the code is taken. */
export async function createCoupon(tx: Queryable, body: unknown, staff: AuditActor): Promise<CouponForStaff> {
  const coupon = couponFrom(body, undefined);
  const inserted = await queryOne<Row>(
    tx,
    `insert into coupons (code, label, kind, amount, min_subtotal, starts_at, expires_at, usage_limit, per_customer_limit, first_order_only, active)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (code) do nothing returning ${COLUMNS}`,
    [
      coupon.code,
      coupon.label,
      coupon.kind,
      coupon.amount,
      coupon.min_subtotal,
      coupon.starts_at,
      coupon.expires_at,
      coupon.usage_limit,
      coupon.per_customer_limit,
      coupon.first_order_only,
      coupon.active,
    ],
  );
  if (!inserted) throw new DomainError('conflict', `There is a coupon ${coupon.code} already: edit it, or choose another code.`, 'code');
  const created = toStaff(inserted);
  await recordAudit(tx, { staff, action: 'coupon.create', entity: 'coupon', entityId: created.code, after: created });
  return created;
}

/** Changes a coupon (disabling it is `active: false`), in the caller's transaction, with its audit record. */
export async function updateCoupon(tx: Queryable, code: string, body: unknown, staff: AuditActor): Promise<CouponForStaff> {
  const locked = await queryOne<Row>(tx, `select ${COLUMNS} from coupons where code = $1 for update`, [normaliseCouponCode(code)]);
  if (!locked) throw new DomainError('not_found', `There is no coupon ${normaliseCouponCode(code).slice(0, 40)}.`);
  const before = toStaff(locked);
  const next = couponFrom(body, before);
  const updated = await queryOne<Row>(
    tx,
    `update coupons set label = $2, kind = $3, amount = $4, min_subtotal = $5, starts_at = $6, expires_at = $7, usage_limit = $8, per_customer_limit = $9,
       first_order_only = $10, active = $11 where code = $1 returning ${COLUMNS}`,
    [
      before.code,
      next.label,
      next.kind,
      next.amount,
      next.min_subtotal,
      next.starts_at,
      next.expires_at,
      next.usage_limit,
      next.per_customer_limit,
      next.first_order_only,
      next.active,
    ],
  );
  const after = toStaff(updated!);
  const action = before.active && !after.active ? 'coupon.disable' : !before.active && after.active ? 'coupon.enable' : 'coupon.update';
  await recordAudit(tx, { staff, action, entity: 'coupon', entityId: after.code, before, after });
  return after;
}
