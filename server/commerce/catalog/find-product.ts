import type { Queryable } from '../../db/database.ts';
import { PRODUCT_COLUMNS, type ProductRow } from './product-rows.ts';

/** One product by sku (the lookup's target id), with the columns every product page reads. */
export async function findProduct(db: Queryable, sku: string): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from catalog_products p where p.sku = $1 and p.visible`, [sku]);
  return row;
}

export async function findProductByUrlKey(db: Queryable, urlKey: string): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from catalog_products p where p.url_key = $1 and p.visible`, [urlKey]);
  return row;
}
