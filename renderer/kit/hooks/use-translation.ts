import type { TFunction, i18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext, getI18n } from 'react-i18next';

const fixedTs = new WeakMap<i18n, Map<string, TFunction>>();

/**
 * `t` of a namespace in the page's language, for blocks and the shell. react-i18next's own
 * hook copies every property of the i18next instance into a new object for each component that
 * calls it, a thirteenth of a lister's server render; here each language's instance keeps its
 * language for good (domain/i18n/instances.ts), so one fixed `t` per instance and namespace
 * serves every component.
 */
export function useTranslation(ns?: string): { t: TFunction; i18n: i18n } {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  let byNamespace = fixedTs.get(instance);
  if (!byNamespace) {
    byNamespace = new Map();
    fixedTs.set(instance, byNamespace);
  }
  let t = byNamespace.get(ns ?? '');
  if (!t) {
    t = keptAnswers(instance.getFixedT(null, ns ?? null));
    byNamespace.set(ns ?? '', t);
  }
  return { t, i18n: instance };
}

/** Answers kept per namespace before the oldest are let go: far more than the messages a page asks for. */
export const KEPT_ANSWERS = 2000;

/**
 * `t` that keeps its answers. An instance's messages never change, so the same key with the same
 * plain options (a default, a count, a name) always reads the same; i18next resolves each call
 * afresh (lookup, nesting, interpolation), about a quarter of a content page's server render.
 * Calls with anything else (an object or array option, a third argument) are passed through.
 */
export function keptAnswers(t: TFunction): TFunction {
  const kept = new Map<string, string>();
  const resolve = t as unknown as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    const id = args.length <= 2 ? answerId(args[0], args[1]) : undefined;
    if (id === undefined) return resolve(...args);
    const known = kept.get(id);
    if (known !== undefined) return known;
    const answer = resolve(...args);
    if (typeof answer === 'string') {
      if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
      kept.set(id, answer);
    }
    return answer;
  }) as unknown as TFunction;
}

/** The key and its plain options as one string; undefined when an option is not a string, number or boolean. */
function answerId(key: unknown, options: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (options === undefined) return key;
  if (typeof options === 'string') return `${key}\u0000${options}`;
  if (typeof options !== 'object' || options === null) return undefined;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    id += `\u0000${name}\u0001${typeof value === 'string' ? 's' : 'p'}${value}`;
  }
  return id;
}
