import { productImageUrl, SEARCH_ENGINE_IMAGE } from '../../domain/catalog/image-url.ts';
import { decimalAmount } from '../../domain/money.ts';
import type { PageRequest } from './types.ts';

export function siteOrigin(req: Pick<PageRequest, 'site' | 'config'>): string {
  return req.site.variant === 'de_de_de' ? req.config.siteUrls.de : req.config.siteUrls.uk;
}

interface JsonLdProduct {
  name: string;
  sku: string;
  brand: string;
  description?: string | undefined;
  image: string | null;
  price: number;
  specialPrice: number | null;
  currency: string;
  inStock: boolean;
  path: string;
}

/** schema.org Product with its Offer: price (special price when set), currency and availability; `extra` adds ratings and reviews. */
export function productJsonLd(product: JsonLdProduct, origin: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.description ? { description: product.description } : {}),
    ...(product.image ? { image: `${origin}${productImageUrl(product.image, { ...SEARCH_ENGINE_IMAGE, fit: 'contain' })}` } : {}),
    offers: {
      '@type': 'Offer',
      url: `${origin}${product.path}`,
      price: decimalAmount(product.specialPrice ?? product.price, product.currency),
      priceCurrency: product.currency,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...extra,
  };
}
