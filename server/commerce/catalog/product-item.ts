import type { Language } from '../../../domain/i18n/index.ts';
import { productNameIn, specificationIn, textIn } from '../../../domain/catalog/catalogue-texts.ts';
import { toMajor } from '../../../domain/money.ts';
import type { ProductItem } from '../../../schemas/generated/index.ts';
import { averageRating } from '../../../domain/reviews/review-rules.ts';
import type { ListerProductRow } from './product-rows.ts';

/** Pence to the decimal pounds the API speaks (as Magento does). */
export function toDecimal(minor: number | null): number | null {
  return minor === null ? null : toMajor(minor);
}

/** Bikes list their specification in the order a shopper compares them. */
export const SPEC_ORDER = ['frame', 'fork', 'groupset', 'wheels', 'tyres', 'saddle', 'weight'];

export function orderedSpecification(specification: Record<string, string>): { label: string; value: string }[] {
  const rank = (label: string) => (SPEC_ORDER.includes(label) ? SPEC_ORDER.indexOf(label) : SPEC_ORDER.length);
  return Object.entries(specification)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([label, value]) => ({ label, value }));
}

export function toProductItem(row: ListerProductRow, locale: Language): ProductItem {
  return {
    __typename: row.product_type === 'bundle' ? 'BundleProduct' : 'SimpleProduct',
    id: row.id,
    uid: Buffer.from(String(row.id)).toString('base64'),
    sku: row.sku,
    name: productNameIn(row, locale),
    subtitle: textIn(row.subtitle, locale),
    url_key: row.url_key,
    manufacture: row.manufacturer,
    aggregated_price: toDecimal(row.price) as number,
    aggregated_price_special: toDecimal(row.special_price),
    currency: row.currency,
    category_level_1: textIn(row.top_category_name, locale),
    category_level_3: textIn(row.category_name, locale),
    linked_specifications: orderedSpecification(specificationIn(row, locale)),
    image: row.image,
    stock_status: row.stock_qty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
    stock_qty: row.stock_qty,
    dispatch_date: row.dispatch_date,
    tier: row.tier,
    colours: row.colours.map((c) => c.code),
    review_count: row.review_count,
    rating_average: averageRating(row.rating_total, row.review_count),
  };
}
