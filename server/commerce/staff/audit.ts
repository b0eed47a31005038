import type { Queryable } from '../../db/database.ts';
import { invalid } from '../../lib/errors.ts';
import { normaliseEmail } from '../customer/customers.ts';
import { pageWindow, readTableQuery, type TablePage, textFilter } from './table-query.ts';

/** Who made a change: a signed-in staff member, or an account known only by its email (the command line, the fixtures). */
export interface AuditActor {
  email: string;
  id?: number | undefined;
}

export interface AuditChange {
  staff: AuditActor;
  /** What was done, as a verb phrase: `publish`, `rollback`, `create`, `remove`, `dispatch`, `refund`… */
  action: string;
  /** The kind of thing changed: `page`, `staff`, `order`, `product`… */
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  id: number;
  at: string;
  staffEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit record. Call it with the transaction that makes the change, so the record
 * and the change commit (or roll back) together.
 */
export async function recordAudit(tx: Queryable, change: AuditChange): Promise<void> {
  await tx.query('insert into audit_log (staff_id, staff_email, action, entity, entity_id, before, after) values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)', [
    change.staff.id ?? null,
    change.staff.email,
    change.action,
    change.entity,
    String(change.entityId),
    change.before === undefined ? null : JSON.stringify(change.before),
    change.after === undefined ? null : JSON.stringify(change.after),
  ]);
}

export const AUDIT_SORTS = ['at'] as const;

interface AuditRow {
  id: string;
  at: Date;
  staff_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  total: string;
}

/** The audit log, newest first, paged; `entity`, `entityId` and `staff` (an email) narrow it. */
export async function listAudit(db: Queryable, query: URLSearchParams): Promise<TablePage<AuditEntry> & { dir: 'asc' | 'desc' }> {
  const table = readTableQuery(query, { sorts: AUDIT_SORTS, sort: 'at', dir: 'desc', pageSize: 25 });
  const entity = textFilter(query, 'entity', 40);
  if (entity && !/^[a-z][a-z-]*$/.test(entity)) throw invalid('"entity" is a kind of thing in lower case, like "order" or "page".', 'entity');
  const entityId = textFilter(query, 'entityId', 120);
  const staff = textFilter(query, 'staff', 254);
  const where: string[] = [];
  const params: unknown[] = [];
  if (entity) where.push(`entity = $${params.push(entity)}`);
  if (entityId) where.push(`entity_id = $${params.push(entityId)}`);
  if (staff) where.push(`lower(staff_email) = $${params.push(normaliseEmail(staff))}`);
  const { limit, offset } = pageWindow(table);
  const direction = table.dir === 'asc' ? 'asc' : 'desc';
  const rows = await db.query<AuditRow>(
    `select id, at, staff_email, action, entity, entity_id, before, after, count(*) over () as total from audit_log
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by at ${direction}, id ${direction} limit ${limit} offset ${offset}`,
    params,
  );
  const total = rows[0] ? Number(rows[0].total) : await countAudit(db, where, params);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      staffEmail: row.staff_email,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: row.before,
      after: row.after,
    })),
    total,
    page: table.page,
    pageSize: table.pageSize,
    dir: table.dir,
  };
}

async function countAudit(db: Queryable, where: string[], params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: string }>(`select count(*) as n from audit_log ${where.length ? `where ${where.join(' and ')}` : ''}`, params);
  return Number(row?.n ?? 0);
}
