import type { DocumentCategory } from './catalogue-document.ts';
import type { ProductRecord } from './catalogue-records.ts';

/**
 * Which products a category lists besides those whose own category it is: the products meeting
 * every criterion given (`subcategories`: those whose own category is one of its subcategories).
 * The catalogue document carries it as a category's `lists`; it is kept on the category
 * (`catalog_categories.lists`) and applied to the products an import adds.
 */
export type ListerRule = NonNullable<DocumentCategory['lists']>;

export interface ListerCategory {
  id: number;
  parent_id: number | null;
  lists: ListerRule | null;
}

type Listed = Pick<ProductRecord, 'product_type' | 'condition' | 'special_price' | 'stock_qty' | 'dispatch_days' | 'created_days_ago' | 'primary_category_id'>;

function meets(rule: ListerRule, product: Listed, parentOfOwn: number | null | undefined, categoryId: number): boolean {
  if (rule.subcategories && parentOfOwn !== categoryId) return false;
  if (rule.type !== undefined && (product.product_type === 'bundle' ? 'bike' : 'part') !== rule.type) return false;
  if (rule.used !== undefined && (product.condition !== 'new') !== rule.used) return false;
  if (rule.on_sale && product.special_price === null) return false;
  if (rule.in_stock && product.stock_qty <= 0) return false;
  if (rule.dispatch_within_days !== undefined && product.dispatch_days > rule.dispatch_within_days) return false;
  if (rule.added_within_days !== undefined && product.created_days_ago > rule.added_within_days) return false;
  return true;
}

/** The categories that list a product: its own, then every category whose rule it meets, in the categories' order. */
export function listersOf(product: Listed, categories: readonly ListerCategory[]): number[] {
  const parentOfOwn = categories.find((c) => c.id === product.primary_category_id)?.parent_id;
  const ids = [product.primary_category_id];
  for (const category of categories) {
    if (category.lists && category.id !== product.primary_category_id && meets(category.lists, product, parentOfOwn, category.id)) ids.push(category.id);
  }
  return ids;
}
