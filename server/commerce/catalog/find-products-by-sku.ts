import type { ProductTranslations } from '../../../domain/catalog/catalogue-texts.ts';
import type { Queryable } from '../../db/database.ts';
import { PRODUCT_DRAWING_SQL, PRODUCT_IMAGE_SQL, SIZE_STOCK_SQL } from './product-rows.ts';

/** What the cart needs of a product: money in minor units (GBP pence). */
export interface CartProduct {
  sku: string;
  /** `bundle` is a bike (child bike of a model), `simple` a part, accessory or piece of clothing. */
  product_type: 'bundle' | 'simple';
  /** In English; `translations` holds it in German. */
  name: string;
  translations: ProductTranslations;
  url_key: string;
  /** Image key for `/media/…/catalog/{image}`; null when there is no image. */
  image: string | null;
  /** Its drawing's key, which a bike painted to order shows even when a photograph is its picture. */
  drawing: string | null;
  /** A bike's tier; null for parts and accessories. */
  tier: string | null;
  price: number;
  special_price: number | null;
  /** special_price when set, else price. */
  final_price: number;
  currency: string;
  stock_qty: number;
  /** ISO date (YYYY-MM-DD) the product would leave the warehouse if ordered today. */
  dispatch_date: string;
  /** The parent bike model's sku for bikes. */
  model_sku: string | null;
  sizes: string[];
  colours: string[];
  /** road, gravel, electric, …; null for parts and accessories. */
  discipline: string | null;
  /** Stock of each size, for products sold in sizes ({} otherwise); stock_qty is their sum. */
  size_stock: Record<string, number>;
  /** False when staff have hidden the product: it cannot be added to a basket. */
  visible: boolean;
}

/** Each known sku once, in the order asked; unknown skus are left out. */
export async function findProductsBySku(db: Queryable, skus: readonly string[]): Promise<CartProduct[]> {
  if (!skus.length) return [];
  const rows = await db.query<Omit<CartProduct, 'colours'> & { colours: { code: string }[] }>(
    `select p.sku, p.product_type, p.name, p.translations, p.url_key, ${PRODUCT_IMAGE_SQL} as image, ${PRODUCT_DRAWING_SQL} as drawing, p.tier, p.price, p.special_price, p.final_price, p.currency, p.stock_qty,
       to_char(current_date + p.dispatch_days, 'YYYY-MM-DD') as dispatch_date, p.model_sku, p.sizes, p.colours, p.discipline, p.visible,
       ${SIZE_STOCK_SQL} as size_stock
     from catalog_products p where p.sku = any($1::text[])`,
    [[...new Set(skus)]],
  );
  const bySku = new Map(rows.map((row) => [row.sku, { ...row, colours: row.colours.map((c) => c.code) }]));
  return [...new Set(skus)].flatMap((sku) => bySku.get(sku) ?? []);
}
