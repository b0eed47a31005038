/**
 * The ways to pay the GB checkout offers. The payment provider's card fields take these brands; a
 * cycle-to-work certificate pays part or all of a bike; finance pays a whole order through the
 * finance provider's application. A page may name only what is listed here:
 * `tests/unit/content-claims.test.ts` reads every content page against it.
 */
export const OFFERED_PAYMENT_METHODS = ['card', 'cycle-to-work', 'finance'] as const;
export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Maestro'] as const;

export type PaymentMethod =
  | (typeof OFFERED_PAYMENT_METHODS)[number]
  | 'wallet'
  | 'paypal'
  | 'pay-later'
  | 'gift-card'
  | 'bank-transfer'
  | 'invoice'
  | 'direct-debit';

/** How a page would name each way to pay, in English and German; what a page names must be offered. */
export const PAYMENT_METHOD_NAMES: ReadonlyArray<{ method: PaymentMethod; pattern: RegExp }> = [
  { method: 'finance', pattern: /\bPay with finance\b|Mit Finanzierung bezahlen/ },
  { method: 'wallet', pattern: /\b(Apple|Google|Samsung|Amazon) Pay\b/ },
  { method: 'paypal', pattern: /\bPayPal\b/ },
  { method: 'pay-later', pattern: /\b(Klarna|Clearpay|Afterpay)\b/ },
  { method: 'gift-card', pattern: /\bgift ?cards?\b|Geschenk(gut)?(karte|schein)/i },
  { method: 'bank-transfer', pattern: /\bbank transfer\b|Überweisung|Vorkasse/i },
  { method: 'invoice', pattern: /Rechnungskauf|Kauf auf Rechnung|\bpay by invoice\b/i },
  { method: 'direct-debit', pattern: /\bSEPA\b|Lastschrift|\bdirect debit\b/i },
];

export const isOffered = (method: PaymentMethod) => (OFFERED_PAYMENT_METHODS as readonly string[]).includes(method);
