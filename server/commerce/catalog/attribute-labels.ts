import { textIn } from '../../../domain/catalog/catalogue-texts.ts';
import type { Language } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import { readRows } from '../../db/store-memo.ts';
import type { FacetAttribute } from './catalogue-records.ts';

/** value → label of one filter attribute in a language, e.g. colour signal-red → "Signalrot". */
export async function attributeLabels(db: Queryable, attribute: FacetAttribute, locale: Language): Promise<Map<string, string>> {
  const rows = await readRows<{ value: string; label: Record<Language, string> }>(
    db,
    'select value, label from catalog_attribute_values where attribute = $1',
    [attribute],
  );
  return new Map(rows.map((row) => [row.value, textIn(row.label, locale)]));
}

/** The filter attribute that names each kind of chosen option (`size/m`, `colour/signal-red`). */
const OPTION_ATTRIBUTES: Record<string, FacetAttribute> = { size: 'by_size', colour: 'colour' };

/**
 * The names of chosen options in a language, e.g. `colour/signal-red` → "Signal red", `size/m` → "M":
 * the same labels the listers' filters show. An option the catalogue no longer names keeps its code's words.
 */
export async function optionNames(db: Queryable, options: readonly string[], locale: Language): Promise<Map<string, string>> {
  const wanted = [...new Set(options)].map((option) => {
    const [kind = '', value = ''] = option.split('/');
    return { option, attribute: OPTION_ATTRIBUTES[kind], value };
  });
  const known = wanted.filter((entry) => entry.attribute);
  const rows = known.length
    ? await db.query<{ attribute: string; value: string; label: Record<Language, string> }>(
        'select attribute, value, label from catalog_attribute_values where attribute = any($1::text[]) and value = any($2::text[])',
        [[...new Set(known.map((entry) => entry.attribute))], [...new Set(known.map((entry) => entry.value))]],
      )
    : [];
  const labels = new Map(rows.map((row) => [`${row.attribute}:${row.value}`, textIn(row.label, locale)]));
  return new Map(wanted.map(({ option, attribute, value }) => [option, labels.get(`${attribute}:${value}`) ?? value.replaceAll('-', ' ')]));
}
