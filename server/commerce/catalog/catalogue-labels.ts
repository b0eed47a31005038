import { specificationIn, type TranslatedProduct, type Texts, textIn } from '../../../domain/catalog/catalogue-texts.ts';
import type { Language } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import { readRows } from '../../db/store-memo.ts';
import { orderedSpecification } from './product-item.ts';

export type LabelGroup = 'specification' | 'geometry';

/** The catalogue's labels of specification rows and geometry measurements in one language. */
export interface CatalogueLabels {
  specification: (key: string) => string;
  geometry: (key: string) => string;
}

/** A key the catalogue has no label for is shown as its words: `seatTube` → "Seat tube". */
export function keyWords(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Reads the labels of `catalog_labels` (the catalogue document's `labels`) in a language, English where German is missing. */
export async function catalogueLabels(db: Queryable, locale: Language): Promise<CatalogueLabels> {
  const rows = await readRows<{ label_group: LabelGroup; key: string; label: Texts }>(db, 'select label_group, key, label from catalog_labels');
  const labels = new Map(rows.map((row) => [`${row.label_group}:${row.key}`, textIn(row.label, locale)]));
  const label = (group: LabelGroup) => (key: string) => labels.get(`${group}:${key}`) ?? keyWords(key);
  return { specification: label('specification'), geometry: label('geometry') };
}

/** A product's specification as its table shows it: rows in the order shoppers compare them, labelled and valued in the page's language. */
export function specificationRows(product: TranslatedProduct, locale: Language, labels: CatalogueLabels): { key: string; label: string; value: string }[] {
  return orderedSpecification(specificationIn(product, locale)).map(({ label: key, value }) => ({ key, label: labels.specification(key), value }));
}

/** The labels of the measurements a geometry table shows. */
export function geometryLabels(geometry: Record<string, Record<string, number>>, labels: CatalogueLabels): Record<string, string> {
  const keys = new Set(Object.values(geometry).flatMap((measures) => Object.keys(measures)));
  return Object.fromEntries([...keys].map((key) => [key, labels.geometry(key)]));
}
