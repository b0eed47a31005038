/** The page language as a formatting locale; money falls back to en-GB (spec section 9). */
const FORMAT_LOCALE: Record<string, string> = { en: 'en-GB', de: 'de-DE' };

export function formatMoney(amount: { value: number; currency: string }, language: string): string {
  return new Intl.NumberFormat(FORMAT_LOCALE[language] ?? 'en-GB', { style: 'currency', currency: amount.currency }).format(amount.value);
}

/** A calendar date (`YYYY-MM-DD`) or a timestamp, as the shopper reads dates. */
export function formatDate(value: string, language: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(FORMAT_LOCALE[language] ?? 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' }).format(date);
}
