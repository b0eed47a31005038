import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { StripeSandbox } from '../../server/sandbox/stripe-api.ts';
import { Shopper, uniqueAddress } from './shopper.ts';
import { paymentMethodFor, STRIPE_CARDS } from './stripe-double.ts';

/** An order placed through the checkout API by a new customer, paid by card at the Stripe double (held for capture). */
export async function placeCardOrder(
  baseUrl: string,
  double: StripeSandbox,
  sku: string,
  quantity = 1,
  selectedOptions: string[] = [],
  /** Items added with it, such as a bike's custom colour. */
  withItems: Record<string, unknown>[] = [],
): Promise<{ shopper: Shopper; email: string; number: string }> {
  const shopper = new Shopper(baseUrl, uniqueAddress());
  const { email } = await shopper.register();
  const addressId = await shopper.addUkAddress(email);
  await shopper.request('/nuxt/api/cart/create-auth');
  expect(
    (
      await shopper.post('/nuxt/api/cart/add-item', {
        cartItems: [{ sku, quantity, ...(selectedOptions.length ? { selected_options: selectedOptions } : {}) }, ...withItems],
      })
    ).status,
  ).toBe(200);
  const res = await shopper.request('/nuxt/api/checkout/place-order', {
    method: 'POST',
    json: { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: await paymentMethodFor(double, STRIPE_CARDS.ok) },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(res.status).toBe(201);
  const { order } = ((await res.json()) as { placeOrder: { order: { number: string } } }).placeOrder;
  return { shopper, email, number: order.number };
}
