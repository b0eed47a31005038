import type { Queryable } from '../../db/database.ts';

/** What the cart needs of a product: money in minor units (GBP pence). */
export interface CartProduct {
  sku: string;
  /** `bundle` is a bike (child bike of a model), `simple` a part, accessory or piece of clothing. */
  product_type: 'bundle' | 'simple';
  name: string;
  url_key: string;
  /** Image key for `/media/…/catalog/{image}`; null when there is no image. */
  image: string | null;
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
}

/** Each known sku once, in the order asked; unknown skus are left out. */
export async function findProductsBySku(db: Queryable, skus: readonly string[]): Promise<CartProduct[]> {
  if (!skus.length) return [];
  const rows = await db.query<Omit<CartProduct, 'colours'> & { colours: { code: string }[] }>(
    `select sku, product_type, name, url_key, image, price, special_price, final_price, currency, stock_qty,
       to_char(current_date + dispatch_days, 'YYYY-MM-DD') as dispatch_date, model_sku, sizes, colours, discipline
     from catalog_products where sku = any($1::text[])`,
    [[...new Set(skus)]],
  );
  const bySku = new Map(rows.map((row) => [row.sku, { ...row, colours: row.colours.map((c) => c.code) }]));
  return [...new Set(skus)].flatMap((sku) => bySku.get(sku) ?? []);
}
