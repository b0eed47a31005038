import type { Queryable } from '../../db/database.ts';
import { prefixQuery } from './lister-sql.ts';
import { PRODUCT_IMAGE_SQL } from './product-rows.ts';

export interface Suggestion {
  sku: string;
  name: string;
  url_key: string;
  image: string | null;
  price: number;
  special_price: number | null;
  currency: string;
}

/** Type-ahead: the best matching products for the words typed so far (the last one may be unfinished). */
export async function suggestProducts(db: Queryable, terms: string[], limit = 6): Promise<Suggestion[]> {
  return db.query<Suggestion>(
    `select p.sku, p.name, p.url_key, ${PRODUCT_IMAGE_SQL} as image, p.price, p.special_price, p.currency
     from catalog_products p, to_tsquery('simple', $1) q
     where p.search_vector @@ q and p.visible
     order by ts_rank(p.search_vector, q) desc, (p.stock_qty > 0) desc, p.id
     limit $2`,
    [prefixQuery(terms), limit],
  );
}
