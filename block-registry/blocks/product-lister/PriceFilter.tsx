import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ProductListerProps } from '../../../schemas/generated/index.ts';
import { type ListerUrlState, LISTER_FILTER_PARAMS, listerQuery, priceValues, togglePrice } from '../../../domain/catalog/lister-url.ts';

interface PriceFilterProps {
  path: string;
  state: ListerUrlState;
  priceRange: ProductListerProps['priceRange'];
  buckets: ProductListerProps['facets'][number] | undefined;
}

/** Min and max in pounds (a GET form), plus ready-made ranges as links with their counts; several ranges may be chosen. */
export function PriceFilter({ path, state, priceRange, buckets }: PriceFilterProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { page: _page, ...rest } = state;
  const chosen = priceValues(state);
  return (
    <details className="filter-group filter-group--price" open data-filter="price">
      <summary>{t('filterGroups.price')}</summary>
      <form
        className="price-filter"
        method="get"
        action={path}
        key={`${priceRange.from}_${priceRange.to}`}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const from = Math.max(0, Number(data.get('price_from')) || 0);
          const to = Math.max(from, Number(data.get('price_to')) || 10000);
          navigate(`${path}${listerQuery({ ...rest, price: `${from}_${to}` })}`, { preventScrollReset: true });
        }}
      >
        {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
        {LISTER_FILTER_PARAMS.filter((name) => state.filters[name]?.length).map((name) => (
          <input key={name} type="hidden" name={name} value={state.filters[name]!.join(',')} />
        ))}
        {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
        <label>
          <span>{t('priceFrom')}</span>
          <input type="number" name="price_from" min={0} step={1} inputMode="numeric" defaultValue={priceRange.from} />
        </label>
        <label>
          <span>{t('priceTo')}</span>
          <input type="number" name="price_to" min={0} step={1} inputMode="numeric" defaultValue={priceRange.to} />
        </label>
        <button type="submit" className="button button--small">
          {t('applyPrice')}
        </button>
      </form>
      {buckets?.options.length ? (
        <ul>
          {buckets.options.map((option) => (
            <li key={option.value}>
              <Link
                className={`filter-option${chosen.includes(option.value) ? ' is-selected' : ''}`}
                to={`${path}${listerQuery(togglePrice(state, option.value))}`}
                preventScrollReset
                rel="nofollow"
              >
                <span className="filter-option__label">{option.label}</span>
                <span className="filter-option__count">{option.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
