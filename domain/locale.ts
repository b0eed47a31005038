/** The store's languages and the Intl locale each formats numbers, money and dates in (en-GB is the fallback, spec section 9). */
const INTL_LOCALES = { en: 'en-GB', de: 'de-DE' } as const;

/** The Intl locale for a page language: 'de' → 'de-DE', anything else → 'en-GB'. */
export function intlLocale(language: string): string {
  return language === 'de' ? INTL_LOCALES.de : INTL_LOCALES.en;
}

/** A calendar date (`YYYY-MM-DD`) or a timestamp, as the shopper reads dates (pages and emails alike). */
export function formatDate(value: string, language: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'Europe/London' }).format(date);
}
