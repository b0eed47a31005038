import type { Language } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import { catalogueVersion, versionedCache } from './catalogue-version.ts';
import { runLister } from './lister-engine.ts';
import { listerIndex } from './lister-index.ts';
import type { ListerSelection } from './lister-selection.ts';
import { type Aggregation, type AttributeLabel, shapeAggregations } from './product-facets.ts';
import { LISTER_PRODUCT_COLUMNS, type ListerProductRow } from './product-rows.ts';

const labelCache = versionedCache<'labels', AttributeLabel[]>();

/** Filter value labels change with the catalogue, so they are kept as long as its version. */
function attributeLabelRows(db: Queryable, version: string): Promise<AttributeLabel[]> {
  return labelCache.get(db, version, 'labels', () => db.query<AttributeLabel>('select attribute, value, label, position from catalog_attribute_values'));
}

export interface ProductPage {
  rows: ListerProductRow[];
  totalCount: number;
  aggregations: Aggregation[];
}

/**
 * One page of a lister in the chosen order, how many products match in all, and the facet
 * counts of the selection. Filtering, counting and sorting run over the narrow lister rows
 * (see lister-engine.ts); only the products of the page are read in full.
 */
export async function listProducts(db: Queryable, selection: ListerSelection, locale: Language): Promise<ProductPage> {
  // One read of the catalogue's version for the lister rows and the labels.
  const version = await catalogueVersion(db);
  const index = await listerIndex(db, selection.scope, version);
  const outcome = runLister(index, selection);
  const [rows, labels] = await Promise.all([
    outcome.pageIds.length
      ? db.query<ListerProductRow>(`select ${LISTER_PRODUCT_COLUMNS} from catalog_products p where p.id = any($1::int[])`, [outcome.pageIds])
      : Promise.resolve([] as ListerProductRow[]),
    attributeLabelRows(db, version),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: outcome.pageIds.flatMap((id) => byId.get(id) ?? []),
    totalCount: outcome.totalCount,
    aggregations: shapeAggregations(selection, outcome.counts, labels, outcome.totalCount, locale),
  };
}
