import type { Language } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { type RatingSummary, ratingSummary } from './product-ratings.ts';

/** An approved review as shoppers see it. */
export interface ShownReview {
  id: number;
  rating: number;
  title: string;
  body: string;
  /** The name the customer chose to show; null for none. */
  name: string | null;
  /** When it was written, as an ISO date (2026-03-14). */
  date: string;
  sku: string;
  productName: string;
  /** The product's page, without the language prefix. */
  productPath: string;
  language: Language;
}

/** A review as the review blocks show it, with the product it is of when `productHref` is given. */
export function reviewCardProps(review: ShownReview, productHref?: string) {
  const { id, rating, title, body, name, date } = review;
  return { id, rating, title, body, name, date, ...(productHref ? { product: { name: review.productName, href: productHref } } : {}) };
}

/** Reviews a bike page shows at once; more are a page further. */
export const REVIEWS_PAGE_SIZE = 5;

interface ReviewRow {
  id: number;
  rating: number;
  title: string;
  body: string;
  author_name: string | null;
  day: string;
  sku: string;
  name: string;
  url_key: string;
  locale: Language;
}

const REVIEW_COLUMNS = `r.id, r.rating, r.title, r.body, r.author_name, to_char(r.created_at at time zone 'Europe/London', 'YYYY-MM-DD') as day,
  p.sku, p.name, p.url_key, r.locale`;

const shown = (row: ReviewRow): ShownReview => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  name: row.author_name,
  date: row.day,
  sku: row.sku,
  productName: row.name,
  productPath: `/${row.url_key}/`,
  language: row.locale,
});

/** One page (from 1) of the approved reviews of some products, newest first, and how many there are in all. */
export async function approvedReviews(
  db: Queryable,
  productIds: readonly number[],
  page: number,
  pageSize = REVIEWS_PAGE_SIZE,
): Promise<{ reviews: ShownReview[]; total: number }> {
  if (!productIds.length) return { reviews: [], total: 0 };
  const rows = await db.query<ReviewRow & { total: number }>(
    `select ${REVIEW_COLUMNS}, count(*) over ()::integer as total from product_reviews r join catalog_products p on p.id = r.product_id
      where r.product_id = any($1::int[]) and r.status = 'approved'
      order by r.created_at desc, r.id desc limit $2 offset $3`,
    [productIds, pageSize, (page - 1) * pageSize],
  );
  const total =
    rows[0]?.total ??
    (
      await queryOne<{ n: number }>(db, `select count(*)::integer as n from product_reviews where product_id = any($1::int[]) and status = 'approved'`, [
        productIds,
      ])
    )?.n ??
    0;
  return { reviews: rows.map(shown), total };
}

/** The whole shop's approved reviews: their count and average over products in the shop, and the latest few. */
export async function shopReviewSummary(db: Queryable, latest: number): Promise<RatingSummary & { recent: ShownReview[] }> {
  const [totals, recent] = await Promise.all([
    queryOne<{ count: number; total: number }>(
      db,
      'select coalesce(sum(review_count), 0)::integer as count, coalesce(sum(rating_total), 0)::integer as total from catalog_products where visible',
    ),
    db.query<ReviewRow>(
      `select ${REVIEW_COLUMNS} from product_reviews r join catalog_products p on p.id = r.product_id
        where r.status = 'approved' and p.visible order by r.created_at desc, r.id desc limit $1`,
      [latest],
    ),
  ]);
  return { ...ratingSummary(totals?.count ?? 0, totals?.total ?? 0), recent: recent.map(shown) };
}
