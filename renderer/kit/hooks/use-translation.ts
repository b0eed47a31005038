import type { TFunction, i18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import { fixedT } from '../../../domain/i18n/fixed-t.ts';

/**
 * `t` of a namespace in the page's language, for blocks and the shell. react-i18next's own
 * hook copies every property of the i18next instance into a new object for each component that
 * calls it, a thirteenth of a lister's server render; here each language's instance keeps its
 * language for good (domain/i18n/instances.ts), so one fixed `t` per instance and namespace
 * serves every component.
 */
export function useTranslation(ns?: string): { t: TFunction; i18n: i18n } {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  return { t: fixedT(instance, ns), i18n: instance };
}
