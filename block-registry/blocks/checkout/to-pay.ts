import type { Cart } from '../../../domain/cart/cart-types.ts';
import { toMajor, toMinor } from '../../../domain/money.ts';

/** What the card pays: subtotal − first discount + the chosen delivery − the certificate, never below zero. */
export function toPay(cart: Cart, delivery: number | undefined, certificate: number): number {
  const subtotal = cart.prices.subtotal_including_tax.value;
  const discount = cart.prices.discounts[0]?.amount.value ?? 0;
  const shipping = delivery ?? (subtotal === 0 ? 0 : cart.prices.default_shipping_rate.value);
  return Math.max(0, toMajor(toMinor(subtotal) - toMinor(discount) + toMinor(shipping) - (Number.isFinite(certificate) ? toMinor(certificate) : 0)));
}
