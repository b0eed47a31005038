import { describe, expect, test } from 'vitest';
import { normaliseRedirect, skipsRedirectLookup, toUrlKey } from '../commerce/content/url-lookup.ts';
import { affiliateValue } from './affiliate-cookie.ts';
import { skipsAuthentication } from './auth-slot.ts';
import { browserLanguage, splitLocalePath } from './site-locale.ts';
import { slashedLocation } from './trailing-slash.ts';

describe('trailing slash rule', () => {
  test('a path without a trailing slash is redirected to the slashed path keeping the query', () => {
    expect(slashedLocation('/delivery', '?utm=1&b=2')).toBe('/delivery/?utm=1&b=2');
  });
  test('the home page and slashed paths are left alone', () => {
    expect(slashedLocation('/', '')).toBeUndefined();
    expect(slashedLocation('/bikes/road/', '')).toBeUndefined();
  });
  test('file paths are not pages', () => {
    expect(slashedLocation('/robots.txt', '')).toBeUndefined();
  });
});

describe('redirect normalisation', () => {
  test('relative targets get exactly one leading and one trailing slash', () => {
    expect(normaliseRedirect('delivery')).toEqual({ location: '/delivery/', external: false });
    expect(normaliseRedirect('//bikes/road//')).toEqual({ location: '/bikes/road/', external: false });
    expect(normaliseRedirect('sale?colour=red')).toEqual({ location: '/sale/?colour=red', external: false });
  });
  test('absolute targets are full navigations, unchanged', () => {
    expect(normaliseRedirect('https://example.com/a')).toEqual({ location: 'https://example.com/a', external: true });
  });
  test('the url key is the path without slashes, query or hash', () => {
    expect(toUrlKey('/bikes/road/?colour=red#top')).toBe('bikes/road');
  });
});

describe('middleware skip rules', () => {
  test('the redirect lookup skips home, blog, my-account, search, cycletowork, stores and assets', () => {
    for (const path of ['/', '/blog/x/', '/my-account/orders/', '/search/', '/cycletowork/quote/', '/stores/collection-screen/', '/assets/app.js']) {
      expect(skipsRedirectLookup(path), path).toBe(true);
    }
    expect(skipsRedirectLookup('/delivery-information/')).toBe(false);
  });
  test('authentication skips my-account and framework paths', () => {
    for (const path of ['/my-account/', '/nuxt/api/cart/fetch-cart', '/_nuxt/x.js', '/_fonts/a.woff2', '/_scripts/x', '/favicon.ico']) {
      expect(skipsAuthentication(path), path).toBe(true);
    }
    expect(skipsAuthentication('/bikes/')).toBe(false);
  });
  test('the affiliate cookie takes any query key containing awc', () => {
    expect(affiliateValue(new URLSearchParams('utm=1&sv_awc=abc123'))).toBe('abc123');
    expect(affiliateValue(new URLSearchParams('AWC=xyz'))).toBe('xyz');
    expect(affiliateValue(new URLSearchParams('utm=1'))).toBeUndefined();
  });
});

describe('languages', () => {
  test('the default language has no prefix; the other one has', () => {
    expect(splitLocalePath('/de/bikes/', 'en')).toEqual({ locale: 'de', path: '/bikes/', redundantPrefix: false });
    expect(splitLocalePath('/bikes/', 'en')).toEqual({ locale: 'en', path: '/bikes/', redundantPrefix: false });
    expect(splitLocalePath('/en/bikes/', 'de')).toEqual({ locale: 'en', path: '/bikes/', redundantPrefix: false });
    expect(splitLocalePath('/en/bikes/', 'en').redundantPrefix).toBe(true);
    expect(splitLocalePath('/de', 'en')).toEqual({ locale: 'de', path: '/', redundantPrefix: false });
  });
  test('the browser language is the best supported one by quality', () => {
    expect(browserLanguage('fr-FR,de-DE;q=0.8,en;q=0.5')).toBe('de');
    expect(browserLanguage('fr')).toBeUndefined();
    expect(browserLanguage(undefined)).toBeUndefined();
  });
});
