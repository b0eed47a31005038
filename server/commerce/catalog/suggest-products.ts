import { productNameIn, type ProductTranslations } from '../../../domain/catalog/catalogue-texts.ts';
import type { Language } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import { PRODUCT_IMAGE_SQL } from './product-rows.ts';
import { type SearchPlan, searchMatch, searchWithRepair } from './search-plan.ts';

export interface Suggestion {
  sku: string;
  name: string;
  url_key: string;
  image: string | null;
  price: number;
  special_price: number | null;
  currency: string;
}

/**
 * The best products for a plan: those whose name matches first (through the names' own index,
 * so a short prefix such as `ri` ranks thousands of names rather than every text that mentions
 * it), then, when fewer than `limit` names match, the best of the other matching products.
 */
async function bestProducts(db: Queryable, plan: SearchPlan, limit: number): Promise<(Suggestion & { translations: ProductTranslations })[]> {
  const match = searchMatch(plan, 1);
  const select = (where: string, params: unknown[]) =>
    db.query<Suggestion & { translations: ProductTranslations }>(
      `select p.sku, p.name, p.translations, p.url_key, ${PRODUCT_IMAGE_SQL} as image, p.price, p.special_price, p.currency
       from ${match.from} where ${where}
       order by ${match.rank} desc, (p.stock_qty > 0) desc, p.id
       limit $2`,
      params,
    );
  const byName = await select(match.whereName, [plan.query, limit]);
  if (byName.length >= limit) return byName;
  const others = await select(`${match.where} and not (${match.whereName})`, [plan.query, limit - byName.length]);
  return [...byName, ...others];
}

/**
 * Type-ahead: the best matching products for the words typed so far (each may be unfinished),
 * stemmed in the page's language with the synonym list, and named in it; a misspelt or compound word is
 * repaired only when nothing matched as typed.
 */
export async function suggestProducts(db: Queryable, terms: string[], language: Language, limit = 6): Promise<Suggestion[]> {
  const { outcome } = await searchWithRepair(
    db,
    terms,
    language,
    (plan) => bestProducts(db, plan, limit),
    (rows) => rows.length === 0,
  );
  return outcome.map(({ translations, ...suggestion }) => ({ ...suggestion, name: productNameIn({ ...suggestion, translations }, language) }));
}
