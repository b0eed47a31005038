/** Where fresh exchange rates come from: units of each currency for one pound sterling. */
export interface ExchangeRateSource {
  /** Recorded with every rate it supplied. */
  readonly name: string;
  /** Currency code → rate as decimal text; throws IntegrationError when the source fails. */
  latestRates(): Promise<Record<string, string>>;
}

/** Keeps the rates that are positive decimal numbers of sensible size; the rest are reported. */
export function readRates(value: unknown): { rates: Record<string, string>; rejected: string[] } {
  const rates: Record<string, string> = {};
  const rejected: string[] = [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { rates, rejected };
  for (const [currency, raw] of Object.entries(value)) {
    const text = typeof raw === 'number' && Number.isFinite(raw) ? raw.toString() : typeof raw === 'string' ? raw.trim() : '';
    if (/^[A-Z]{3}$/.test(currency) && /^\d{1,12}(\.\d{1,8})?$/.test(text) && Number(text) > 0) rates[currency] = text;
    else rejected.push(currency);
  }
  return { rates, rejected };
}
