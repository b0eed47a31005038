import type { Queryable } from '../../db/database.ts';
import type { CountryRecord, StoreCountryConfig } from './types.ts';
import { baseOf } from '../../db/store-memo.ts';

interface CountryRow {
  code: string;
  name_en: string;
  name_de: string;
  currency: string;
  esw_code: string;
  currency_sign: string;
  locale: string;
  icon: string;
}

interface ConfigRow {
  available_countries: string[];
  non_esw_countries: string[];
  esw_enabled: boolean;
}

export interface StoreCountries {
  config: StoreCountryConfig;
  /** The available countries, in the configured order. */
  available: CountryRecord[];
}

function toRecord(row: CountryRow): CountryRecord {
  return {
    code: row.code,
    name: { en: row.name_en, de: row.name_de },
    currency: row.currency,
    eswCode: row.esw_code,
    currencySign: row.currency_sign,
    locale: row.locale,
    icon: row.icon,
  };
}

/** The store's country configuration and its available countries; no configuration means none available. */
export async function readStoreCountries(db: Queryable): Promise<StoreCountries> {
  const [configRows, countryRows] = await Promise.all([
    db.query<ConfigRow>('select available_countries, non_esw_countries, esw_enabled from store_country_config'),
    db.query<CountryRow>('select code, name_en, name_de, currency, esw_code, currency_sign, locale, icon from countries'),
  ]);
  const row = configRows[0];
  const config: StoreCountryConfig = row
    ? { availableCountries: row.available_countries, nonEswCountries: row.non_esw_countries, eswEnabled: row.esw_enabled }
    : { availableCountries: [], nonEswCountries: [], eswEnabled: false };
  const byCode = new Map(countryRows.map((r) => [r.code, toRecord(r)]));
  const available = config.availableCountries.flatMap((code) => byCode.get(code) ?? []);
  return { config, available };
}

const TTL_MS = 60_000;
const cache = new WeakMap<Queryable, { at: number; value: Promise<StoreCountries> }>();

/** The same, read at most once a minute per database: every page needs it. */
export function cachedStoreCountries(db: Queryable): Promise<StoreCountries> {
  const hit = cache.get(baseOf(db));
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = readStoreCountries(db);
  cache.set(baseOf(db), { at: Date.now(), value });
  value.catch(() => cache.delete(baseOf(db)));
  return value;
}
