import type { ProductCard } from '../../schemas/generated/index.ts';

/** Spec section 9: the recently viewed list keeps the last 6 products, in this browser only. */
export const RECENTLY_VIEWED_LIMIT = 6;
const STORAGE_KEY = 'recently-viewed';

/**
 * A list per language: its cards keep the names and links of the pages they were seen on, so German
 * pages show the German names (and link to German pages) and English ones the English.
 */
export const storageKey = (language: string) => (language === 'en' ? STORAGE_KEY : `${STORAGE_KEY}.${language}`);

export function readRecentlyViewed(language: string): ProductCard[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(storageKey(language)) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? (parsed.filter((p) => typeof p === 'object' && p && typeof p.sku === 'string' && typeof p.href === 'string') as ProductCard[])
      : [];
  } catch {
    return [];
  }
}

/** Puts a product first, drops an older entry of the same sku, and keeps at most 6. */
export function addRecentlyViewed(list: ProductCard[], product: ProductCard): ProductCard[] {
  return [product, ...list.filter((p) => p.sku !== product.sku)].slice(0, RECENTLY_VIEWED_LIMIT);
}

export function rememberViewed(product: ProductCard, language: string): void {
  try {
    window.localStorage.setItem(storageKey(language), JSON.stringify(addRecentlyViewed(readRecentlyViewed(language), product)));
  } catch {
    /* storage full or disabled: the list is a convenience only */
  }
}
