import type { Queryable } from '../../db/database.ts';
import { baseOf } from '../../db/store-memo.ts';

export interface ExchangeRate {
  currency: string;
  /** Units of the currency for £1, as exact decimal text. */
  rate: string;
  source: string;
  updatedAt: string;
}

/** '1868.50000000' → '1868.5': the column's fixed scale is noise for people and for conversion. */
function plainDecimal(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export async function listExchangeRates(db: Queryable): Promise<ExchangeRate[]> {
  const rows = await db.query<{ currency: string; rate: string; source: string; updated_at: string }>(
    'select currency, rate::text as rate, source, updated_at::text as updated_at from exchange_rates order by currency',
  );
  return rows.map((row) => ({ currency: row.currency, rate: plainDecimal(row.rate), source: row.source, updatedAt: row.updated_at }));
}

const TTL_MS = 60_000;
const cache = new WeakMap<Queryable, { at: number; value: Promise<Map<string, string>> }>();

/** Currency → rate, read at most once a minute per database (prices on every page need it). */
export function cachedExchangeRates(db: Queryable): Promise<Map<string, string>> {
  const hit = cache.get(baseOf(db));
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = listExchangeRates(db).then((rates) => new Map(rates.map((r) => [r.currency, r.rate])));
  cache.set(baseOf(db), { at: Date.now(), value });
  value.catch(() => cache.delete(baseOf(db)));
  return value;
}

export function forgetCachedExchangeRates(db: Queryable): void {
  cache.delete(baseOf(db));
}

/**
 * Stores fresh rates for the currencies the store uses (a configured country's or one
 * already rated); others are left out. GBP stays 1. Returns the currencies updated.
 */
export async function saveExchangeRates(db: Queryable, rates: Record<string, string>, source: string): Promise<string[]> {
  const wanted = await db.query<{ currency: string }>('select currency from countries union select currency from exchange_rates');
  const used = new Set(wanted.map((row) => row.currency));
  const updated: string[] = [];
  for (const [currency, rate] of Object.entries(rates)) {
    if (currency === 'GBP' || !used.has(currency)) continue;
    await db.query(
      'insert into exchange_rates (currency, rate, source, updated_at) values ($1, $2, $3, now()) on conflict (currency) do update set rate = excluded.rate, source = excluded.source, updated_at = excluded.updated_at',
      [currency, rate, source],
    );
    updated.push(currency);
  }
  forgetCachedExchangeRates(db);
  return updated.sort();
}
