import { beforeAll, describe, expect, test } from 'vitest';
import { BIKE, COLOUR, cartCalls, KIT, PAINT, TOOL } from '../helpers/cart-calls.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import type { TestServer } from '../helpers/test-server.ts';

// Whose cart it is: the shopper call, the spec's messages for a cart that is not the caller's, signing in and
// merging, parallel changes, clearing (adding, changing and coupons: cart.test.ts).
describe.each(DRIVERS)('whose cart it is (%s)', (driver) => {
  const cart = cartCalls(driver);
  const { call, guestWithCart, add, fetchCart, customer } = cart;
  let server: TestServer;
  beforeAll(() => {
    server = cart.server;
  });

  test('the shopper call says whether there is a cart to fetch, and signing out forgets the cart', async () => {
    const hasCart = async (shopper: Shopper) => ((await (await shopper.request('/nuxt/api/store/shopper')).json()) as { hasCart: boolean }).hasCart;
    const shopper = await customer();
    expect(await hasCart(shopper)).toBe(false);
    await shopper.request('/nuxt/api/cart/create-auth');
    await add(shopper, { sku: KIT, quantity: 1 });
    expect(await hasCart(shopper)).toBe(true);
    const res = await shopper.request('/nuxt/api/auth/logout');
    expect(res.status).toBe(200);
    expect(shopper.lastSetCookies.find((c) => c.name === 'cart_id')).toMatchObject({ value: '', attributes: { expires: expect.stringContaining('1970') } });
  });

  test("the spec's cart messages: a missing, unknown, someone else's and an inactive cart", async () => {
    const stranger = new Shopper(server.url, uniqueAddress());
    const missing = await call(stranger, 'fetch-cart');
    expect(missing).toMatchObject({ status: 404, body: { error: 'Could not find a cart with ID "undefined"' } });

    stranger.cookies.set('cart_id', 'AAAAAAAAAAAAAAAAAAAAAAAA');
    const unknown = await call(stranger, 'add-item', { cartItems: [{ sku: KIT, quantity: 1 }] });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Could not find a cart with ID "AAAAAAAAAAAAAAAAAAAAAAAA"' } });
    expect(stranger.cookies.has('cart_id')).toBe(false);

    const owner = await customer();
    const { customerCart } = (await (await owner.request('/nuxt/api/cart/create-auth')).json()) as { customerCart: { id: string } };
    await add(owner, { sku: KIT, quantity: 1 });
    for (const intruder of [new Shopper(server.url, uniqueAddress()), await customer()]) {
      for (const [path, body] of [
        ['fetch-cart', undefined],
        ['add-item', { cartItems: [{ sku: TOOL, quantity: 1 }] }],
        ['apply-coupon', { couponCode: 'WELCOME10' }],
        ['clear-cart', undefined],
      ] as const) {
        // Each refusal also clears the cookie, as the browser is told to forget the cart.
        intruder.cookies.set('cart_id', customerCart.id);
        const answer = await call(intruder, path, body);
        expect(intruder.cookies.has('cart_id')).toBe(false);
        expect(answer, path).toMatchObject({ status: 403, body: { error: `The current user cannot perform operations on cart "${customerCart.id}"` } });
      }
    }
    expect((await fetchCart(owner)).items.map((i) => i.product.sku)).toEqual([KIT]);

    const guest = await guestWithCart();
    const guestId = guest.cookies.get('cart_id')!;
    await add(guest, { sku: TOOL, quantity: 1 });
    const merged = await owner.post('/nuxt/api/cart/merge-cart', { guestCartId: guestId, authCartId: customerCart.id });
    expect(merged.status).toBe(200);
    const inactive = await call(guest, 'fetch-cart');
    expect(inactive).toMatchObject({ status: 409, body: { error: "The cart isn't active." } });
    expect(guest.cookies.has('cart_id')).toBe(false);
  });

  test('signing in: one customer cart, the guest cart merged into it (same lines add up), the guest cart closed', async () => {
    expect((await call(new Shopper(server.url, uniqueAddress()), 'create-auth')).status).toBe(401);
    const guest = await guestWithCart();
    const guestId = guest.cookies.get('cart_id')!;
    await add(
      guest,
      { sku: KIT, quantity: 2 },
      { sku: BIKE, quantity: 1, selected_options: ['size/m'] },
      { sku: COLOUR, quantity: 1, parent_sku: BIKE, entered_options: PAINT },
    );
    await call(guest, 'apply-coupon', { couponCode: 'WELCOME10' });

    // The same browser signs in: its customer already has a cart with the kit and another bike.
    const shopper = guest;
    await shopper.register();
    const first = (await (await shopper.request('/nuxt/api/cart/create-auth')).json()) as { customerCart: { id: string } };
    const again = (await (await shopper.request('/nuxt/api/cart/create-auth')).json()) as { customerCart: { id: string } };
    expect(again.customerCart.id).toBe(first.customerCart.id);
    expect(first.customerCart.id).not.toBe(guestId);
    await add(shopper, { sku: KIT, quantity: 1 }, { sku: 'ENDURANCE-SL-SPORT', quantity: 1, selected_options: ['size/s'] });

    const res = await shopper.post('/nuxt/api/cart/merge-cart', { guestCartId: guestId, authCartId: first.customerCart.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mergeCarts: { id: first.customerCart.id } });
    expect(shopper.cookies.get('cart_id')).toBe(first.customerCart.id);
    const cart = await fetchCart(shopper);
    expect(cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      [KIT, 3],
      [BIKE, 1],
      [COLOUR, 1],
    ]);
    const bike = cart.items.find((i) => i.product.sku === BIKE)!;
    expect(cart.items.find((i) => i.product.sku === COLOUR)?.associated_uid).toBe(bike.uid);
    expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);

    // Only the customer's own cart can receive a merge, and the guest cart is closed.
    const other = await customer();
    const otherCart = (await (await other.request('/nuxt/api/cart/create-auth')).json()) as { customerCart: { id: string } };
    const stolen = await other.post('/nuxt/api/cart/merge-cart', { guestCartId: guestId, authCartId: otherCart.customerCart.id });
    expect(stolen.status).toBe(409);
    const intoSomeoneElse = await other.post('/nuxt/api/cart/merge-cart', { guestCartId: otherCart.customerCart.id, authCartId: first.customerCart.id });
    expect(intoSomeoneElse.status).toBe(403);

    // Signed out, the token is dead and the customer's cart is out of reach.
    await shopper.request('/nuxt/api/auth/logout');
    expect((await call(shopper, 'create-auth')).status).toBe(401);
    shopper.cookies.set('cart_id', first.customerCart.id);
    expect((await call(shopper, 'fetch-cart')).status).toBe(403);
  });

  test('parallel changes to one cart all count', async () => {
    const shopper = await guestWithCart();
    const answers = await Promise.all(Array.from({ length: 15 }, () => call(shopper, 'add-item', { cartItems: [{ sku: KIT, quantity: 1 }] })));
    expect(answers.map((a) => a.status)).toEqual(Array(15).fill(200));
    const cart = await fetchCart(shopper);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(15);
  });

  test("clear-cart empties the cart and its coupon; delivery-info speaks the shopper's language; cross-site changes are refused", async () => {
    const shopper = await guestWithCart();
    await add(shopper, { sku: KIT, quantity: 1 });
    await call(shopper, 'apply-coupon', { couponCode: 'WELCOME10' });
    const cross = await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] }, { headers: { origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    const cleared = (await call(shopper, 'clear-cart')).body.clearCart!.cart;
    expect(cleared).toMatchObject({ items: [], applied_coupons: null });
    const en = (await (await shopper.request('/nuxt/api/cart/delivery-info')).json()) as { globalSet: { body: string } };
    const de = (await (await shopper.request('/nuxt/api/cart/delivery-info?locale=de')).json()) as { globalSet: { body: string } };
    expect(en.globalSet.body).toMatch(/Free UK mainland delivery/);
    expect(de.globalSet.body).toMatch(/Kostenlose Lieferung/);
  });
});
