import { expect, test } from 'vitest';
import { stylesheetAddress, stylesheetIds } from '../../domain/stylesheets.ts';
import { type ClientAssets, pageStylesheet } from './assets.ts';

const assets: ClientAssets = {
  js: 'assets/app.js',
  boot: 'assets/boot.js',
  css: 'assets/css-CORE0001.css',
  blockStylesheets: ['assets/css-AAAA0001.css', 'assets/css-BBBB0002.css', 'assets/css-CCCC0003.css'],
  blockStyles: { hero: [2, 0], 'card-grid': [0], checkout: [1] },
};
const page = (...types: string[]) => ({ type: 'stack', children: types.map((type) => ({ type })) });

test("a page's stylesheet is the core, then its blocks' stylesheets once each, in the cascade's order", () => {
  expect(pageStylesheet(assets, page('card-grid', 'hero'))).toBe('/assets/css/CORE0001.AAAA0001.CCCC0003.css');
  expect(pageStylesheet(assets, page('checkout'))).toBe('/assets/css/CORE0001.BBBB0002.css');
});

test('a page whose blocks need nothing beyond the core links the core itself; a build of other names links its stylesheet as named', () => {
  expect(pageStylesheet(assets, page('heading'))).toBe('/assets/css-CORE0001.css');
  expect(pageStylesheet({ js: 'assets/app.js', boot: 'assets/boot.js', css: 'assets/app.css' }, page('hero'))).toBe('/assets/app.css');
});

test('an address gives back the ids it was made of; any other address none', () => {
  for (const ids of [['CORE0001'], ['CORE0001', 'AAAA0001', 'CCCC0003']]) expect(stylesheetIds(stylesheetAddress(ids))).toEqual(ids);
  expect(stylesheetIds('assets/css-CORE0001.css')).toEqual(['CORE0001']);
  for (const other of ['/assets/app.css', '/assets/css/.css', '/assets/css/a.css', '/assets/css/AB..CD.css', 'https://example.com/assets/css/AB.css'])
    expect(stylesheetIds(other), other).toBeUndefined();
});
