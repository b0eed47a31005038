import { PHOTO_KEY_PREFIX } from '../../../domain/catalog/image-url.ts';
import type { ColourOption, Geometry, Localised, Specification, Tier } from './catalogue-records.ts';

/** Stock of each size of product `p` as {"m": 4, …}; {} for products not stocked per size. */
export const SIZE_STOCK_SQL = `coalesce((select jsonb_object_agg(s.size, s.stock_qty) from catalog_product_sizes s where s.product_id = p.id), '{}')`;

/** Product `p`'s picture: its first uploaded photograph (`photos/{id}`), else its drawing. */
export const PRODUCT_IMAGE_SQL = `coalesce((select '${PHOTO_KEY_PREFIX}' || ph.id from catalog_product_photos ph where ph.product_id = p.id order by ph.position limit 1), p.image)`;

/** The columns every product read selects; `dispatch_date` is today plus the dispatch days. */
export const PRODUCT_COLUMNS = `p.id, p.sku, p.primary_category_id, p.product_type, p.name, p.subtitle, p.description, p.url_key, p.manufacturer, p.model_sku, p.tier, p.discipline,
  p.condition, p.price, p.special_price, p.final_price, p.currency, p.stock_qty, to_char(current_date + p.dispatch_days, 'YYYY-MM-DD') as dispatch_date,
  ${PRODUCT_IMAGE_SQL} as image, p.colours, p.sizes, ${SIZE_STOCK_SQL} as size_stock, p.specification, p.geometry, p.facet_values, p.review_count, p.rating_total,
  (select c.name from catalog_categories c where c.id = p.primary_category_id) as category_name,
  (select top.name from catalog_categories c join catalog_categories top on top.url_path = split_part(c.url_path, '/', 1)
    where c.id = p.primary_category_id) as top_category_name`;

export interface ProductRow {
  id: number;
  sku: string;
  primary_category_id: number;
  product_type: 'bundle' | 'simple';
  name: string;
  subtitle: Localised;
  description: Localised;
  url_key: string;
  manufacturer: string;
  model_sku: string | null;
  tier: Tier | null;
  discipline: string | null;
  condition: string;
  price: number;
  special_price: number | null;
  final_price: number;
  currency: string;
  stock_qty: number;
  dispatch_date: string;
  image: string | null;
  colours: ColourOption[];
  sizes: string[];
  /** Stock of each size for products stocked per size ({} otherwise); stock_qty is their sum. */
  size_stock: Record<string, number>;
  specification: Specification;
  geometry: Geometry;
  facet_values: string[];
  /** Approved reviews of the product and the sum of their ratings (kept up to date on moderation). */
  review_count: number;
  rating_total: number;
  category_name: Localised;
  top_category_name: Localised;
}
