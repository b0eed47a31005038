import type { Database } from '../../db/database.ts';
import type { ExchangeRateSource } from '../../integrations/exchange-rates/exchange-rates.ts';
import type { Job } from '../../lib/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import { saveExchangeRates } from './exchange-rates.ts';

/** Fetches rates from the source and stores them; throws when the source fails (the stored rates stay). */
async function storeLatestRates(db: Database, source: ExchangeRateSource, log: Logger): Promise<{ updated: string[] }> {
  const rates = await source.latestRates();
  const updated = await db.transaction((tx) => saveExchangeRates(tx, rates, source.name));
  log.info('exchange rates refreshed', { source: source.name, updated });
  return { updated };
}

/** Fetches rates from the source and stores them; when the source fails the stored rates stay and the failure is logged. */
export async function refreshExchangeRates(db: Database, source: ExchangeRateSource, log: Logger): Promise<{ updated: string[] }> {
  try {
    return await storeLatestRates(db, source, log);
  } catch (error) {
    log.warn('exchange rates not refreshed; keeping the stored rates', { err: error, source: source.name });
    return { updated: [] };
  }
}

/**
 * The refresh as a periodic job (`server/lib/jobs.ts`): once per period across every process,
 * the first as soon as one starts. A failing source keeps the stored rates and marks the run failed.
 */
export function exchangeRatesJob(db: Database, source: ExchangeRateSource, log: Logger, everyMinutes: number): Job {
  return { name: 'exchange-rates', everySeconds: everyMinutes * 60, run: () => storeLatestRates(db, source, log).then(() => undefined) };
}
