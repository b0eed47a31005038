import { averageRating } from '../../../domain/reviews/review-rules.ts';
import type { Queryable } from '../../db/database.ts';

/** The approved reviews of a product (or of a bike's tiers together): how many, and their average to one decimal. */
export interface RatingSummary {
  count: number;
  average: number;
}

export const ratingSummary = (count: number, total: number): RatingSummary => ({ count, average: averageRating(total, count) });

/**
 * Counts the approved reviews of the given products again onto their rows, in the caller's transaction.
 * Callers lock the product rows first (`lockProducts`), so two approvals of one product never count past each other.
 */
export async function refreshProductRatings(tx: Queryable, productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  await tx.query(
    `update catalog_products p set
       review_count = (select count(*) from product_reviews r where r.product_id = p.id and r.status = 'approved'),
       rating_total = (select coalesce(sum(r.rating), 0) from product_reviews r where r.product_id = p.id and r.status = 'approved')
     where p.id = any($1::int[])`,
    [productIds],
  );
}

/** Locks product rows for a change of their reviews, in id order (no two changes wait on each other). */
export async function lockProducts(tx: Queryable, productIds: readonly number[]): Promise<void> {
  await tx.query('select id from catalog_products where id = any($1::int[]) order by id for update', [productIds]);
}
