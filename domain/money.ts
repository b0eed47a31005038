/**
 * Money shared by the server and the browser: amounts are integer minor units of a
 * currency (pence, cents, yen). Prices are kept in GBP and converted for display.
 */

/** Money formatting falls back to this locale (spec section 9). */
export const FALLBACK_MONEY_LOCALE = 'en-GB';

export const BASE_CURRENCY = 'GBP';

/** ISO 4217 minor-unit exponents that differ from 2; every other currency has 2 decimals. */
const EXPONENTS: Readonly<Record<string, number>> = { JPY: 0, KRW: 0, CLP: 0, ISK: 0, VND: 0, BHD: 3, JOD: 3, KWD: 3, OMR: 3, TND: 3 };

export function currencyExponent(currency: string): number {
  return EXPONENTS[currency.toUpperCase()] ?? 2;
}

const supportCache = new Map<string, string>();

/** The locale to format with: the given one when the runtime knows it, else en-GB. */
export function moneyLocale(locale: string | undefined): string {
  if (!locale) return FALLBACK_MONEY_LOCALE;
  let resolved = supportCache.get(locale);
  if (resolved === undefined) {
    try {
      resolved = Intl.NumberFormat.supportedLocalesOf([locale]).length ? locale : FALLBACK_MONEY_LOCALE;
    } catch {
      resolved = FALLBACK_MONEY_LOCALE;
    }
    supportCache.set(locale, resolved);
  }
  return resolved;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats minor units as a price, e.g. 123450 EUR in de-DE → '1.234,50 €'; JPY and KRW show no decimals. */
export function formatMoney(minorUnits: number, currency: string, locale?: string): string {
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`Money must be whole minor units, got ${minorUnits}`);
  const code = currency.toUpperCase();
  const exponent = currencyExponent(code);
  const useLocale = moneyLocale(locale);
  const key = `${useLocale}|${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(useLocale, { style: 'currency', currency: code, minimumFractionDigits: exponent, maximumFractionDigits: exponent });
    formatters.set(key, formatter);
  }
  return formatter.format(minorUnits / 10 ** exponent);
}

/** Parses a positive decimal rate ('1.165', 199.4) into an integer and its scale, exactly. */
function scaledRate(rate: number | string): { units: bigint; scale: bigint } {
  const text = typeof rate === 'number' ? rate.toString() : rate.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || Number(text) <= 0) throw new RangeError(`An exchange rate must be a positive decimal number, got ${String(rate)}`);
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1]}${fraction}`), scale: 10n ** BigInt(fraction.length) };
}

/** Divides and rounds half away from zero, so 0.5 of a cent is always a whole cent up. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/**
 * Converts pence into minor units of `currency` at `rate` (units of that currency for £1),
 * computed exactly and rounded once, half away from zero, to the currency's exponent.
 * 1999 pence at 1.165 EUR → 2329 cents; 1999 pence at 199.4 JPY → 3986 yen.
 */
export function convertFromGbp(pence: number, rate: number | string, currency: string): number {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Money must be whole minor units, got ${pence}`);
  const { units, scale } = scaledRate(rate);
  const targetMinor = 10n ** BigInt(currencyExponent(currency));
  const sourceMinor = 10n ** BigInt(currencyExponent(BASE_CURRENCY));
  return Number(divideRounded(BigInt(pence) * units * targetMinor, scale * sourceMinor));
}
