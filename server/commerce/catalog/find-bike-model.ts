import type { Queryable } from '../../db/database.ts';
import { readRows } from '../../db/store-memo.ts';
import type { Localised } from './catalogue-records.ts';
import { PRODUCT_COLUMNS, type ProductRow } from './product-rows.ts';

export interface BikeModelRow {
  sku: string;
  url_key: string;
  name: string;
  product_family: string;
  discipline: string;
  material: string;
  subtitle: Localised;
  description: Localised;
  category_path: string;
  category_name: Localised;
}

export interface BikeModel extends BikeModelRow {
  /** New (not outlet) child bikes in tier order: base, sport, enthusiast, pro, hero. */
  tiers: readonly Readonly<ProductRow>[];
}

/** A parent bike with every tier; undefined when the sku is unknown. */
export async function findBikeModel(db: Queryable, sku: string): Promise<BikeModel | undefined> {
  const [model] = await db.query<BikeModelRow>(
    `select m.sku, m.url_key, m.name, m.product_family, m.discipline, m.material, m.subtitle, m.description, c.url_path as category_path, c.name as category_name
     from catalog_bike_models m join catalog_categories c on c.id = m.primary_category_id where m.sku = $1`,
    [sku],
  );
  if (!model) return undefined;
  const tiers = await readRows<ProductRow>(
    db,
    `select ${PRODUCT_COLUMNS} from catalog_products p where p.model_sku = $1 and p.condition = 'new' and p.visible
     order by array_position(array['base', 'sport', 'enthusiast', 'pro', 'hero'], p.tier)`,
    [sku],
  );
  return { ...model, tiers };
}
