import type { Money } from '../schemas/generated/index.ts';
import { numberFormat } from './locale.ts';

/**
 * Money shared by the server and the browser: amounts are integer minor units of a
 * currency (pence, cents, yen), and the minor unit of each currency is Intl's, so what
 * is stored, answered, converted and shown always agrees. Prices are kept in GBP and
 * converted for display; the HTTP calls answer `{value, currency}` in major units.
 */

/** Money formatting falls back to this locale (spec section 9). */
export const FALLBACK_MONEY_LOCALE = 'en-GB';

export const BASE_CURRENCY = 'GBP';

/** An amount as the spec's calls answer it: major units of `currency` (12.5 is £12.50). */
export type { Money };

const exponents = new Map<string, number>();

/** Decimal places of a currency's minor unit, as Intl formats it: 2 for GBP and EUR, 0 for JPY, KRW and HUF. */
export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  let exponent = exponents.get(code);
  if (exponent === undefined) {
    exponent = numberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(code, exponent);
  }
  return exponent;
}

function wholeMinorUnits(minorUnits: number): number {
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`Money must be whole minor units, got ${minorUnits}`);
  return minorUnits;
}

/** Minor units as major units: 189999 GBP → 1899.99, 250000 JPY → 250000. */
export function toMajor(minorUnits: number, currency: string = BASE_CURRENCY): number {
  const exponent = currencyExponent(currency);
  return Number((wholeMinorUnits(minorUnits) / 10 ** exponent).toFixed(exponent));
}

/** Major units (as the calls answer them) back to whole minor units: 1899.99 GBP → 189999. */
export function toMinor(majorUnits: number, currency: string = BASE_CURRENCY): number {
  if (!Number.isFinite(majorUnits)) throw new RangeError(`An amount must be a number, got ${majorUnits}`);
  return Math.round(majorUnits * 10 ** currencyExponent(currency));
}

/** Minor units as the calls answer them: `{value, currency}` in major units. */
export function money(minorUnits: number, currency: string = BASE_CURRENCY): Money {
  return { value: toMajor(minorUnits, currency), currency };
}

/** Minor units as a plain decimal for machines (structured data, form fields): 129900 GBP → '1299.00'. */
export function decimalAmount(minorUnits: number, currency: string = BASE_CURRENCY): string {
  return toMajor(minorUnits, currency).toFixed(currencyExponent(currency));
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

export interface MoneyFormatOptions {
  /** Leave out the decimals of a whole amount (£1,299 but £1,299.50), as catalogue prices read. */
  trimWhole?: boolean;
}

/** Formats minor units as a price, e.g. 123450 EUR in de-DE → '1.234,50 €'; JPY and KRW show no decimals. */
export function formatMoney(minorUnits: number, currency: string, locale?: string, options: MoneyFormatOptions = {}): string {
  const code = currency.toUpperCase();
  const exponent = currencyExponent(code);
  const scale = 10 ** exponent;
  const digits = options.trimWhole && wholeMinorUnits(minorUnits) % scale === 0 ? 0 : exponent;
  const useLocale = moneyLocale(locale);
  const formatter = numberFormat(useLocale, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits });
  return formatter.format(wholeMinorUnits(minorUnits) / scale);
}

/** Pence as pounds, as the store's own messages and emails state them: £1,899.99 (1.899,99 £ in de-DE). */
export function formatPounds(pence: number, locale: string = FALLBACK_MONEY_LOCALE): string {
  return formatMoney(pence, BASE_CURRENCY, locale);
}

/** Formats an amount as the calls answer it (`{value, currency}`, major units). */
export function formatAmount(amount: Money, locale?: string): string {
  return formatMoney(toMinor(amount.value, amount.currency), amount.currency, locale);
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
  wholeMinorUnits(pence);
  const { units, scale } = scaledRate(rate);
  const targetMinor = 10n ** BigInt(currencyExponent(currency));
  const sourceMinor = 10n ** BigInt(currencyExponent(BASE_CURRENCY));
  return Number(divideRounded(BigInt(pence) * units * targetMinor, scale * sourceMinor));
}

/** Where the shopper is, as the page carries it: their currency, its locale, and units of it for £1. */
export interface ShopperCurrency {
  currency: string;
  locale: string;
  rate?: string | undefined;
  /** The retailer shows catalogue prices in this currency rounded to whole units (what is charged stays exact). */
  roundPrices?: boolean | undefined;
}

/** Minor units rounded half up to whole major units: 232950 EUR cents → 233000; a currency without decimals (JPY, KRW) is left as it is. */
export function roundToWholeUnits(minorUnits: number, currency: string): number {
  const scale = 10 ** currencyExponent(currency);
  return Math.round(wholeMinorUnits(minorUnits) / scale) * scale;
}

/** Every way the store shows money on a page, for one page language and one shopper. */
export interface MoneyFormat {
  /** A GBP price in pence in the shopper's currency at the page's rate, in their country's format; pounds without a rate. */
  price(pence: number): string;
  /** A GBP amount in major units, as the cart calls answer it, shown as `price` shows pence. */
  cartPrice(pounds: number): string;
  /** A catalogue price: converted like `price` (to whole units where the retailer rounds that currency), but pounds read in the page's language with pence only when there are some. */
  listPrice(minorUnits: number, currency?: string): string;
  /** Pounds as the UK-only offers (finance, cycle to work) state them, in the page's language: £1,800.00 or 1.800,00 £. */
  pounds(pence: number): string;
  /** An amount in its own currency as the calls answer it (an order as it was paid), in the page's language. */
  amount(amount: Money): string;
}

/** The money formats of a page in `pageLocale` (the Intl locale of its language) for a shopper in `shopper`. */
export function moneyFormat(pageLocale: string, shopper: ShopperCurrency | undefined): MoneyFormat {
  const converted = (pence: number) =>
    shopper?.rate ? formatMoney(convertFromGbp(pence, shopper.rate, shopper.currency), shopper.currency, shopper.locale) : undefined;
  const price = (pence: number) => converted(pence) ?? formatPounds(pence, shopper?.locale);
  const convertedList = (pence: number) => {
    if (!shopper?.rate) return undefined;
    const minor = convertFromGbp(pence, shopper.rate, shopper.currency);
    if (!shopper.roundPrices) return formatMoney(minor, shopper.currency, shopper.locale);
    return formatMoney(roundToWholeUnits(minor, shopper.currency), shopper.currency, shopper.locale, { trimWhole: true });
  };
  return {
    price,
    cartPrice: (pounds) => price(toMinor(pounds, BASE_CURRENCY)),
    listPrice: (minorUnits, currency = BASE_CURRENCY) =>
      (currency === BASE_CURRENCY && shopper?.currency !== BASE_CURRENCY ? convertedList(minorUnits) : undefined) ??
      formatMoney(minorUnits, currency, pageLocale, { trimWhole: true }),
    pounds: (pence) => formatPounds(pence, pageLocale),
    amount: (amount) => formatAmount(amount, pageLocale),
  };
}
