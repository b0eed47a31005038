import { BASE_CURRENCY, convertFromGbp, FALLBACK_MONEY_LOCALE, formatMoney } from '../../../domain/money.ts';
import type { Queryable } from '../../db/database.ts';
import type { ShopperLocation } from '../countries/shopper-location.ts';
import { cachedExchangeRates } from './exchange-rates.ts';

/** How prices show for one shopper: the country's currency and locale, and the rate from GBP. */
export interface ShopperPricing {
  currency: string;
  locale: string;
  rate: string;
}

export const GBP_PRICING: ShopperPricing = { currency: BASE_CURRENCY, locale: FALLBACK_MONEY_LOCALE, rate: '1' };

/** The shopper's pricing; pounds when there is no country or no rate for its currency. */
export async function shopperPricing(db: Queryable, location: ShopperLocation | undefined): Promise<ShopperPricing> {
  const country = location?.country;
  if (!country) return GBP_PRICING;
  const rate = country.currency === BASE_CURRENCY ? '1' : (await cachedExchangeRates(db)).get(country.currency);
  return rate ? { currency: country.currency, locale: country.locale, rate } : GBP_PRICING;
}

/** A GBP price (pence) in the shopper's currency: minor units, the currency, and the text to show. */
export function shopperPrice(pence: number, pricing: ShopperPricing): { amount: number; currency: string; text: string } {
  const amount = convertFromGbp(pence, pricing.rate, pricing.currency);
  return { amount, currency: pricing.currency, text: formatMoney(amount, pricing.currency, pricing.locale) };
}
