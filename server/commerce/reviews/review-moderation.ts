import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { type AuditActor, recordAudit } from '../staff/audit.ts';
import { choiceFilter, pageWindow, readTableQuery, type TablePage, textFilter } from '../staff/table-query.ts';
import { lockProducts, refreshProductRatings } from './product-ratings.ts';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review as staff see it in the moderation queue. */
export interface ReviewForStaff {
  id: number;
  status: ReviewStatus;
  rating: number;
  title: string;
  body: string;
  author_name: string | null;
  locale: 'en' | 'de';
  sku: string;
  product_name: string;
  url_key: string;
  customer_email: string;
  order_number: string;
  created_at: string;
  moderated_at: string | null;
  moderated_by: string | null;
}

type Row = Omit<ReviewForStaff, 'created_at' | 'moderated_at'> & { created_at: Date; moderated_at: Date | null; product_id: number };

const COLUMNS = `r.id, r.status, r.rating, r.title, r.body, r.author_name, r.locale, p.sku, p.name as product_name, p.url_key, c.email as customer_email,
  o.order_number, r.created_at, r.moderated_at, r.moderated_by, r.product_id`;
const FROM = `product_reviews r join catalog_products p on p.id = r.product_id join customers c on c.id = r.customer_id join orders o on o.id = r.order_id`;

const toStaff = ({ product_id: _, ...row }: Row): ReviewForStaff => ({
  ...row,
  created_at: row.created_at.toISOString(),
  moderated_at: row.moderated_at?.toISOString() ?? null,
});

export async function reviewForStaff(db: Queryable, id: number): Promise<ReviewForStaff | undefined> {
  const row = await queryOne<Row>(db, `select ${COLUMNS} from ${FROM} where r.id = $1`, [id]);
  return row && toStaff(row);
}

export const REVIEW_SORTS = ['submitted', 'rating'] as const;
const SORT_COLUMNS = { submitted: 'r.created_at', rating: 'r.rating' } as const;

/**
 * The moderation queue: reviews of one `status` (waiting ones unless asked otherwise, oldest
 * first so none waits for ever), `q` a product name or SKU or words of the title, paged and sorted.
 */
export async function listReviews(
  db: Queryable,
  query: URLSearchParams,
): Promise<TablePage<ReviewForStaff> & { sort: string; dir: 'asc' | 'desc'; status: ReviewStatus | 'any' }> {
  const table = readTableQuery(query, { sorts: REVIEW_SORTS, sort: 'submitted', dir: 'asc', pageSize: 25 });
  const status = choiceFilter(query, 'status', [...REVIEW_STATUSES, 'any'] as const) ?? 'pending';
  const q = textFilter(query, 'q', 80);
  const where: string[] = [];
  const params: unknown[] = [];
  if (status !== 'any') where.push(`r.status = $${params.push(status)}`);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(`(p.name ilike $${params.push(like)} or p.sku ilike $${params.length} or r.title ilike $${params.length})`);
  }
  const condition = where.length ? `where ${where.join(' and ')}` : '';
  const total = await queryOne<{ n: number }>(db, `select count(*)::integer as n from ${FROM} ${condition}`, params);
  const { limit, offset } = pageWindow(table);
  const rows = await db.query<Row>(
    `select ${COLUMNS} from ${FROM} ${condition} order by ${SORT_COLUMNS[table.sort]} ${table.dir === 'desc' ? 'desc' : 'asc'}, r.id limit ${limit} offset ${offset}`,
    params,
  );
  return { rows: rows.map(toStaff), total: total?.n ?? 0, page: table.page, pageSize: table.pageSize, sort: table.sort, dir: table.dir, status };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Approves a review (it shows on the product's pages and counts in its rating) or rejects it
 * (it is taken down if it was shown), in the caller's transaction with its audit record; the
 * product's rating is counted again in the same transaction.
 */
export async function moderateReview(tx: Queryable, id: number, body: unknown, staff: AuditActor): Promise<ReviewForStaff> {
  if (!isObject(body)) throw invalid('Send a JSON object like {"status": "approved"}.');
  const unknown = Object.keys(body).find((key) => key !== 'status');
  if (unknown !== undefined) throw invalid(`Unknown field "${unknown.slice(0, 40)}": a review's moderation takes only "status".`, unknown.slice(0, 40));
  const status = body['status'];
  if (status !== 'approved' && status !== 'rejected')
    throw invalid('"status" must be "approved" (shown on the product\'s pages) or "rejected" (never shown).', 'status');
  const product = await queryOne<{ product_id: number }>(tx, 'select product_id from product_reviews where id = $1', [id]);
  if (!product) throw new DomainError('not_found', `There is no review ${id}.`);
  await lockProducts(tx, [product.product_id]);
  const locked = await queryOne<Row>(tx, `select ${COLUMNS} from ${FROM} where r.id = $1 for update of r`, [id]);
  if (!locked) throw new DomainError('not_found', `There is no review ${id}.`);
  const before = toStaff(locked);
  if (before.status === status) throw new DomainError('conflict', `Review ${id} is ${status} already.`, 'status');
  await tx.query('update product_reviews set status = $2, moderated_at = now(), moderated_by = $3 where id = $1', [id, status, staff.email]);
  await refreshProductRatings(tx, [locked.product_id]);
  const after = (await reviewForStaff(tx, id))!;
  await recordAudit(tx, {
    staff,
    action: status === 'approved' ? 'review.approve' : 'review.reject',
    entity: 'review',
    entityId: id,
    before: { status: before.status },
    after: { status: after.status, sku: after.sku, rating: after.rating },
  });
  return after;
}
