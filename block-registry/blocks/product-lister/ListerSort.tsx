import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useNavigate } from 'react-router';
import { type ListerUrlState, LISTER_FILTER_PARAMS, listerQuery } from '../../../domain/catalog/lister-url.ts';

interface ListerSortProps {
  path: string;
  state: ListerUrlState;
  sorts: string[];
}

/** A GET form: the select applies at once with JavaScript, the button submits it without. */
export function ListerSort({ path, state, sorts }: ListerSortProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const current = state.sort ?? sorts[0];
  return (
    <form className="lister-sort" method="get" action={path} onSubmit={(event) => event.preventDefault()}>
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {LISTER_FILTER_PARAMS.filter((name) => state.filters[name]?.length).map((name) => (
        <input key={name} type="hidden" name={name} value={state.filters[name]!.join(',')} />
      ))}
      {state.price ? <input type="hidden" name="price" value={state.price} /> : null}
      <label htmlFor="lister-sort">{t('sortBy')}</label>
      <select
        id="lister-sort"
        name="sort"
        defaultValue={current}
        key={current}
        onChange={(event) => {
          const { page: _page, ...rest } = state;
          const sort = event.target.value === sorts[0] ? undefined : event.target.value;
          navigate(`${path}${listerQuery({ ...rest, sort })}`, { preventScrollReset: true });
        }}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sorts.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--small">
          {t('applySort')}
        </button>
      </noscript>
    </form>
  );
}
