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
    t = instance.getFixedT(null, ns ?? null);
    byNamespace.set(ns ?? '', t);
  }
  return { t, i18n: instance };
}
