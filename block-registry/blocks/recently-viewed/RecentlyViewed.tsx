import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCard as ProductCardData, RecentlyViewedProps } from '../../../schemas/generated/index.ts';
import { ProductCard } from '../../catalog/ProductCard.tsx';
import { readRecentlyViewed } from '../../catalog/recently-viewed.ts';
import type { BlockComponentProps } from '../../types.ts';

/** Read after hydration: the list lives in this browser only, so the server renders just the heading. */
export function RecentlyViewed({ exclude, blockId }: BlockComponentProps<RecentlyViewedProps>) {
  const { t } = useTranslation('catalog');
  const [products, setProducts] = useState<ProductCardData[] | undefined>(undefined);
  useEffect(() => {
    setProducts(readRecentlyViewed().filter((p) => p.sku !== exclude));
  }, [exclude]);
  return (
    <section className="recently-viewed" aria-labelledby={`${blockId}-title`}>
      <h2 id={`${blockId}-title`}>{t('recentlyViewed')}</h2>
      {products === undefined ? null : products.length ? (
        <ul className="product-grid product-grid--compact">
          {products.map((product) => (
            <li key={product.sku}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="recently-viewed__empty">{t('noRecentlyViewed')}</p>
      )}
    </section>
  );
}
