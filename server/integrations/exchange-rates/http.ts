import { asRecord, getJson, IntegrationError } from '../http-json.ts';
import { type ExchangeRateSource, readRates } from './exchange-rates.ts';

/** Reads `{base: 'GBP', rates: {EUR: 1.17, ...}}` from the configured rates service. */
export function httpExchangeRates(url: string, timeoutMs: number): ExchangeRateSource {
  return {
    name: new URL(url).host,
    async latestRates() {
      const answer = asRecord(await getJson('exchange-rates', url, { timeoutMs }));
      const base = answer?.['base'];
      if (base !== undefined && base !== 'GBP') throw new IntegrationError('exchange-rates', `rates are against ${String(base)}, not GBP`);
      const { rates } = readRates(answer?.['rates']);
      if (!Object.keys(rates).length) throw new IntegrationError('exchange-rates', 'the answer holds no usable rates');
      return rates;
    },
  };
}
