import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { formatPounds } from '../../domain/money.ts';
import { DELIVERY_METHODS } from '../../server/commerce/checkout/delivery-methods.ts';
import { STANDARD_SHIPPING } from '../../server/commerce/cart/totals.ts';

const CONTENT = join(process.cwd(), 'fixtures', 'content', 'en');

/** Every fee in pounds and pence a content file names, e.g. "£4.99". */
const feesIn = (text: string) => [...text.matchAll(/£\d+\.\d\d/g)].map((match) => match[0]);

test('the delivery fees the content pages name are the ones the checkout charges', () => {
  const charged = new Set([STANDARD_SHIPPING, ...DELIVERY_METHODS.map((method) => method.price ?? STANDARD_SHIPPING)].map((pence) => formatPounds(pence)));
  const named = readdirSync(CONTENT)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const text = readFileSync(join(CONTENT, file), 'utf8');
      // Only sentences about delivery: a product's price elsewhere is not a fee.
      return /deliver/i.test(text) ? feesIn(text).map((fee) => ({ file, fee })) : [];
    });
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter(({ fee }) => !charged.has(fee))).toEqual([]);
});
