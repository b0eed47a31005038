import type { Language } from '../../domain/i18n/index.ts';
import type { Shell } from '../../schemas/generated/index.ts';
import type { CountryRecord } from '../commerce/countries/types.ts';
import { shopperPricing } from '../commerce/currency/shopper-pricing.ts';
import type { PageRequest } from './types.ts';

export type ShellLocation = NonNullable<Shell['location']>;

/** The shopper's country as the header and price blocks need it, named in the page's language. */
export function shellLocation(country: CountryRecord, language: Language): ShellLocation {
  return {
    code: country.code,
    name: country.name[language],
    currency: country.currency,
    currencySign: country.currencySign,
    locale: country.locale,
    flag: country.icon,
  };
}

/**
 * The shopper's location as the shell carries it, with the exchange rate when prices show in
 * another currency (the browser converts cart prices); undefined without a country.
 */
export async function shopperShellLocation(
  req: Pick<PageRequest, 'db' | 'config' | 'location'> & { site: Pick<PageRequest['site'], 'locale'> },
): Promise<ShellLocation | undefined> {
  const country = req.location?.country;
  if (!country) return undefined;
  const location = shellLocation(country, req.site.locale);
  const pricing = await shopperPricing(req.db, req.location);
  if (pricing.currency !== country.currency || pricing.rate === '1') return location;
  const roundPrices = req.config.roundedPriceCurrencies.includes(pricing.currency);
  return { ...location, rate: pricing.rate, ...(roundPrices ? { roundPrices } : {}) };
}

/** Adds the request's location to a (shared, cached) shell without changing it. */
export async function withShopperLocation(shell: Shell, req: PageRequest): Promise<Shell> {
  const location = await shopperShellLocation(req);
  return location ? { ...shell, location } : shell;
}
