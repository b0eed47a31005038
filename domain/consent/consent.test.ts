import { describe, expect, test } from 'vitest';
import { ACCEPT_ALL, consentFromCookieHeader, NECESSARY_ONLY, parseConsent, serialiseConsent } from './consent.ts';

describe('the consent cookie', () => {
  test('every choice survives a round trip through the cookie value', () => {
    for (const choice of [ACCEPT_ALL, NECESSARY_ONLY, { analytics: true, marketing: false }, { analytics: false, marketing: true }]) {
      expect(parseConsent(serialiseConsent(choice))).toEqual(choice);
    }
  });

  test('necessary cookies are always in the value, granted categories follow', () => {
    expect(serialiseConsent(NECESSARY_ONLY)).toBe('necessary');
    expect(serialiseConsent(ACCEPT_ALL)).toBe('necessary.analytics.marketing');
  });

  test('a value we did not write is no choice, so the banner asks again', () => {
    expect(parseConsent(undefined)).toBeUndefined();
    expect(parseConsent('')).toBeUndefined();
    expect(parseConsent('analytics')).toBeUndefined();
    expect(parseConsent('necessary.tracking')).toBeUndefined();
  });

  test('the choice is read from a cookie header among other cookies', () => {
    expect(consentFromCookieHeader('location=GB; cookie_consent=necessary.analytics; cart_id=x')).toEqual({ analytics: true, marketing: false });
    expect(consentFromCookieHeader('location=GB')).toBeUndefined();
  });
});
