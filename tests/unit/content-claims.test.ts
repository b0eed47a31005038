import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { CUSTOM_PAINT_WEEKS } from '../../domain/cart/cart-items.ts';
import { formatPounds } from '../../domain/money.ts';
import { STANDARD_SHIPPING } from '../../server/commerce/cart/totals.ts';
import { DELIVERY_METHODS } from '../../server/commerce/checkout/delivery-methods.ts';
import { isOffered, PAYMENT_METHOD_NAMES } from '../../server/commerce/checkout/payment-methods.ts';

/** Every content page of both sites, as its text. */
const PAGES = ['en', 'de'].flatMap((language) => {
  const folder = join(process.cwd(), 'fixtures', 'content', language);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file: `${language}/${file}`, text: readFileSync(join(folder, file), 'utf8') }));
});

/** The basket's delivery information says the same things and is held to the same claims. */
const { deliveryInfo } = JSON.parse(readFileSync(join(process.cwd(), 'fixtures', 'cart', 'coupons.json'), 'utf8')) as { deliveryInfo: Record<string, string> };
PAGES.push(...Object.entries(deliveryInfo).map(([language, text]) => ({ file: `${language}/basket delivery information`, text })));

/** The sentences of a page (split on full stops and markup), so a claim is read with its own words only. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+|<[^>]+>|"\s*,\s*"/);

test('the delivery fees the content pages name are the ones the checkout charges', () => {
  const charged = new Set([STANDARD_SHIPPING, ...DELIVERY_METHODS.map((method) => method.price ?? STANDARD_SHIPPING)].map((pence) => formatPounds(pence)));
  const named = PAGES.filter(({ file }) => file.startsWith('en/')).flatMap(({ file, text }) =>
    // Only pages about delivery: a product's price elsewhere is not a fee.
    /deliver/i.test(text) ? [...text.matchAll(/£\d+\.\d\d/g)].map(([fee]) => ({ file, fee })) : [],
  );
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter(({ fee }) => !charged.has(fee))).toEqual([]);
});

test('custom paint is promised with the lead time a painted bike is dispatched by', () => {
  const span = new RegExp(`${CUSTOM_PAINT_WEEKS.from}–${CUSTOM_PAINT_WEEKS.to} (weeks|Wochen)`);
  const claims = PAGES.flatMap(({ file, text }) =>
    sentences(text)
      .filter((sentence) => /(paint|Lackierung)/i.test(sentence) && /\b(weeks?|Wochen?)\b/i.test(sentence) && !/\b(took|hat .* gedauert)\b/.test(sentence))
      .map((sentence) => ({ file, sentence })),
  );
  // The delivery tables name the span in a cell of their own, beside "Custom paint".
  const tables = PAGES.filter(({ text }) => /Custom paint<\/td><td>|Individuelle Lackierung<\/td><td>/.test(text));
  expect(claims.length + tables.length).toBeGreaterThan(0);
  expect(claims.filter(({ sentence }) => !span.test(sentence))).toEqual([]);
  expect(tables.filter(({ text }) => !span.test(text)).map(({ file }) => file)).toEqual([]);
});

test('every way to pay a content page names is one the checkout offers', () => {
  const named = PAGES.flatMap(({ file, text }) =>
    PAYMENT_METHOD_NAMES.filter(({ pattern }) => pattern.test(text)).map(({ method, pattern }) => ({ file, method, words: text.match(pattern)?.[0] })),
  );
  expect(named.filter(({ method }) => !isOffered(method))).toEqual([]);
});

test('the ways-to-pay pages name finance as a way to pay, as the checkout offers it, in English and German', () => {
  const finance = PAYMENT_METHOD_NAMES.find(({ method }) => method === 'finance');
  const pages = PAGES.filter(({ file }) => /^(en|de)\/ways-to-pay\.json$/.test(file));
  expect(isOffered('finance')).toBe(true);
  expect(pages.map(({ file, text }) => ({ file, named: finance?.pattern.test(text) }))).toEqual([
    { file: 'en/ways-to-pay.json', named: true },
    { file: 'de/ways-to-pay.json', named: true },
  ]);
});

test('bikes arrive 95 % built, and no page says fully built', () => {
  const claims = PAGES.flatMap(({ file, text }) =>
    [...text.matchAll(/fully (built|assembled)|(fertig|vollständig|komplett) montiert/gi)].map(([words]) => ({ file, words })),
  );
  expect(claims).toEqual([]);
});
