import { Shopper, uniqueAddress } from './shopper.ts';
import { signInStaff } from './studio.ts';

/** Who asks for a page: a visitor with nothing (no cookie), a shopper with a basket, a signed-in customer, a member of staff. */
export type Visitor = 'shopper-with-basket' | 'customer' | 'staff';

/** The Cookie header of each kind of visitor, made on a running store. */
export async function visitorCookies(baseUrl: string): Promise<Record<Visitor, string>> {
  const guest = new Shopper(baseUrl, uniqueAddress());
  const created = await guest.request('/nuxt/api/cart/create-guest');
  if (created.status !== 200) throw new Error(`A basket could not be made: ${created.status}`);
  const added = await guest.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: 'NV-1054', quantity: 1 }] });
  if (added.status !== 200) throw new Error(`An item could not be added to the basket: ${added.status}`);
  const customer = new Shopper(baseUrl, uniqueAddress());
  await customer.register();
  return {
    'shopper-with-basket': guest.cookieHeader(),
    customer: customer.cookieHeader(),
    staff: (await signInStaff(baseUrl, 'editor@northvale.test')).auth['Cookie'] ?? '',
  };
}
