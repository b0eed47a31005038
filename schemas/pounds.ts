/**
 * The one reading of an amount of pounds, as a shopper or a client sends it: 19.99,
 * "134.70", "£4,249.99" → whole pence (1999, 13470, 424999), or undefined when it is not
 * an amount of pounds with at most two decimals. The digits are read as text, never
 * through floating point: a JSON number is taken by its shortest decimal form, which
 * is the form it was written in. Used by the request schemas' `pounds` keyword and by
 * every place that turns such an amount into pence.
 */
export function penceFromPounds(value: unknown): number | undefined {
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) return undefined;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[£\s]/g, '').replace(/,(?=\d{3}(\D|$))/g, '') : '';
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The schema keyword: `"pounds": true` on a number-or-string property. */
export const POUNDS_KEYWORD = {
  keyword: 'pounds',
  type: ['number', 'string'],
  schemaType: 'boolean',
  validate: (wanted: boolean, data: unknown) => !wanted || penceFromPounds(data) !== undefined,
} as const;
