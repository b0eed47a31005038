/** The spec's `{value, currency}` amounts: stored in minor units, answered in major units. */
export interface Money {
  value: number;
  currency: string;
}

const digitsCache = new Map<string, number>();

/** Decimal places of a currency (2 for GBP, 0 for JPY), from Intl. */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

export function money(minor: number, currency: string): Money {
  const digits = currencyDigits(currency);
  return { value: Number((minor / 10 ** digits).toFixed(digits)), currency };
}
