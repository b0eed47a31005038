import type { Language } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import { searchMatch, searchWithRepair } from './search-plan.ts';

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
 * Type-ahead: the best matching products for the words typed so far (each may be unfinished),
 * stemmed in the page's language with the synonym list; a misspelt or compound word is
 * repaired only when nothing matched as typed.
 */
export async function suggestProducts(db: Queryable, terms: string[], language: Language, limit = 6): Promise<Suggestion[]> {
  const { outcome } = await searchWithRepair(
    db,
    terms,
    language,
    (plan) => {
      const match = searchMatch(plan, 1);
      return db.query<Suggestion>(
        `select p.sku, p.name, p.url_key, p.image, p.price, p.special_price, p.currency
         from ${match.from} where ${match.where}
         order by ${match.rank} desc, (p.stock_qty > 0) desc, p.id
         limit $2`,
        [plan.query, limit],
      );
    },
    (rows) => rows.length === 0,
  );
  return outcome;
}
