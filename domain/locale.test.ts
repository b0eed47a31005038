import { expect, test } from 'vitest';
import { dateTimeFormat, formatDate, numberFormat } from './locale.ts';

test('a formatter is made once per locale and options, and formats as Intl does', () => {
  const rating = numberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  expect(numberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe(rating);
  expect(numberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).not.toBe(rating);
  expect(numberFormat('de-DE', { maximumFractionDigits: 1 })).not.toBe(rating);
  expect(rating.format(4.25)).toBe('4,3');
  expect(numberFormat('en-GB', { useGrouping: false }).format(1234.5)).toBe('1234.5');
  const dispatch = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
  expect(dateTimeFormat('de-DE', dispatch)).toBe(dateTimeFormat('de-DE', { ...dispatch }));
  expect(dateTimeFormat('de-DE', dispatch).format(new Date('2026-12-03T00:00:00Z'))).toBe('Donnerstag, 3. Dezember');
  expect(formatDate('2026-12-03', 'en')).toBe('3 Dec 2026');
  expect(formatDate('2026-12-03', 'de')).toBe('03.12.2026');
});
