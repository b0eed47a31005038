import type { Cart } from '../../../domain/cart/cart-types.ts';

/** What the card pays: subtotal − first discount + the chosen delivery − the certificate, never below zero. */
export function toPay(cart: Cart, delivery: number | undefined, certificate: number): number {
  const subtotal = cart.prices.subtotal_including_tax.value;
  const discount = cart.prices.discounts[0]?.amount.value ?? 0;
  const shipping = delivery ?? (subtotal === 0 ? 0 : cart.prices.default_shipping_rate.value);
  return Math.max(0, Math.round((subtotal - discount + shipping - (Number.isFinite(certificate) ? certificate : 0)) * 100) / 100);
}
