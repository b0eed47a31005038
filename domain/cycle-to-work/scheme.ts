/**
 * Cycle-to-work scheme rules. Pure and import-free: the quote form in the browser runs
 * the same limit and savings sums as the server.
 */

/** The usual scheme limit, £1,000, and up to £5,000 where the employer has opted into a higher limit (pence). */
export const STANDARD_SCHEME_LIMIT = 100000;
export const RAISED_SCHEME_LIMIT = 500000;

export function schemeLimit(higherLimit: boolean): number {
  return higherLimit ? RAISED_SCHEME_LIMIT : STANDARD_SCHEME_LIMIT;
}

/**
 * A total as a shopper types it ('1249.99', '£1,249.99', 1249.99) → whole pence, or
 * undefined when it is not an amount of pounds with at most two decimals.
 */
export function parseTotal(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[£\s]/g, '').replace(/,(?=\d{3}(\D|$))/g, '') : '';
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
