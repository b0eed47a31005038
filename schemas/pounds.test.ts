import { expect, test } from 'vitest';
import { penceFromPounds } from './pounds.ts';
import { schemaRegistry } from './registry.ts';

test.each([
  [19.99, 1999],
  [134.7, 13470],
  ['134.70', 13470],
  [4249.99, 424999],
  ['£4,249.99', 424999],
  ['4249.99', 424999],
  [1000, 100000],
  [0.07, 7],
])('%j is %i pence', (given, pence) => {
  expect(penceFromPounds(given)).toBe(pence);
});

test.each([[19.999], ['19.999'], [-5], ['ten'], [1e21], [Number.NaN], [Number.POSITIVE_INFINITY], [''], [null], [true], ['1e3']])(
  '%j is not an amount',
  (given) => {
    expect(penceFromPounds(given)).toBeUndefined();
  },
);

test('every amount in pence up to £1,000, sent as a JSON number of pounds, reads back exactly', () => {
  const refused: number[] = [];
  for (let pence = 1; pence <= 100000; pence++) if (penceFromPounds(JSON.parse(JSON.stringify(pence / 100))) !== pence) refused.push(pence);
  expect(refused).toEqual([]);
});

test('the request schema takes pounds and pence as a number or as text, and refuses a third decimal', () => {
  const validate = schemaRegistry().validator('requests/checkout-place-order.json');
  const body = (amount: unknown) => ({
    shippingAddressId: 1,
    deliveryMethod: 'standard',
    certificate: { number: 'SBX-1999-TEST', issuedBy: 'Cyclescheme', amount },
  });
  for (const amount of [19.99, 134.7, 4249.99, '4,249.99', '134.70']) expect(validate(body(amount)), String(amount)).toBe(true);
  for (const amount of [19.999, 'ten', -1]) expect(validate(body(amount)), String(amount)).toBe(false);
});
