import { useId } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { reviewsPageHref } from '../../../domain/reviews/reviews-page.ts';
import type { ProductReviewsProps } from '../../../schemas/generated/index.ts';
import { ReviewCard } from '../../catalog/ReviewCard.tsx';
import { StarRating, useRatingText } from '../../catalog/StarRating.tsx';
import type { BlockComponentProps } from '../../types.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';

/** A product's reviews: the average and count, one page of reviews by verified buyers, newest first, and links to the others. */
export function ProductReviews({ blockId, productName, summary, reviews, page, pageCount, path }: BlockComponentProps<ProductReviewsProps>) {
  const { t } = useTranslation('reviews');
  const ratingText = useRatingText();
  const id = useId();
  return (
    <section id={blockId} className="product-reviews" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('heading')}</h2>
      {summary.count ? (
        <>
          <div className="product-reviews__summary">
            <p className="product-reviews__average">{t('average', { average: ratingText(summary.average) })}</p>
            <StarRating average={summary.average} className="star-rating--large" />
            <p className="product-reviews__count">{t('basedOn', { count: summary.count })}</p>
          </div>
          <ol className="product-reviews__list" aria-label={t('ofProduct', { product: productName })}>
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ol>
          {pageCount > 1 ? (
            <nav className="product-reviews__pages" aria-label={t('pages')}>
              {page > 1 ? (
                <SmartLink href={reviewsPageHref(path, page - 1)} preventScrollReset>
                  ← {t('previous')}
                </SmartLink>
              ) : null}
              <span>{t('pageOf', { page, pages: pageCount })}</span>
              {page < pageCount ? (
                <SmartLink href={reviewsPageHref(path, page + 1)} preventScrollReset>
                  {t('next')} →
                </SmartLink>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : (
        <p className="product-reviews__none">{t('none')}</p>
      )}
      <p className="product-reviews__note">{t('onlyBuyers')}</p>
    </section>
  );
}
