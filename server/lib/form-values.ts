import { toMajor, toMinor } from '../../domain/money.ts';
import { invalid } from './errors.ts';

/** Values as a staff form or a JSON call sends them: numbers or their text, checked with a message naming the field. */

/** Pounds as sent (1299.99, or "1299.99" from a form) to pence; a clear message for anything that is not an amount of money. */
export function pence(value: unknown, field: string, max: number): number {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim().replace(/^£/, '') : '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw invalid(`"${field}" must be an amount in pounds with at most two decimals, like 1299.99.`, field);
  const minor = toMinor(Number(text));
  if (minor === 0) throw invalid(`"${field}" must be more than £0.00.`, field);
  if (minor > max) throw invalid(`"${field}" must be at most £${toMajor(max).toLocaleString('en-GB')}.`, field);
  return minor;
}

/** A whole number (4, or "4" from a form) from 0 to `max`. */
export function wholeNumber(value: unknown, field: string, max: number): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max)
    throw invalid(`"${field}" must be a whole number from 0 to ${max.toLocaleString('en-GB')}.`, field);
  return n;
}

export function moment(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value) ||
    Number.isNaN(Date.parse(value))
  )
    throw invalid(`"${field}" must be a date like 2026-12-01 or a moment like 2026-12-01T09:00:00Z, or left out for no limit.`, field);
  return new Date(value).toISOString();
}

export function flag(value: unknown, field: string, meaning = 'true or false'): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw invalid(`"${field}" must be ${meaning}.`, field);
}
