import type { TFunction } from 'i18next';
import { fixedT } from './fixed-t.ts';
import { addMessages, i18nFor } from './instances.ts';
import type { Language } from './languages.ts';
import { resources } from './resources.ts';

export { i18nFor, loadMessages } from './instances.ts';
export { isLanguage, LANGUAGES, type Language } from './languages.ts';

// Server code (pages, emails, errors) speaks every language at once: all messages are in from the start.
addMessages('en', resources.en);
addMessages('de', resources.de);

/** `t` of a namespace, and of a key prefix inside it, in a language: made once and keeping its answers (fixed-t.ts). */
export function tFor(language: Language, namespace: string, keyPrefix?: string): TFunction {
  return fixedT(i18nFor(language), namespace, keyPrefix);
}
