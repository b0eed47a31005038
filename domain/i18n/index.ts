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

/**
 * `t` of a namespace, and of a key prefix inside it, in a language: made once and keeping its
 * answers (fixed-t.ts), shared with the blocks' render. For the texts pages are composed of, which
 * repeat. A text carrying a person's values or a visitor's input (an email's name and reset link,
 * an API's error naming what was sent, an order number from the address) reads i18next afresh,
 * `i18nFor(language).getFixedT`: kept, it would hold such values in memory and push out the
 * pages' texts.
 */
export function tFor(language: Language, namespace: string, keyPrefix?: string): TFunction {
  return fixedT(i18nFor(language), namespace, keyPrefix);
}
