import { BASE_CURRENCY, convertFromGbp, formatMoney } from '../../../domain/money.ts';
import { usePageContext } from './page-context.ts';

/** Formats minor units for the shopper: in the currency and locale of their country, pounds in en-GB without one. */
export function useMoney(): (minorUnits: number, currency?: string) => string {
  const location = usePageContext().shell.location;
  return (minorUnits, currency = location?.currency ?? 'GBP') => formatMoney(minorUnits, currency, location?.locale);
}

/**
 * Formats an amount in pounds (the cart calls answer major units of GBP) in the shopper's
 * currency, converted at the page's rate; pounds when the page carries no rate.
 */
export function usePoundsMoney(): (pounds: number) => string {
  const location = usePageContext().shell.location;
  return (pounds) => {
    const pence = Math.round(pounds * 100);
    if (!location?.rate) return formatMoney(pence, BASE_CURRENCY, location?.locale);
    return formatMoney(convertFromGbp(pence, location.rate, location.currency), location.currency, location.locale);
  };
}
