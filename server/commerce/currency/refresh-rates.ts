import type { Database } from '../../db/database.ts';
import type { ExchangeRateSource } from '../../integrations/exchange-rates/exchange-rates.ts';
import type { Logger } from '../../lib/logger.ts';
import { saveExchangeRates } from './exchange-rates.ts';

/** Fetches rates from the source and stores them; when the source fails the stored rates stay and the failure is logged. */
export async function refreshExchangeRates(db: Database, source: ExchangeRateSource, log: Logger): Promise<{ updated: string[] }> {
  let rates: Record<string, string>;
  try {
    rates = await source.latestRates();
  } catch (error) {
    log.warn('exchange rates not refreshed; keeping the stored rates', { err: error, source: source.name });
    return { updated: [] };
  }
  const updated = await db.transaction((tx) => saveExchangeRates(tx, rates, source.name));
  log.info('exchange rates refreshed', { source: source.name, updated });
  return { updated };
}

/** Refreshes every `everyMinutes` (0: never), and once at start when `atStart`; returns the function that stops it. */
export function scheduleRateRefresh(
  db: Database,
  source: ExchangeRateSource,
  log: Logger,
  { everyMinutes, atStart }: { everyMinutes: number; atStart: boolean },
): () => void {
  const refresh = () => void refreshExchangeRates(db, source, log).catch((error: unknown) => log.error('exchange rate refresh failed', { err: error }));
  if (atStart) refresh();
  if (everyMinutes <= 0) return () => undefined;
  const timer = setInterval(refresh, everyMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
