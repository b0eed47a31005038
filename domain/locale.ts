/** The store's languages and the Intl locale each formats numbers, money and dates in (en-GB is the fallback, spec section 9). */
const INTL_LOCALES = { en: 'en-GB', de: 'de-DE' } as const;

/** The Intl locale for a page language: 'de' → 'de-DE', anything else → 'en-GB'. */
export function intlLocale(language: string): string {
  return language === 'de' ? INTL_LOCALES.de : INTL_LOCALES.en;
}
