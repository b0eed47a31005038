import { expect, test } from 'vitest';
import type { ProductCard } from '../../schemas/generated/index.ts';
import { addRecentlyViewed, storageKey } from './recently-viewed.ts';

const product = (sku: string): ProductCard => ({
  sku,
  name: sku,
  href: `/${sku}/`,
  image: null,
  price: 100,
  specialPrice: null,
  currency: 'GBP',
  kind: 'product',
  inStock: true,
  brand: 'Northvale',
  category: 'Accessories',
});

test('recently viewed keeps the last 6 products, newest first, each once', () => {
  let list: ProductCard[] = [];
  for (const sku of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'c']) list = addRecentlyViewed(list, product(sku));
  expect(list.map((p) => p.sku)).toEqual(['c', 'g', 'f', 'e', 'd', 'b']);
});

test('each language keeps a list of its own, English under the key the shop has always used', () => {
  expect(storageKey('en')).toBe('recently-viewed');
  expect(storageKey('de')).toBe('recently-viewed.de');
});
