import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { ProductCard as ProductCardData, RecentlyViewedProps } from '../../../schemas/generated/index.ts';
import { ProductCard } from '../../catalog/ProductCard.tsx';
import { readRecentlyViewed } from '../../catalog/recently-viewed.ts';
import type { BlockComponentProps } from '../../types.ts';

/** Whether an element starts below the bottom of the screen: what appears there moves nothing the shopper sees. */
const belowScreen = (top: number) => top >= window.innerHeight;

/**
 * The products this browser viewed, read after hydration (the list lives in this browser only). The server
 * renders an empty mark; the row appears only while the mark is below the screen, so it never pushes content
 * the shopper is looking at, and a browser with nothing to show gets no section (no empty heading).
 */
export function RecentlyViewed({ exclude, blockId }: BlockComponentProps<RecentlyViewedProps>) {
  const { t, i18n } = useTranslation('catalog');
  const language = i18n.language;
  const [products, setProducts] = useState<ProductCardData[]>([]);
  const mark = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const viewed = readRecentlyViewed(language).filter((p) => p.sku !== exclude);
    const element = mark.current;
    // Already shown (a later page of the same visit): the row keeps its place and takes the new list.
    if (!element) {
      setProducts(viewed);
      return;
    }
    if (!viewed.length) return;
    if (belowScreen(element.getBoundingClientRect().top)) {
      setProducts(viewed);
      return;
    }
    // On screen now: wait until the shopper has scrolled back above it.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting && belowScreen(entry.boundingClientRect.top))) {
        observer.disconnect();
        setProducts(viewed);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [exclude, language]);
  if (!products.length) return <div ref={mark} className="recently-viewed__mark" data-block-id={blockId} />;
  return (
    <section className="recently-viewed" aria-labelledby={`${blockId}-title`}>
      <h2 id={`${blockId}-title`}>{t('recentlyViewed')}</h2>
      <ul className="product-grid product-grid--compact">
        {products.map((product) => (
          <li key={product.sku}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
