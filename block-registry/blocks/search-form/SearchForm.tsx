import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { SearchFormProps } from '../../../schemas/generated/index.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import type { BlockComponentProps } from '../../types.ts';

/** A plain GET form, so searching works without JavaScript; the outcome is said in words, with a corrected search as a link. */
export function SearchForm({ action, query, outcome, didYouMean }: BlockComponentProps<SearchFormProps>) {
  const { t } = useTranslation('catalog');
  const message =
    outcome === 'too-long'
      ? t('searchTooLong')
      : outcome === 'too-short'
        ? t('searchHint')
        : outcome === 'no-results'
          ? t('searchNoResults', { query })
          : outcome === 'results' && didYouMean
            ? t('searchResultsInstead', { query, suggestion: didYouMean.query })
            : outcome === 'results'
              ? t('searchResultsFor', { query })
              : '';
  return (
    <header className="search-form">
      <h1>{t('searchTitle')}</h1>
      <search>
        <form method="get" action={action}>
          <label htmlFor="search-page-input" className="visually-hidden">
            {t('searchLabel')}
          </label>
          <input id="search-page-input" type="search" name="q" defaultValue={query} key={query} placeholder={t('searchPlaceholder')} maxLength={300} />
          <button type="submit" className="button button--primary">
            {t('searchButton')}
          </button>
        </form>
      </search>
      {message ? (
        <p className={`search-form__message search-form__message--${outcome}`} role="status">
          {message}
        </p>
      ) : null}
      {didYouMean ? (
        <p className="search-form__did-you-mean">
          <SmartLink href={didYouMean.href}>{t('searchDidYouMean', { suggestion: didYouMean.query })}</SmartLink>
        </p>
      ) : null}
    </header>
  );
}
