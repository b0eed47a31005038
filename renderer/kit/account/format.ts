import { intlLocale } from '../../../domain/locale.ts';

/** A calendar date (`YYYY-MM-DD`) or a timestamp, as the shopper reads dates. */
export function formatDate(value: string, language: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'Europe/London' }).format(date);
}
