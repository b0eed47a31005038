import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useNavigate } from 'react-router';
import type { ProductListerProps } from '../../../schemas/generated/index.ts';
import { type ListerUrlState, LISTER_FILTER_PARAMS, listerQuery, priceValues, togglePrice } from '../../../domain/catalog/lister-url.ts';
import { PRICE_CURRENCY_PARAM, poundsToShopper, shopperToPounds } from '../../../domain/catalog/price-filter-currency.ts';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';

interface PriceFilterProps {
  path: string;
  state: ListerUrlState;
  priceRange: ProductListerProps['priceRange'];
  buckets: ProductListerProps['facets'][number] | undefined;
}

/**
 * Min and max (a GET form), plus ready-made ranges as links with their counts; several ranges may be chosen.
 * A shopper abroad reads and types them in their own currency; the URL keeps pounds.
 */
export function PriceFilter({ path, state, priceRange, buckets }: PriceFilterProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { shell } = usePageContext();
  const { listPrice } = useMoney();
  const rate = shell.location?.rate;
  const sign = rate ? shell.location!.currencySign : '£';
  const shown = (pounds: number) => (rate ? poundsToShopper(pounds, rate) : pounds);
  const typed = (amount: number, bound: 'from' | 'to') => (rate ? shopperToPounds(amount, rate, bound) : amount);
  const rangeLabel = (value: string) => {
    const [from = 0, to = 0] = value.split('_').map(Number);
    return to >= 999999 ? `${listPrice(from * 100)}+` : `${listPrice(from * 100)} – ${listPrice(to * 100)}`;
  };
  const { page: _page, ...rest } = state;
  const chosen = priceValues(state);
  return (
    <details className="filter-group filter-group--price" open data-filter="price">
      <summary>{t('filterGroups.price')}</summary>
      <form
        className="price-filter"
        method="get"
        action={path}
        key={`${priceRange.from}_${priceRange.to}_${rate ?? ''}`}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const from = Math.max(0, typed(Number(data.get('price_from')) || 0, 'from'));
          const to = Math.max(from, data.get('price_to') ? typed(Number(data.get('price_to')), 'to') : 10000);
          navigate(`${path}${listerQuery({ ...rest, price: `${from}_${to}` })}`, { preventScrollReset: true });
        }}
      >
        {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
        {LISTER_FILTER_PARAMS.filter((name) => state.filters[name]?.length).map((name) => (
          <input key={name} type="hidden" name={name} value={state.filters[name]!.join(',')} />
        ))}
        {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
        {rate ? <input type="hidden" name={PRICE_CURRENCY_PARAM} value={shell.location!.currency} /> : null}
        <label>
          <span>{t('priceFrom', { sign })}</span>
          <input type="number" name="price_from" min={0} step={1} inputMode="numeric" defaultValue={shown(priceRange.from)} />
        </label>
        <label>
          <span>{t('priceTo', { sign })}</span>
          <input type="number" name="price_to" min={0} step={1} inputMode="numeric" defaultValue={shown(priceRange.to)} />
        </label>
        <button type="submit" className="button button--small">
          {t('applyPrice')}
        </button>
      </form>
      {buckets?.options.length ? (
        <ul>
          {buckets.options.map((option) => (
            <li key={option.value}>
              <SmartLink
                className={`filter-option${chosen.includes(option.value) ? ' is-selected' : ''}`}
                href={`${path}${listerQuery(togglePrice(state, option.value))}`}
                preventScrollReset
                rel="nofollow"
              >
                <span className="filter-option__label">{rangeLabel(option.value)}</span>
                <span className="filter-option__count">{option.count}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
