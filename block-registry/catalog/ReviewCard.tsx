import { useTranslation } from '../../renderer/kit/hooks/use-translation.ts';
import { formatDate } from '../../renderer/kit/account/format.ts';
import { SmartLink } from '../../renderer/kit/components/smart-link.tsx';
import { usePageContext } from '../../renderer/kit/hooks/page-context.ts';
import type { ProductReviewsProps } from '../../schemas/generated/index.ts';
import { StarRating } from './StarRating.tsx';

type Review = ProductReviewsProps['reviews'][number];

/** One review: its stars, title, who and when, the tier on a bike model's page, and its text. */
export function ReviewCard({ review, headingLevel = 3 }: { review: Review; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('reviews');
  const { locale } = usePageContext();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="review-card">
      <StarRating average={review.rating} />
      <Heading className="review-card__title">{review.title}</Heading>
      <p className="review-card__meta">
        <span className="review-card__verified">✓ {t('verifiedBuyer')}</span>
        {review.name ? <span>{t('by', { name: review.name })}</span> : null}
        <span>
          <time dateTime={review.date}>{t('reviewedOn', { date: formatDate(review.date, locale) })}</time>
        </span>
      </p>
      {review.product ? (
        <p className="review-card__product">
          <SmartLink href={review.product.href}>{t('ofProduct', { product: review.product.name })}</SmartLink>
        </p>
      ) : null}
      {review.body.split(/\n\s*\n/).map((paragraph, index) => (
        // Paragraphs never move: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} className="review-card__body">
          {paragraph}
        </p>
      ))}
    </article>
  );
}
