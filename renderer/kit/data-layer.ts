import type { ProductCard } from '../../schemas/generated/index.ts';
import { toMajor } from '../../domain/money.ts';

type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Pushes an analytics event (spec section 9) onto `window.dataLayer`, creating it when absent. */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** An impression or product entry; the brand is the manufacturer (Northvale for bikes). */
export function analyticsProduct(product: Pick<ProductCard, 'sku' | 'name' | 'brand' | 'category' | 'price' | 'specialPrice' | 'tier'>, position?: number) {
  return {
    id: product.sku,
    name: product.name,
    brand: product.brand,
    category: product.category,
    price: toMajor(product.specialPrice ?? product.price),
    ...(product.tier ? { variant: product.tier } : {}),
    ...(position ? { position } : {}),
  };
}

/** Category impressions: positions count from 1 across "load more". */
export function pushImpressions(products: ProductCard[], list: string, firstPosition: number, currency: string): void {
  if (!products.length) return;
  pushDataLayer({
    event: 'productImpressions',
    ecommerce: {
      currencyCode: currency,
      impressions: products.map((product, index) => ({ ...analyticsProduct(product, firstPosition + index), list })),
    },
  });
}
