import { useId } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { ReviewSummaryProps } from '../../../schemas/generated/index.ts';
import { ReviewCard } from '../../catalog/ReviewCard.tsx';
import { StarRating, useRatingText } from '../../catalog/StarRating.tsx';
import type { BlockComponentProps } from '../../types.ts';

/** The shop's approved reviews in figures (average, count) and the latest few, as the store filled them in. */
export function ReviewSummary({ blockId, summary, recent = [] }: BlockComponentProps<ReviewSummaryProps>) {
  const { t } = useTranslation('reviews');
  const ratingText = useRatingText();
  const id = useId();
  return (
    <section id={blockId} className="review-summary" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('summary.label')}
      </h2>
      {summary?.count ? (
        <div className="review-summary__figures">
          <p className="review-summary__average">{t('summary.average', { average: ratingText(summary.average) })}</p>
          <StarRating average={summary.average} className="star-rating--large" />
          <p className="review-summary__count">{t('summary.fromCount', { count: summary.count })}</p>
        </div>
      ) : (
        <p>{t('summary.none')}</p>
      )}
      <p className="review-summary__how">{t('summary.howWeAsk')}</p>
      {recent.length ? (
        <>
          <h3>{t('summary.recent')}</h3>
          <ul className="review-summary__list">
            {recent.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} headingLevel={4} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
