import { textIn } from '../../../domain/catalog/catalogue-texts.ts';
import type { Language } from '../../../domain/i18n/index.ts';
import type { FacetAggregation } from '../../../schemas/generated/index.ts';
import { FACET_ATTRIBUTES, type FacetAttribute } from './catalogue-records.ts';
import type { ValueCount } from './lister-engine.ts';
import type { ListerSelection } from './lister-selection.ts';

/** One filter group with its values (Magento's `aggregations`), as the contract declares it. */
export type Aggregation = FacetAggregation;
type FacetOption = FacetAggregation['options'][number];

export interface AttributeLabel {
  attribute: string;
  value: string;
  label: Record<Language, string>;
  position: number;
}

/**
 * The count beside a value is the number of products the shopper gets by adding it:
 * products matching every other selected group and (this group's selection or the value).
 * For a value already selected it is the number of current results that carry it.
 * Price buckets are one more group of the kind: with price ranges chosen, a bucket adds its
 * products to theirs. Bounds of the call itself (fromPrice, toPrice) are not a choice a bucket
 * widens, so under them a bucket counts its products under the other groups.
 */
export function shapeAggregations(
  selection: ListerSelection,
  counts: ValueCount[],
  labels: AttributeLabel[],
  totalCount: number,
  locale: Language,
): Aggregation[] {
  const known = new Map(labels.map((row) => [`${row.attribute}:${row.value}`, row]));
  const ranges = selection.priceRanges ?? [];
  // Ranges chosen as filters, not narrowed by the call's own bounds: adding a bucket widens them.
  const priceIsChoice =
    ranges.length > 0 && selection.price?.from === Math.min(...ranges.map((r) => r.from)) && selection.price?.to === Math.max(...ranges.map((r) => r.to));
  const groups = new Map<string, FacetOption[]>();
  for (const row of counts) {
    const split = row.facet.indexOf(':');
    const attribute = row.facet.slice(0, split);
    const value = row.facet.slice(split + 1);
    const chosen =
      attribute === 'price' ? (priceIsChoice ? ranges.map((r) => `${r.from}_${r.to}`) : []) : (selection.filters[attribute as FacetAttribute] ?? []);
    const isSelected = chosen.includes(value);
    const count = isSelected || chosen.length === 0 ? row.withValue : totalCount + row.added;
    const labels = known.get(row.facet)?.label;
    const label = attribute === 'price' ? priceLabel(value) : labels ? textIn(labels, locale) : value;
    const options = groups.get(attribute) ?? [];
    options.push({ label, value, count, selected: isSelected });
    groups.set(attribute, options);
  }
  const order = (attribute: string, value: string) => known.get(`${attribute}:${value}`)?.position ?? Number.MAX_SAFE_INTEGER;
  return (['price', ...FACET_ATTRIBUTES] as const)
    .filter((attribute) => groups.has(attribute))
    .map((attribute) => {
      const options = groups
        .get(attribute)!
        .sort((a, b) =>
          attribute === 'price'
            ? Number(a.value.split('_')[0]) - Number(b.value.split('_')[0])
            : order(attribute, a.value) - order(attribute, b.value) || a.label.localeCompare(b.label),
        );
      return { attribute_code: attribute, count: options.length, options };
    });
}

function priceLabel(value: string): string {
  const [from, to] = value.split('_');
  return to === '999999' ? `£${from}+` : `£${from} – £${to}`;
}
