import i18next, { type i18n } from 'i18next';
import type { Language } from './languages.ts';
import type { Messages } from './resources.ts';

/**
 * One initialised i18next instance per language, made from that language's messages alone. The
 * server has every language's messages from the start (index.ts); the browser loads the one its
 * page is in (loadMessages), so a page carries one language's messages, not all of them.
 */
const messages = new Map<Language, Messages>();
const instances = new Map<Language, i18n>();

/** Each language's messages are a chunk of their own in the browser. */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./messages/en.ts'),
  de: () => import('./messages/de.ts'),
};
const loading = new Map<Language, Promise<void>>();

export function addMessages(language: Language, bundle: Messages): void {
  if (!messages.has(language)) messages.set(language, bundle);
}

/** Loads a language's messages once; pages in that language render after it settles. */
export function loadMessages(language: Language): Promise<void> {
  if (messages.has(language)) return Promise.resolve();
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then((module) => addMessages(language, module.default));
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/** The instance for a language whose messages are in (see loadMessages). */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    const bundle = messages.get(language);
    if (!bundle) throw new Error(`The "${language}" messages are not loaded: await loadMessages("${language}") first`);
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: bundle },
      ns: Object.keys(bundle),
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}
