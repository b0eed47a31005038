import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductListerProps } from '../../../schemas/generated/index.ts';
import { isListerFilter, type ListerUrlState, listerQuery, toggleFilter, withoutFilters } from '../../../domain/catalog/lister-url.ts';
import { PriceFilter } from './PriceFilter.tsx';

type Facet = ProductListerProps['facets'][number];

/** Filter groups as lists of links: each link adds or removes one value, so they work without JavaScript too. */
export function ListerFilters({ path, state, facets, priceRange }: ProductListerProps) {
  const { t } = useTranslation('catalog');
  const listerState = state as ListerUrlState;
  const chosen = facets.flatMap((facet) => facet.options.filter((o) => o.selected).map((o) => ({ facet, option: o })));
  return (
    <aside className="lister-filters" aria-labelledby="lister-filters-title">
      <h2 id="lister-filters-title" className="lister-filters__title">
        {t('filters')}
      </h2>
      {chosen.length || listerState.price ? (
        <div className="lister-filters__active">
          <h3 className="visually-hidden">{t('activeFilters')}</h3>
          <ul>
            {chosen.map(({ facet, option }) => (
              <li key={`${facet.code}:${option.value}`}>
                <Link
                  className="filter-chip"
                  to={`${path}${listerQuery(isListerFilter(facet.code) ? toggleFilter(listerState, facet.code, option.value) : listerState)}`}
                  preventScrollReset
                  aria-label={t('removeFilter', { label: option.label })}
                >
                  {option.label} <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link className="lister-filters__clear" to={`${path}${listerQuery(withoutFilters(listerState))}`} preventScrollReset>
            {t('clearAll')}
          </Link>
        </div>
      ) : null}
      {/* On phones the groups fold behind one toggle so the products come first; from 900 px they are always shown. */}
      <details className="lister-filters__panel">
        <summary className="lister-filters__toggle">{chosen.length ? t('filtersWithCount', { count: chosen.length }) : t('filters')}</summary>
        <PriceFilter path={path} state={listerState} priceRange={priceRange} buckets={facets.find((f) => f.code === 'price')} />
        {facets
          .filter((facet) => facet.code !== 'price' && isListerFilter(facet.code))
          .map((facet) => (
            <FilterGroup key={facet.code} facet={facet} path={path} state={listerState} />
          ))}
      </details>
    </aside>
  );
}

function FilterGroup({ facet, path, state }: { facet: Facet; path: string; state: ListerUrlState }) {
  const { t } = useTranslation('catalog');
  if (!isListerFilter(facet.code)) return null;
  const code = facet.code;
  const open = facet.options.some((o) => o.selected) || ['colour', 'by_size', 'discipline', 'filter_category'].includes(code);
  return (
    <details className="filter-group" open={open} data-filter={code}>
      <summary>{t(`filterGroups.${code}`)}</summary>
      <ul>
        {facet.options.map((option) => (
          <li key={option.value}>
            <Link
              className={`filter-option${option.selected ? ' is-selected' : ''}`}
              to={`${path}${listerQuery(toggleFilter(state, code, option.value))}`}
              preventScrollReset
              rel="nofollow"
              data-value={option.value}
            >
              <span className="filter-option__box" aria-hidden="true" />
              <span className="filter-option__label">{option.label}</span>
              {option.selected ? <span className="visually-hidden"> ({t('selected')})</span> : null}
              <span className="filter-option__count">
                <span aria-hidden="true">{option.count}</span>
                <span className="visually-hidden">, {t('optionCount', { count: option.count })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
