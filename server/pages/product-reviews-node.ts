import { tFor } from '../../domain/i18n/index.ts';
import { REVIEWS_PAGE_PARAM, reviewsPageOf } from '../../domain/reviews/reviews-page.ts';
import type { PageNode } from '../../schemas/generated/index.ts';
import type { ProductRow } from '../commerce/catalog/product-rows.ts';
import { type RatingSummary, ratingSummary } from '../commerce/reviews/product-ratings.ts';
import { approvedReviews, REVIEWS_PAGE_SIZE, reviewCardProps, type ShownReview } from '../commerce/reviews/shown-reviews.ts';
import { node } from './node.ts';
import type { PageRequest } from './types.ts';

type Reviewed = Pick<ProductRow, 'id' | 'review_count' | 'rating_total'>;

export interface ProductReviewsSection {
  node: PageNode;
  summary: RatingSummary;
  /** The page of reviews shown. */
  reviews: ShownReview[];
}

/**
 * The reviews block of a product page, or of a bike model's page over all its tiers (each
 * review then names its tier): the kept aggregate of the products, and the page of reviews
 * the URL asks for (`?reviews-page=2`).
 */
export async function productReviewsSection(
  req: PageRequest,
  products: readonly Reviewed[],
  productName: string,
  path: string,
  options: { nameTier?: boolean } = {},
): Promise<ProductReviewsSection> {
  const summary = ratingSummary(
    products.reduce((sum, p) => sum + p.review_count, 0),
    products.reduce((sum, p) => sum + p.rating_total, 0),
  );
  const pageCount = Math.ceil(summary.count / REVIEWS_PAGE_SIZE);
  const page = reviewsPageOf(req.query.get(REVIEWS_PAGE_PARAM), pageCount);
  const { reviews } = summary.count
    ? await approvedReviews(
        req.db,
        products.map((p) => p.id),
        page,
      )
    : { reviews: [] };
  return {
    summary,
    reviews,
    node: node('product-reviews', 'reviews', {
      productName,
      summary,
      reviews: reviews.map((r) => reviewCardProps(r, options.nameTier ? `${req.site.prefix}${r.productPath}` : undefined)),
      page,
      pageCount,
      path,
    }),
  };
}

/** schema.org `aggregateRating` and `review` for a product's JSON-LD; nothing while it has no approved review. */
export function reviewsJsonLd(req: PageRequest, section: ProductReviewsSection): Record<string, unknown> {
  if (!section.summary.count) return {};
  const verifiedBuyer = tFor(req.site.locale, 'reviews')('verifiedBuyer');
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: section.summary.average, reviewCount: section.summary.count, bestRating: 5, worstRating: 1 },
    review: section.reviews.map((r) => ({
      '@type': 'Review',
      name: r.title,
      reviewBody: r.body,
      datePublished: r.date,
      inLanguage: r.language,
      author: { '@type': 'Person', name: r.name ?? verifiedBuyer },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
