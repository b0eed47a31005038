/**
 * The lister's price filter in the shopper's currency: the URL keeps prices in pounds (shareable,
 * the same for every shopper); what a shopper abroad types and reads is in their own currency.
 */

/** Names the currency of `price_from` and `price_to` when a form sends them in a currency other than pounds. */
export const PRICE_CURRENCY_PARAM = 'price_currency';

/** Whole units of the shopper's currency for whole pounds, at `rate` units a pound. */
export function poundsToShopper(pounds: number, rate: string): number {
  return Math.round(pounds * Number(rate));
}

/** Whole pounds for an amount in the shopper's currency: a lower bound rounds down, an upper bound up, so the range keeps every price it shows. */
export function shopperToPounds(amount: number, rate: string, bound: 'from' | 'to'): number {
  // To the penny first, so 2340 / 1.17 is 2000 and not 2000.0000000000002.
  const pounds = Math.round((amount / Number(rate)) * 100) / 100;
  return bound === 'from' ? Math.floor(pounds) : Math.ceil(pounds);
}

/**
 * A query whose `price_from` and `price_to` were typed in the shopper's currency (the form without
 * JavaScript names it in `price_currency`) with those bounds brought to pounds. Bounds in a
 * currency that is no longer the shopper's are dropped rather than misread; other queries are returned as they are.
 */
export function priceQueryInPounds(query: URLSearchParams, shopper: { currency: string; rate?: string | undefined } | undefined): URLSearchParams {
  const currency = query.get(PRICE_CURRENCY_PARAM);
  if (!currency || currency === 'GBP') return query;
  const next = new URLSearchParams(query);
  next.delete(PRICE_CURRENCY_PARAM);
  for (const [name, bound] of [
    ['price_from', 'from'],
    ['price_to', 'to'],
  ] as const) {
    const value = query.get(name);
    if (value === null) continue;
    const amount = Number(value);
    if (shopper?.rate && shopper.currency === currency && value.trim() !== '' && Number.isFinite(amount) && amount >= 0)
      next.set(name, String(shopperToPounds(amount, shopper.rate, bound)));
    else next.delete(name);
  }
  return next;
}
