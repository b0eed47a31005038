import type { Language } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import type { ProductTranslations } from '../../../domain/catalog/catalogue-texts.ts';

/** A text of the catalogue that has no words in a language (it shows in English there): where it is, by the catalogue document's names. */
export interface UntranslatedText {
  section: 'categories' | 'filters' | 'labels' | 'models' | 'products';
  /** The item's key in its section: a category's path, `attribute:value`, `group:key`, a SKU. */
  key: string;
  /** The field, like `name`, `subtitle` or `specification.frame`. */
  field: string;
}

type Texts = Partial<Record<Language, string>>;
const missing = (text: string | undefined) => !text?.trim();

/**
 * Every text of the catalogue without `language` (German): category names and intros, filter value
 * labels, specification and geometry labels (and keys products use that have no label), bike models'
 * subtitles and descriptions, and products' names, subtitles, descriptions and specification values.
 * A text empty in English too has nothing to translate.
 */
export async function untranslatedTexts(db: Queryable, language: Exclude<Language, 'en'> = 'de'): Promise<UntranslatedText[]> {
  const [categories, filters, labels, models, products] = await Promise.all([
    db.query<{ path: string; name: Texts; description: Texts }>('select url_path as path, name, description from catalog_categories order by id'),
    db.query<{ attribute: string; value: string; label: Texts }>(
      'select attribute, value, label from catalog_attribute_values order by attribute, position, value',
    ),
    db.query<{ label_group: string; key: string; label: Texts }>(
      'select label_group, key, label from catalog_labels order by label_group desc, key collate "C"',
    ),
    db.query<{ sku: string; subtitle: Texts; description: Texts }>('select sku, subtitle, description from catalog_bike_models order by position, sku'),
    db.query<{
      sku: string;
      name: string;
      subtitle: Texts;
      description: Texts;
      specification: Record<string, string>;
      geometry: Record<string, Record<string, number>>;
      translations: ProductTranslations;
    }>('select sku, name, subtitle, description, specification, geometry, translations from catalog_products order by id'),
  ]);
  const found: UntranslatedText[] = [];
  const check = (section: UntranslatedText['section'], key: string, field: string, texts: Texts) => {
    if (!missing(texts.en) && missing(texts[language])) found.push({ section, key, field });
  };
  for (const c of categories) {
    check('categories', c.path, 'name', c.name);
    check('categories', c.path, 'description', c.description);
  }
  for (const f of filters) check('filters', `${f.attribute}:${f.value}`, 'label', f.label);
  const labelled = new Set(labels.map((l) => `${l.label_group}:${l.key}`));
  for (const l of labels) check('labels', `${l.label_group}:${l.key}`, 'label', l.label);
  const unlabelled = new Set<string>();
  for (const m of models) {
    check('models', m.sku, 'subtitle', m.subtitle);
    check('models', m.sku, 'description', m.description);
  }
  for (const p of products) {
    const translated = p.translations[language];
    check('products', p.sku, 'name', { en: p.name, [language]: translated?.name });
    check('products', p.sku, 'subtitle', p.subtitle);
    check('products', p.sku, 'description', p.description);
    for (const [key, en] of Object.entries(p.specification)) {
      check('products', p.sku, `specification.${key}`, { en, [language]: translated?.specification?.[key] });
      if (!labelled.has(`specification:${key}`)) unlabelled.add(`specification:${key}`);
    }
    for (const key of new Set(Object.values(p.geometry).flatMap((measures) => Object.keys(measures))))
      if (!labelled.has(`geometry:${key}`)) unlabelled.add(`geometry:${key}`);
  }
  for (const key of unlabelled) found.push({ section: 'labels', key, field: 'label' });
  return found;
}
