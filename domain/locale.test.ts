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

test('a formatter remembers what it wrote, and writes each value as Intl does', () => {
  const options = { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 } as const;
  const price = numberFormat('en-GB', options);
  const intl = new Intl.NumberFormat('en-GB', options);
  // More values than it keeps, twice over, so answers come both written and remembered.
  for (const round of [1, 2])
    for (let pence = -700; pence < 700; pence += 1) expect(price.format(pence / 100), `round ${round}`).toBe(intl.format(pence / 100));
  expect(price.format(-0)).toBe(intl.format(-0));
  expect(price.format(0)).toBe(intl.format(0));
  expect(price.format(12n)).toBe(intl.format(12n));
  expect(price.formatToParts(1.5)).toEqual(intl.formatToParts(1.5));
  expect(price.resolvedOptions().currency).toBe('GBP');

  const dates = dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });
  const moment = new Date('2026-03-29T00:30:00Z');
  expect(dates.format(moment)).toBe('29 Mar 2026');
  expect(dates.format(moment.getTime())).toBe('29 Mar 2026');
  expect(dates.format(new Date('2026-03-30T00:30:00Z'))).toBe('30 Mar 2026');
  expect(() => dates.format(new Date('not a date'))).toThrow(RangeError);
  // A format used as a callback keeps working unbound, as Intl's own does.
  expect([1, 2].map(numberFormat('de-DE', { minimumFractionDigits: 1 }).format)).toEqual(['1,0', '2,0']);
});
