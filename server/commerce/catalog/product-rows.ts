import { PHOTO_KEY_PREFIX } from '../../../domain/catalog/image-url.ts';
import { PALETTE } from './images/palette.ts';
import { PART_KINDS } from './images/part-drawing.ts';
import type { ProductTranslations } from '../../../domain/catalog/catalogue-texts.ts';
import type { ColourOption, Geometry, Localised, Specification, Tier } from './catalogue-records.ts';

/** Stock of each size of product `p` as {"m": 4, …}; {} for products not stocked per size. */
export const SIZE_STOCK_SQL = `coalesce((select jsonb_object_agg(s.size, s.stock_qty) from catalog_product_sizes s where s.product_id = p.id), '{}')`;

const sqlList = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;

/**
 * The drawing of a product the catalogue names no picture for, so nothing shows "No image available":
 * a bike of its discipline, a part of its category's kind (`components/wheels` → `parts/wheels/…`; a
 * bike's parts and accessories, `parts/parts/…`), in its first colour, black when that has no paint.
 */
const DRAWING_BY_KIND_SQL = `case when p.product_type = 'bundle' then 'bikes/' || coalesce(p.discipline, 'road')
    else 'parts/' || coalesce((select split_part(c.url_path, '/', 2) from catalog_categories c where c.id = p.primary_category_id
      and split_part(c.url_path, '/', 2) = any(${sqlList(PART_KINDS)})), 'parts') end
  || '/' || case when p.colours->0->>'code' = any(${sqlList(Object.keys(PALETTE))}) then p.colours->0->>'code' else 'black' end`;

/** Product `p`'s drawing: the catalogue's, else the drawing of its kind. */
export const PRODUCT_DRAWING_SQL = `coalesce(p.image, ${DRAWING_BY_KIND_SQL})`;

/** Product `p`'s picture: its first uploaded photograph (`photos/{id}`), else its drawing. */
export const PRODUCT_IMAGE_SQL = `coalesce((select '${PHOTO_KEY_PREFIX}' || ph.id from catalog_product_photos ph where ph.product_id = p.id order by ph.position limit 1),
  ${PRODUCT_DRAWING_SQL})`;

/**
 * What a lister shows of each product (its cards, the category products call): the columns of
 * PRODUCT_COLUMNS a product page alone needs (description, geometry, sizes and their stock) left
 * out, which makes a lister page's read of its products several times lighter.
 */
export const LISTER_PRODUCT_COLUMNS = `p.id, p.sku, p.product_type, p.name, p.subtitle, p.url_key, p.manufacturer, p.tier, p.price, p.special_price, p.currency,
  p.stock_qty, to_char(current_date + p.dispatch_days, 'YYYY-MM-DD') as dispatch_date, ${PRODUCT_IMAGE_SQL} as image, p.colours, p.specification, p.translations, p.review_count, p.rating_total,
  (select c.name from catalog_categories c where c.id = p.primary_category_id) as category_name,
  (select top.name from catalog_categories c join catalog_categories top on top.url_path = split_part(c.url_path, '/', 1)
    where c.id = p.primary_category_id) as top_category_name`;

/** The columns every product read selects; `dispatch_date` is today plus the dispatch days. */
export const PRODUCT_COLUMNS = `${LISTER_PRODUCT_COLUMNS}, p.primary_category_id, p.description, p.model_sku, p.discipline, p.condition, p.final_price,
  p.sizes, ${SIZE_STOCK_SQL} as size_stock, p.geometry, p.facet_values`;

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
  /** The name and specification values in German ({} when none are written). */
  translations: ProductTranslations;
  geometry: Geometry;
  facet_values: string[];
  /** Approved reviews of the product and the sum of their ratings (kept up to date on moderation). */
  review_count: number;
  rating_total: number;
  category_name: Localised;
  top_category_name: Localised;
}

/** A product as a lister reads it (LISTER_PRODUCT_COLUMNS). */
export type ListerProductRow = Pick<
  ProductRow,
  | 'id'
  | 'sku'
  | 'product_type'
  | 'name'
  | 'subtitle'
  | 'url_key'
  | 'manufacturer'
  | 'tier'
  | 'price'
  | 'special_price'
  | 'currency'
  | 'stock_qty'
  | 'dispatch_date'
  | 'image'
  | 'colours'
  | 'specification'
  | 'translations'
  | 'review_count'
  | 'rating_total'
  | 'category_name'
  | 'top_category_name'
>;
