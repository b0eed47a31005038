import { bikePicture } from '../../domain/catalog/bike-views.ts';
import { productNameIn, textIn } from '../../domain/catalog/catalogue-texts.ts';
import { colourImage } from '../../domain/catalog/image-url.ts';
import type { ProductCard } from '../../schemas/generated/index.ts';
import type { ListerProductRow } from '../commerce/catalog/product-rows.ts';
import { ratingSummary } from '../commerce/reviews/product-ratings.ts';
import type { PageRequest } from './types.ts';

/** A product row as the card blocks show it; links carry the page's language prefix. */
export function toProductCard(row: ListerProductRow, req: Pick<PageRequest, 'site'>, chosenColours: string[] = []): ProductCard {
  const locale = req.site.locale;
  // A bike listed under a colour filter shows, and links to, that colour.
  const colour = row.product_type === 'bundle' ? row.colours.find((c) => chosenColours.includes(c.code) && c.code !== row.colours[0]?.code) : undefined;
  return {
    sku: row.sku,
    name: productNameIn(row, locale),
    subtitle: textIn(row.subtitle, locale),
    href: `${req.site.prefix}/${row.url_key}/${colour ? `?colour=${colour.code}` : ''}`,
    image: bikePicture(colour ? colourImage(row.image, colour.code) : row.image, row.tier),
    price: row.price,
    specialPrice: row.special_price,
    currency: row.currency,
    kind: row.product_type === 'bundle' ? 'bike' : 'product',
    inStock: row.stock_qty > 0,
    brand: row.manufacturer,
    category: textIn(row.top_category_name, locale),
    ...(row.tier ? { tier: row.tier } : {}),
    ...(row.product_type === 'bundle' ? { colours: row.colours.map((c) => c.hex) } : {}),
    ...(row.review_count > 0 ? { rating: ratingSummary(row.review_count, row.rating_total) } : {}),
  };
}

/** schema.org BreadcrumbList for the head. */
export function breadcrumbJsonLd(items: { label: string; href: string }[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.label, item: `${origin}${item.href}` })),
  };
}
