import { expect, test } from 'vitest';
import { safeReturnPath, signUpReturnAddress } from './newsletter-return.ts';

test('a form post goes back to its own page with the outcome for its block', () => {
  expect(signUpReturnAddress('/de/email-sign-up/?ref=mail', 'signup-form', 'pending')).toBe(
    '/de/email-sign-up/?ref=mail&newsletter=pending&signup=signup-form#signup-form',
  );
  expect(signUpReturnAddress('/?newsletter=format&signup=old', 'footer', 'required')).toBe('/?newsletter=required&signup=footer#footer');
  expect(signUpReturnAddress(undefined, undefined, 'failed')).toBe('/?newsletter=failed');
});

test('only paths on this site are followed back; anything else goes home', () => {
  for (const value of ['https://evil.example/', '//evil.example/', '/\\evil.example/', 'javascript:alert(1)', 'delivery/', 42, undefined]) {
    expect(safeReturnPath(value), String(value)).toBe('/');
  }
  expect(safeReturnPath('/delivery/#top')).toBe('/delivery/');
});
