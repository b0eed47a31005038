import { useTranslation } from '../../renderer/kit/hooks/use-translation.ts';
import { usePageContext } from '../../renderer/kit/hooks/page-context.ts';
import { intlLocale, numberFormat } from '../../domain/locale.ts';

/** A rating as the page's language writes it: one decimal (4.5, 4,5). */
export function useRatingText(): (rating: number) => string {
  const { locale } = usePageContext();
  const format = numberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (rating) => format.format(rating);
}

interface StarRatingProps {
  average: number;
  /** With a count, the number of reviews follows the stars. */
  count?: number;
  className?: string;
}

/** Five stars filled to the average, read out as "Rated 4.5 out of 5", and the review count beside them. */
export function StarRating({ average, count, className }: StarRatingProps) {
  const { t } = useTranslation('reviews');
  const ratingText = useRatingText();
  const rating = ratingText(average);
  const label = count === undefined ? t('stars', { rating }) : t('cardRating', { rating, count });
  return (
    <span className={`star-rating${className ? ` ${className}` : ''}`} role="img" aria-label={label}>
      <span className="star-rating__stars" aria-hidden="true">
        <span className="star-rating__fill" style={{ width: `${Math.max(0, Math.min(5, average)) * 20}%` }} />
      </span>
      {count === undefined ? null : (
        <span className="star-rating__count" aria-hidden="true">
          {`${rating} (${count})`}
        </span>
      )}
    </span>
  );
}

/** The stars and count beside a product's name, leading to its reviews further down the page. */
export function RatingLink({ rating }: { rating: { average: number; count: number } }) {
  return (
    <a className="rating-link" href="#reviews">
      <StarRating average={rating.average} count={rating.count} />
    </a>
  );
}
