import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ExchangeRateSource, readRates } from './exchange-rates.ts';

export const EXCHANGE_RATES_FIXTURE = join(process.cwd(), 'fixtures', 'countries', 'exchange-rates.json');

/** The local stand-in: the rates the store was seeded with. */
export function sandboxExchangeRates(): ExchangeRateSource {
  return {
    name: 'sandbox',
    async latestRates() {
      const fixture = JSON.parse(readFileSync(EXCHANGE_RATES_FIXTURE, 'utf8')) as { rates: unknown };
      return readRates(fixture.rates).rates;
    },
  };
}
