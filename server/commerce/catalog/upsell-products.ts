import type { Queryable } from '../../db/database.ts';
import { PRODUCT_COLUMNS, type ProductRow } from './product-rows.ts';

/**
 * What to offer after a bike goes in the basket: its family's parts first, then kit that
 * suits its discipline, then helmets, lights and tools; in stock first, at most `limit`.
 */
export async function upsellProducts(db: Queryable, bike: Pick<ProductRow, 'facet_values' | 'discipline'> | undefined, limit = 8): Promise<ProductRow[]> {
  const family = bike?.facet_values.find((v) => v.startsWith('product_family:')) ?? '';
  const discipline = bike?.discipline ?? '';
  return db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from catalog_products p
     where p.product_type = 'simple' and p.condition = 'new' and p.visible
       and (p.facet_values && $1::text[] or p.discipline = $2 or p.facet_values && array['filter_category:helmets', 'filter_category:lights', 'filter_category:tools'])
     order by (p.facet_values && $1::text[]) desc, (p.discipline = $2) desc, (p.stock_qty > 0) desc, p.id
     limit $3`,
    [[family], discipline, limit],
  );
}
