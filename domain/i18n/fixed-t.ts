import type { TFunction, i18n } from 'i18next';

const fixedTs = new WeakMap<i18n, Map<string, TFunction>>();

/**
 * The `t` of an instance's namespace (and key prefix) that keeps its answers (`keptAnswers`), one
 * for good per instance, namespace and prefix. Each language's instance keeps its language
 * (instances.ts), so blocks, the shell and the server's page composition share them (index.ts's
 * `tFor` says which texts not to give it).
 */
export function fixedT(instance: i18n, namespace?: string, keyPrefix?: string): TFunction {
  let byNamespace = fixedTs.get(instance);
  if (!byNamespace) {
    byNamespace = new Map();
    fixedTs.set(instance, byNamespace);
  }
  const id = keyPrefix === undefined ? (namespace ?? '') : `${namespace ?? ''}\u0000${keyPrefix}`;
  let t = byNamespace.get(id);
  if (!t) {
    t = keptAnswers(instance.getFixedT(null, namespace ?? null, keyPrefix));
    byNamespace.set(id, t);
  }
  return t;
}

/** Answers kept per namespace before the oldest are let go: far more than the messages a page asks for. */
export const KEPT_ANSWERS = 2000;

/**
 * `t` that keeps its answers. An instance's messages never change, so the same key with the same
 * plain options (a default, a count, a name) always reads the same; i18next resolves each call
 * afresh (lookup, nesting, interpolation): about 15 µs a call, a quarter of a content page's
 * server render, and 10 µs more for a `getFixedT` made for the call.
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
