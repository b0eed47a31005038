import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { ProductListerProps } from '../../../schemas/generated/index.ts';
import { pushImpressions } from '../../../renderer/kit/data-layer.ts';
import { hasSelection, type ListerUrlState, listerQuery, withoutFilters } from '../../../domain/catalog/lister-url.ts';
import { DutiesNote } from '../../catalog/Price.tsx';
import { LISTER_CARD_SIZES, ProductCard } from '../../catalog/ProductCard.tsx';
import type { BlockComponentProps } from '../../types.ts';
import { ListerFilters } from './ListerFilters.tsx';
import { ListerSort } from './ListerSort.tsx';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';

/** A lister: filters beside the grid, sort above it and "load more" below. Links keep it usable without JavaScript. */
export function ProductLister(props: BlockComponentProps<ProductListerProps>) {
  const { path, state, totalCount, products, listName, emptyText = 'filters' } = props;
  const { t } = useTranslation('catalog');
  const listerState = state as ListerUrlState;
  useImpressions(props);
  const nextPage = (listerState.page ?? 1) + 1;
  const hasMore = products.length < totalCount;
  return (
    <section className="product-lister" aria-label={listName}>
      <div className="product-lister__toolbar">
        <p className="product-lister__count" aria-live="polite">
          {t('productCount', { count: totalCount })}
        </p>
        <DutiesNote className="product-lister__duties" />
        <ListerSort path={path} state={listerState} sorts={props.sorts} />
      </div>
      <div className="product-lister__body">
        <ListerFilters {...props} />
        <div className="product-lister__results" id="lister-results" tabIndex={-1}>
          {products.length ? <h2 className="visually-hidden">{t('productList')}</h2> : null}
          {products.length ? (
            <ul className="product-grid">
              {products.map((product, index) => (
                <li key={product.sku} id={`product-${index + 1}`}>
                  <ProductCard product={product} eager={index < 2} position={index + 1} sizes={LISTER_CARD_SIZES} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="product-lister__empty">
              <h2>{emptyText === 'filters' && hasSelection(listerState) ? t('noResultsTitle') : t('productList')}</h2>
              <p>{emptyText === 'filters' && hasSelection(listerState) ? t('noResultsText') : t('emptyCategory')}</p>
              {hasSelection(listerState) ? (
                <SmartLink className="button" href={`${path}${listerQuery(withoutFilters(listerState))}`}>
                  {t('clearAll')}
                </SmartLink>
              ) : null}
            </div>
          )}
          {products.length ? (
            <div className="product-lister__more">
              <p>{t('showing', { shown: products.length, total: totalCount })}</p>
              {hasMore ? (
                <SmartLink
                  className="button button--secondary product-lister__load-more"
                  href={`${path}${listerQuery({ ...listerState, page: nextPage })}`}
                  preventScrollReset
                  rel="next"
                >
                  {t('loadMore')}
                </SmartLink>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** Category impressions: the first page on arrival, then only the products "load more" added. */
function useImpressions({ products, listName }: ProductListerProps) {
  const pushed = useRef<{ list: string; skus: string[] }>({ list: '', skus: [] });
  useEffect(() => {
    const seen = pushed.current.list === listName ? pushed.current.skus : [];
    const continues = seen.length > 0 && seen.every((sku, index) => products[index]?.sku === sku);
    const start = continues ? seen.length : 0;
    pushImpressions(products.slice(start), listName, start + 1, products[0]?.currency ?? 'GBP');
    pushed.current = { list: listName, skus: products.map((p) => p.sku) };
  }, [products, listName]);
}
