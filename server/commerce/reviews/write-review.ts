import { i18nFor, type Language } from '../../../domain/i18n/index.ts';
import { checkedReview, REVIEW_LIMITS, type ReviewDraft, type ReviewField, reviewProblems } from '../../../domain/reviews/review-rules.ts';
import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { countAttempt, RATE_LIMITS, TooManyAttempts } from '../customer/rate-limits.ts';

/** A product a customer may review, and the order that makes them a verified buyer of it. */
export interface Reviewable {
  product: { id: number; sku: string; name: string; urlKey: string };
  orderId: number;
}

export interface ReviewFieldError {
  field: ReviewField;
  message: string;
}

/** A review with problems: every field to correct, in the form's order, in the customer's language. */
export class InvalidReview extends DomainError {
  constructor(readonly errors: ReviewFieldError[]) {
    super('invalid_data', errors[0]?.message ?? '', errors[0]?.field);
  }
}

/** Orders whose goods have reached (or left for) the customer: a review is of something they have. */
const SENT = `('dispatched', 'complete')`;

const tOf = (locale: Language) => i18nFor(locale).getFixedT(locale, 'reviews', 'errors');

/**
 * Whether a customer may review a product now: 404 for a product not in the shop, 403 (with
 * the reason) when no dispatched or delivered order of theirs holds it, 409 when they have
 * reviewed it already.
 */
export async function reviewable(db: Queryable, customerId: number, sku: string, locale: Language): Promise<Reviewable> {
  const t = tOf(locale);
  const product = await queryOne<Reviewable['product']>(db, 'select id, sku, name, url_key as "urlKey" from catalog_products where sku = $1 and visible', [
    sku.slice(0, 120),
  ]);
  if (!product) throw new DomainError('not_found', t('unknownProduct', { sku: sku.slice(0, 80) }), 'sku');
  const order = await queryOne<{ id: number; status: string }>(
    db,
    `select o.id, o.status from orders o join order_items i on i.order_id = o.id
      where o.customer_id = $1 and i.sku = $2 and o.status not in ('canceled', 'closed')
      order by (o.status in ${SENT}) desc, o.placed_at limit 1`,
    [customerId, product.sku],
  );
  if (!order) throw new DomainError('not_allowed', t('notBought', { product: product.name }), 'sku');
  if (order.status !== 'dispatched' && order.status !== 'complete') throw new DomainError('not_allowed', t('notSentYet', { product: product.name }), 'sku');
  const already = await queryOne(db, 'select 1 from product_reviews where product_id = $1 and customer_id = $2', [product.id, customerId]);
  if (already) throw new DomainError('conflict', t('duplicate', { product: product.name }), 'sku');
  return { product, orderId: order.id };
}

export interface ReviewSubmission {
  sku: string;
  draft: ReviewDraft;
  locale: Language;
  clientAddress: string;
}

/** Checks and keeps a customer's review of a product they bought; it waits for staff to approve it. */
export async function writeReview(db: Queryable, customerId: number, submission: ReviewSubmission): Promise<{ id: number; product: Reviewable['product'] }> {
  const t = tOf(submission.locale);
  try {
    await countAttempt(db, RATE_LIMITS.reviewPerAccount, String(customerId));
    await countAttempt(db, RATE_LIMITS.reviewPerAddress, submission.clientAddress);
  } catch (error) {
    if (error instanceof TooManyAttempts) error.message = t('tooMany', { count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
    throw error;
  }
  const problems = reviewProblems(submission.draft);
  const errors = (Object.keys(problems) as ReviewField[]).map((field) => ({
    field,
    message: t(problems[field]!, { ...limitsOf(field), field: t(`fields.${field}`) }),
  }));
  if (errors.length) throw new InvalidReview(errors);
  const { product, orderId } = await reviewable(db, customerId, submission.sku, submission.locale);
  const review = checkedReview(submission.draft);
  const row = await queryOne<{ id: number }>(
    db,
    `insert into product_reviews (product_id, customer_id, order_id, rating, title, body, author_name, locale)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (product_id, customer_id) do nothing returning id`,
    [product.id, customerId, orderId, review.rating, review.title, review.body, review.name, submission.locale],
  );
  if (!row) throw new DomainError('conflict', t('duplicate', { product: product.name }), 'sku');
  return { id: row.id, product };
}

function limitsOf(field: ReviewField): { min?: number; max?: number } {
  if (field === 'rating') return {};
  return REVIEW_LIMITS[field];
}
