import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { ProductListerProps } from '../../../schemas/generated/index.ts';
import { isListerFilter, type ListerUrlState, listerQuery, toggleFilter, withoutFilters } from '../../../domain/catalog/lister-url.ts';
import { PriceFilter } from './PriceFilter.tsx';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';

type Facet = ProductListerProps['facets'][number];

/** A group worth showing: one that can narrow the list (two values or more), or one the shopper has chosen from. */
export const narrowsTheList = (facet: Facet): boolean => facet.options.length > 1 || facet.options.some((o) => o.selected);

/**
 * Filter groups as lists of links: each link adds or removes one value, so they work without JavaScript too.
 * On phones they open in a drawer over the page, which "Show N results" closes on the results.
 */
export function ListerFilters({ path, state, facets, priceRange, totalCount }: ProductListerProps) {
  const { t } = useTranslation('catalog');
  const listerState = state as ListerUrlState;
  const panel = useRef<HTMLDetailsElement>(null);
  const close = (focus: 'toggle' | 'results') => {
    if (!panel.current) return;
    panel.current.open = false;
    if (focus === 'toggle') panel.current.querySelector('summary')?.focus();
    else document.getElementById('lister-results')?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && panel.current?.open) {
      event.stopPropagation();
      close('toggle');
    }
  };
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
                <SmartLink
                  className="filter-chip"
                  href={`${path}${listerQuery(isListerFilter(facet.code) ? toggleFilter(listerState, facet.code, option.value) : listerState)}`}
                  preventScrollReset
                  aria-label={t('removeFilter', { label: option.label })}
                >
                  {option.label} <span aria-hidden="true">×</span>
                </SmartLink>
              </li>
            ))}
          </ul>
          <SmartLink className="lister-filters__clear" href={`${path}${listerQuery(withoutFilters(listerState))}`} preventScrollReset>
            {t('clearAll')}
          </SmartLink>
        </div>
      ) : null}
      {/* On phones the groups fold behind one toggle so the products come first; from 900 px they are always shown. */}
      <details className="lister-filters__panel" ref={panel} onKeyDown={onKeyDown}>
        <summary className="lister-filters__toggle">{chosen.length ? t('filtersWithCount', { count: chosen.length }) : t('filters')}</summary>
        <PriceFilter path={path} state={listerState} priceRange={priceRange} buckets={facets.find((f) => f.code === 'price')} />
        {facets
          .filter((facet) => facet.code !== 'price' && isListerFilter(facet.code) && narrowsTheList(facet))
          .map((facet) => (
            <FilterGroup key={facet.code} facet={facet} path={path} state={listerState} />
          ))}
        <div className="lister-filters__done">
          <button type="button" className="button button--primary" onClick={() => close('results')}>
            {t('showResults', { count: totalCount })}
          </button>
        </div>
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
            {option.count === 0 && !option.selected ? (
              // Adding it would leave nothing to show: named, counted, not offered.
              <span className="filter-option is-empty" aria-disabled="true" data-value={option.value}>
                <span className="filter-option__box" aria-hidden="true" />
                <span className="filter-option__label">{option.label}</span>
                <span className="filter-option__count">
                  <span aria-hidden="true">0</span>
                  <span className="visually-hidden">, {t('optionCount', { count: 0 })}</span>
                </span>
              </span>
            ) : (
              <SmartLink
                className={`filter-option${option.selected ? ' is-selected' : ''}`}
                href={`${path}${listerQuery(toggleFilter(state, code, option.value))}`}
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
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
