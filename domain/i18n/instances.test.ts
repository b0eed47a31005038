import { expect, test } from 'vitest';
import { i18nFor, loadMessages } from './instances.ts';

// A module of its own: nothing has added every language's messages (domain/i18n/index.ts) here, as in the browser.
test("a language's messages come in without the namespaces only some blocks use, and those join the language's instance when asked for", async () => {
  await loadMessages('de');
  const german = i18nFor('de');
  expect(german.t('common:signIn')).toBe('Anmelden');
  expect(german.exists('checkout:title')).toBe(false);
  await loadMessages('de', ['checkout']);
  expect(german.t('checkout:title')).toBe('Kasse');
  expect(german.exists('account:nav.title')).toBe(false);
  // Asking again loads nothing more, and resolves.
  await loadMessages('de', ['checkout']);
  expect(i18nFor('de')).toBe(german);
});
