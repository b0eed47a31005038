import i18next, { type TFunction } from 'i18next';
import { expect, test } from 'vitest';
import { fixedT, KEPT_ANSWERS, keptAnswers } from './fixed-t.ts';

function counted() {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { en: { shop: { basket: 'Basket', items_one: '{{count}} item', items_other: '{{count}} items', hello: 'Hello {{name}}', menu: { a: 'A' } } } },
  });
  const fixed = instance.getFixedT(null, 'shop');
  const calls = { count: 0 };
  const spy = ((...args: unknown[]) => {
    calls.count++;
    return (fixed as unknown as (...all: unknown[]) => unknown)(...args);
  }) as unknown as TFunction;
  return { t: keptAnswers(spy), fixed, calls };
}

test('a message asked for again with the same plain options is answered from memory, the same as i18next answers it', () => {
  const { t, fixed, calls } = counted();
  for (let round = 0; round < 3; round++) {
    expect(t('basket')).toBe(fixed('basket'));
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 3 })).toBe('3 items');
    expect(t('hello', { name: 'Sam' })).toBe('Hello Sam');
    expect(t('missing', { defaultValue: 'Peak district' })).toBe('Peak district');
  }
  expect(calls.count).toBe(5);
  // A number and the same digits as a string are different options.
  expect(t('hello', { name: 3 })).toBe('Hello 3');
  expect(t('hello', { name: '3' })).toBe('Hello 3');
  expect(calls.count).toBe(7);
});

test('calls with an object option, a third argument or an answer that is not a string go to i18next every time', () => {
  const { t, calls } = counted();
  for (let round = 0; round < 2; round++) {
    expect(t('menu', { returnObjects: true })).toEqual({ a: 'A' });
    expect(t('hello', { name: 'Sam', extra: { nested: true } })).toBe('Hello Sam');
    expect(t('missing', 'A default', { name: 'Sam' })).toBe('A default');
  }
  expect(calls.count).toBe(6);
});

test('memory is bounded: past the limit the oldest answer is let go and asked for again', () => {
  const { t, calls } = counted();
  t('basket');
  for (let n = 0; n < KEPT_ANSWERS; n++) t('items', { count: n });
  expect(calls.count).toBe(KEPT_ANSWERS + 1);
  t('basket');
  expect(calls.count).toBe(KEPT_ANSWERS + 2);
});

test("an instance's fixed t is made once per namespace and key prefix, and reads within them", () => {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'de',
    initAsync: false,
    resources: { de: { reviews: { verifiedBuyer: 'Verifizierter Käufer', errors: { signIn: 'Bitte melden Sie sich an.' } }, common: { verifiedBuyer: 'x' } } },
  });
  const reviews = fixedT(instance, 'reviews');
  expect(fixedT(instance, 'reviews')).toBe(reviews);
  expect(fixedT(instance, 'reviews', 'errors')).not.toBe(reviews);
  expect(fixedT(instance, 'reviews', 'errors')).toBe(fixedT(instance, 'reviews', 'errors'));
  expect(fixedT(instance, 'common')).not.toBe(reviews);
  expect(reviews('verifiedBuyer')).toBe('Verifizierter Käufer');
  expect(fixedT(instance, 'reviews', 'errors')('signIn')).toBe('Bitte melden Sie sich an.');
  expect(fixedT(instance, 'common')('verifiedBuyer')).toBe('x');
});
