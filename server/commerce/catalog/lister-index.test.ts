import { expect, test } from 'vitest';
import { type DatedPrice, type ListerIndex, type ListerRow, priceBucketId, repriced } from './lister-index.ts';

const row = (productId: number, price: number): ListerRow => ({
  productId,
  position: productId,
  price,
  bucket: priceBucketId(price),
  created: 0,
  name: `bike ${productId}`,
  values: new Uint16Array(0),
});

test('a kept category is re-priced in the process when a special price starts or ends, without reading it again', () => {
  const start = Date.parse('2026-06-01T09:00:00Z');
  const end = Date.parse('2026-06-08T09:00:00Z');
  const onOffer = row(1, 150000);
  const plain = row(2, 90000);
  const dated: DatedPrice[] = [{ row: onOffer, price: 150000, offerPrice: 45000, from: start, to: end }];
  const index: ListerIndex = { rows: [onOffer, plain], dated, nextChange: start };

  repriced(index, start - 1);
  expect(onOffer.price).toBe(150000);
  repriced(index, start);
  expect([onOffer.price, onOffer.bucket]).toEqual([45000, priceBucketId(45000)]);
  expect(index.nextChange).toBe(end);
  repriced(index, end);
  expect([onOffer.price, onOffer.bucket]).toEqual([150000, priceBucketId(150000)]);
  expect(index.nextChange).toBe(Number.POSITIVE_INFINITY);
  expect(plain.price).toBe(90000);
});
