import type { Language } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import type { FacetAttribute } from './catalogue-records.ts';

/** value → label of one filter attribute in a language, e.g. colour signal-red → "Signalrot". */
export async function attributeLabels(db: Queryable, attribute: FacetAttribute, locale: Language): Promise<Map<string, string>> {
  const rows = await db.query<{ value: string; label: Record<Language, string> }>('select value, label from catalog_attribute_values where attribute = $1', [
    attribute,
  ]);
  return new Map(rows.map((row) => [row.value, row.label[locale]]));
}
