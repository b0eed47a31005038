import i18next, { type i18n, type ResourceKey, type ResourceLanguage } from 'i18next';
import type { Language } from './languages.ts';
import { type BlockNamespace, blockNamespaceLoaders } from './messages/block-namespaces.ts';

/**
 * One initialised i18next instance per language, made from that language's messages alone. The
 * server has every language's messages from the start (index.ts); the browser loads the one its
 * page is in (loadMessages), so a page carries one language's messages, not all of them, and of
 * the namespaces only some blocks use, those its blocks name.
 */
type Bundles = ResourceLanguage;

/** Per language, the namespaces in so far. */
const bundles = new Map<Language, Bundles>();
/** The languages whose messages for every page are in. */
const ready = new Set<Language>();
const instances = new Map<Language, i18n>();

/** Each language's messages for every page are a chunk of their own in the browser. */
const loaders: Record<Language, () => Promise<{ default: Bundles }>> = {
  en: () => import('./messages/en.ts'),
  de: () => import('./messages/de.ts'),
};
const loading = new Map<string, Promise<void>>();

function addNamespace(language: Language, namespace: string, bundle: ResourceKey) {
  const known = bundles.get(language) ?? {};
  bundles.set(language, known);
  if (namespace in known) return;
  known[namespace] = bundle;
  instances.get(language)?.addResourceBundle(language, namespace, bundle);
}

/** Adds a language's messages for every page (its chunk, or on the server all of them), by namespace. */
export function addMessages(language: Language, added: Bundles): void {
  for (const [namespace, bundle] of Object.entries(added)) addNamespace(language, namespace, bundle);
  ready.add(language);
}

function once(key: string, load: () => Promise<void>): Promise<void> {
  let promise = loading.get(key);
  if (!promise) {
    promise = load();
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Whether a language's messages and the block namespaces asked for are in: a page in that language renders without waiting. */
export function messagesLoaded(language: Language, namespaces: readonly BlockNamespace[] = []): boolean {
  const known = bundles.get(language);
  return ready.has(language) && known !== undefined && namespaces.every((namespace) => namespace in known);
}

/**
 * Loads a language's messages once, and the block namespaces asked for (block-registry's
 * `messagesOf`); pages in that language render after it settles.
 */
export function loadMessages(language: Language, namespaces: readonly BlockNamespace[] = []): Promise<void> {
  const known = bundles.get(language);
  const waits: Promise<void>[] = [];
  if (!ready.has(language)) waits.push(once(language, () => loaders[language]().then((module) => addMessages(language, module.default))));
  for (const namespace of namespaces)
    if (!known || !(namespace in known))
      waits.push(
        once(`${language}:${namespace}`, () =>
          blockNamespaceLoaders[language][namespace]().then((module) => addNamespace(language, namespace, module.default as ResourceKey)),
        ),
      );
  return waits.length ? Promise.all(waits).then(() => undefined) : Promise.resolve();
}

/** The instance for a language whose messages are in (see loadMessages). */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    const known = bundles.get(language);
    if (!ready.has(language) || !known) throw new Error(`The "${language}" messages are not loaded: await loadMessages("${language}") first`);
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { ...known } },
      ns: Object.keys(known),
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}
