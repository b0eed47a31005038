/** Delivery methods of the GB checkout: price in pence and working days after dispatch. */
export interface DeliveryMethod {
  code: 'standard' | 'express';
  /** Pence; `null` takes the cart's default shipping rate. */
  price: number | null;
  workingDays: number;
}

export const DELIVERY_METHODS: readonly DeliveryMethod[] = [
  { code: 'standard', price: null, workingDays: 3 },
  { code: 'express', price: 999, workingDays: 1 },
];

export const deliveryMethod = (code: string) => DELIVERY_METHODS.find((m) => m.code === code);

export function deliveryPrice(method: DeliveryMethod, cartShipping: number, subtotal: number): number {
  if (subtotal === 0) return 0;
  return method.price ?? cartShipping;
}

/** The date `days` working days (Monday to Friday) after `from` (YYYY-MM-DD). */
export function addWorkingDays(from: string, days: number): string {
  const date = new Date(`${from}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}

/** Today in London, as YYYY-MM-DD. */
export function londonToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
