import { expect, test } from 'vitest';
import { accountArea } from './account-access.ts';

test('account pages, the account home and the three sign-in pages are guarded; nothing else is', () => {
  expect(accountArea('/my-account/')).toBe('account-home');
  expect(accountArea('/my-account/orders/100000101/')).toBe('account');
  expect(accountArea('/auth/login/')).toBe('auth');
  expect(accountArea('/auth/register/')).toBe('auth');
  expect(accountArea('/auth/reset-password/')).toBe('auth');
  expect(accountArea('/auth/other/')).toBeUndefined();
  expect(accountArea('/my-accounts/')).toBeUndefined();
  expect(accountArea('/delivery/')).toBeUndefined();
});
