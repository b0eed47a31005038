import { usePageContext } from '../../renderer/kit/hooks/page-context.ts';
import { BASE_CURRENCY, convertFromGbp, formatMoney as formatShopperMoney } from '../../domain/money.ts';

const formats = new Map<string, Intl.NumberFormat>();

/** Minor units to a price in the page's language: £1,299 or 1.299 £, with pence only when there are some (en-GB is the fallback). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  const digits = minor % 100 === 0 ? 0 : 2;
  const key = `${tag}:${currency}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format.format(minor / 100);
}

/**
 * Catalogue prices (GBP minor units) for the shopper: in their country's currency at the
 * page's exchange rate (spec section 9: Intl.NumberFormat with the country's locale,
 * no minor units for JPY and KRW), else in pounds as above.
 */
export function useCatalogMoney(): (minor: number, currency: string) => string {
  const { locale, shell } = usePageContext();
  const location = shell.location;
  return (minor, currency) => {
    if (currency === BASE_CURRENCY && location?.rate && location.currency !== BASE_CURRENCY)
      return formatShopperMoney(convertFromGbp(minor, location.rate, location.currency), location.currency, location.locale);
    return formatMoney(minor, currency, locale);
  };
}
