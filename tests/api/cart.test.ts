import { beforeAll, describe, expect, test } from 'vitest';
import { CUSTOM_PAINT_WORKING_DAYS } from '../../domain/cart/cart-items.ts';
import { addWorkingDays, londonToday } from '../../server/commerce/checkout/delivery-methods.ts';
import { BIKE, COLOUR, cartCalls, KIT, PAINT, TOOL } from '../helpers/cart-calls.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import type { TestServer } from '../helpers/test-server.ts';

const SOLD_OUT = 'NV-1035';

describe.each(DRIVERS)('the cart calls (%s)', (driver) => {
  const cart = cartCalls(driver);
  const { call, guestWithCart, add, fetchCart } = cart;
  let server: TestServer;
  beforeAll(() => {
    server = cart.server;
  });

  test('a guest cart has an unguessable id in a Secure, HttpOnly, SameSite cookie for 7 days', async () => {
    const shopper = new Shopper(server.url, uniqueAddress());
    const res = await shopper.request('/nuxt/api/cart/create-guest');
    const { createEmptyCart } = (await res.json()) as { createEmptyCart: string };
    expect(createEmptyCart).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const cookie = shopper.lastSetCookies.find((c) => c.name === 'cart_id');
    expect(cookie).toMatchObject({ value: createEmptyCart, attributes: { 'max-age': '604800', secure: true, httponly: true, samesite: 'Lax' } });
    expect(res.headers.get('cache-control')).toContain('no-store');
    const cart = await fetchCart(shopper);
    expect(cart).toMatchObject({ id: createEmptyCart, items: [], applied_coupons: null, dispatch_date: null });
    expect(cart.prices.grand_total.value).toBe(0);
    expect(cart.prices.default_shipping_rate.value).toBe(0);
  });

  test('a bike with its custom colour and an accessory: prices from the database, the colour linked to the bike', async () => {
    const shopper = await guestWithCart();
    const { cart, user_errors } = await add(
      shopper,
      { sku: BIKE, quantity: 1, selected_options: ['size/m', 'colour/signal-red'] },
      { sku: COLOUR, quantity: 1, parent_sku: BIKE, entered_options: PAINT },
      { sku: KIT, quantity: 2 },
    );
    expect(user_errors).toEqual([]);
    const [bike, colour, kit] = cart.items;
    expect(bike).toMatchObject({ associated_uid: null, product: { __typename: 'BundleProduct', sku: BIKE }, prices: { price_including_tax: { value: 3999 } } });
    expect(colour).toMatchObject({ associated_uid: bike!.uid, product: { sku: COLOUR }, prices: { price_including_tax: { value: 250 } } });
    expect(colour!.entered_options).toContainEqual({ uid: 'frame_colour', value: '#1a6fb3' });
    expect(kit).toMatchObject({ quantity: 2, product: { __typename: 'SimpleProduct' } });
    // The basket's thumbnail shows the bike in its tier and in the paint chosen, whatever its catalogue colour.
    expect(bike!.product.image.url).toBe('/media/w_160,h_120,r_contain/catalog/bikes/road/pro/side/paint-1a6fb3-ffffff-ffcc00-gd');
    expect(cart.prices.subtotal_including_tax.value).toBe(4308.98);
    expect(cart.prices.default_shipping_rate.value).toBe(0);
    expect(cart.prices.grand_total.value).toBe(4308.98);
    // Painted to order: the bike and its colour leave the workshop the paint's 5 weeks (25 working days) after the bike alone would.
    const unpainted = await add(await guestWithCart(), { sku: BIKE, quantity: 1, selected_options: ['size/m', 'colour/signal-red'] });
    expect(unpainted.cart.items[0]!.product.image.url).toBe('/media/w_160,h_120,r_contain/catalog/bikes/road/pro/side/signal-red');
    const alone = unpainted.cart.dispatch_date!;
    const today = londonToday();
    // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings that sort as text; Math.max would make them NaN.
    expect(cart.dispatch_date).toBe(addWorkingDays(alone < today ? today : alone, CUSTOM_PAINT_WORKING_DAYS));
    expect(bike!.dispatch_date).toBe(cart.dispatch_date);
    expect(colour!.dispatch_date).toBe(cart.dispatch_date);
    expect(kit!.dispatch_date! < cart.dispatch_date!).toBe(true);
    // Adding the same accessory again adds up on its line.
    const again = await add(shopper, { sku: KIT, quantity: 1 });
    expect(again.cart.items.find((i) => i.product.sku === KIT)?.quantity).toBe(3);
    // Removing the bike takes its colour with it.
    const removed = (await call(shopper, 'remove-item', { cartItemId: bike!.uid })).body.removeItemFromCart!.cart;
    expect(removed.items.map((i) => i.product.sku)).toEqual([KIT]);
    // Three kits (£89.97) ship free; one alone pays standard delivery.
    expect(removed.prices.default_shipping_rate.value).toBe(0);
    expect(removed.prices.grand_total.value).toBe(89.97);
    const kitLine = removed.items[0]!;
    const one = (await call(shopper, 'update-cart', { cartItems: [{ cart_item_uid: kitLine.uid, quantity: 1 }] })).body.updateCartItems!.cart;
    expect(one.prices.default_shipping_rate.value).toBe(4.99);
    expect(one.prices.grand_total.value).toBe(34.98);
  });

  test('every rule of adding is checked, all or nothing, with a message a shopper can act on', async () => {
    const shopper = await guestWithCart();
    const refused = async (items: unknown[], message: RegExp) => {
      const { cart, user_errors } = await add(shopper, ...items);
      expect(user_errors.map((e) => e.message).join(' | ')).toMatch(message);
      expect(cart.items).toEqual([]);
    };
    await refused(
      [
        { sku: KIT, quantity: 1 },
        { sku: 'NO-SUCH-SKU', quantity: 1 },
      ],
      /could not find a product with SKU "NO-SUCH-SKU"/,
    );
    await refused([{ sku: SOLD_OUT, quantity: 1 }], /currently sold out/);
    await refused([{ sku: BIKE, quantity: 1 }], /Choose a size/);
    await refused([{ sku: BIKE, quantity: 1, selected_options: ['size/xxxl'] }], /does not come with the option "size\/xxxl"/);
    await refused([{ sku: BIKE, quantity: 2, selected_options: ['size/m'] }], /one bike per checkout/);
    await refused(
      [
        { sku: 'ENDURANCE-SL-SPORT', quantity: 1, selected_options: ['size/m'] },
        { sku: BIKE, quantity: 1, selected_options: ['size/m'] },
      ],
      /one bike per checkout/,
    );
    await refused([{ sku: COLOUR, quantity: 1, parent_sku: BIKE, entered_options: PAINT }], /custom frame colour goes with a bike/);
    await refused([{ sku: 'NV-1038', quantity: 6 }], /Only 5 of .* left/);
    // A bike in the cart keeps a second one out.
    await add(shopper, { sku: BIKE, quantity: 1, selected_options: ['size/s'] });
    const second = await add(shopper, { sku: 'ENDURANCE-SL-SPORT', quantity: 1, selected_options: ['size/m'] });
    expect(second.user_errors[0]?.message).toMatch(/one bike per checkout/);
    expect(second.cart.items).toHaveLength(1);
  });

  test('bad input is a 400 naming the field, and nothing changes', async () => {
    const shopper = await guestWithCart();
    await add(shopper, { sku: KIT, quantity: 1 });
    const cases: [unknown, RegExp][] = [
      [{ cartItems: [{ sku: KIT, quantity: 0 }] }, /"cartItems\[0\]\.quantity" must be 1 or more/],
      [{ cartItems: [{ sku: KIT, quantity: -3 }] }, /quantity" must be 1 or more/],
      [{ cartItems: [{ sku: KIT, quantity: 100 }] }, /quantity" must be 99 or less/],
      [{ cartItems: [{ sku: KIT, quantity: 1e9 }] }, /quantity" must be 99 or less/],
      [{ cartItems: [{ sku: KIT, quantity: 1.5 }] }, /must be a whole number/],
      [{ cartItems: [{ sku: KIT, quantity: '2' }] }, /must be a whole number/],
      [{ cartItems: [{ sku: KIT, quantity: 1, price: 0.01 }] }, /Unknown field "cartItems\[0\]\.price"/],
      [{ cartItems: [] }, /at least 1 entry/],
      [
        {
          cartItems: [
            { sku: BIKE, quantity: 1, selected_options: ['size/m'] },
            { sku: COLOUR, quantity: 1, parent_sku: BIKE, entered_options: [{ uid: 'frame_colour', value: 'red;drop table carts' }] },
          ],
        },
        /"frame_colour" must be a colour/,
      ],
      [
        {
          cartItems: [
            { sku: BIKE, quantity: 1, selected_options: ['size/m'] },
            {
              sku: COLOUR,
              quantity: 1,
              parent_sku: BIKE,
              entered_options: PAINT.map((o) => (o.uid === 'down_tube_logo_colour' ? { ...o, value: '#123456' } : o)),
            },
          ],
        },
        /"down_tube_logo_colour" must be a colour of the paint palette \(#5b6770, /,
      ],
      [
        {
          cartItems: [
            { sku: BIKE, quantity: 1, selected_options: ['size/m'] },
            { sku: COLOUR, quantity: 1, parent_sku: BIKE, entered_options: PAINT.slice(0, 3) },
          ],
        },
        /needs paint_finish, gradient_angle/,
      ],
    ];
    for (const [body, message] of cases) {
      const { status, body: answer } = await call(shopper, 'add-item', body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.error).toMatch(message);
    }
    for (const raw of ['{"cartItems": [', '{"cartItems": [], "cartItems": [{"sku": "NV-1054", "quantity": 5}]}']) {
      const res = await shopper.request('/nuxt/api/cart/add-item', { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
      expect(res.status).toBe(400);
    }
    const cart = await fetchCart(shopper);
    expect(cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([[KIT, 1]]);
  });

  test('quantities change, 0 removes, and a cart left with nothing says so', async () => {
    const shopper = await guestWithCart();
    const { cart } = await add(shopper, { sku: KIT, quantity: 1 }, { sku: TOOL, quantity: 1 }, { sku: BIKE, quantity: 1, selected_options: ['size/l'] });
    const [kit, tool, bike] = cart.items;
    const changed = (
      await call(shopper, 'update-cart', {
        cartItems: [
          { cart_item_uid: kit!.uid, quantity: 4 },
          { cart_item_uid: tool!.uid, quantity: 0 },
        ],
      })
    ).body.updateCartItems!.cart;
    expect(changed.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      [KIT, 4],
      [BIKE, 1],
    ]);
    const twoBikes = await call(shopper, 'update-cart', { cartItems: [{ cart_item_uid: bike!.uid, quantity: 2 }] });
    expect(twoBikes.status).toBe(400);
    expect(twoBikes.body.error).toMatch(/one bike per checkout/);
    const unknown = await call(shopper, 'update-cart', { cartItems: [{ cart_item_uid: 'no-such-line', quantity: 1 }] });
    expect(unknown.status).toBe(404);
    const emptied = await call(shopper, 'update-cart', {
      cartItems: [
        { cart_item_uid: kit!.uid, quantity: 0 },
        { cart_item_uid: bike!.uid, quantity: 0 },
      ],
    });
    expect(emptied.status).toBe(200);
    expect(emptied.body.error).toBe('Your cart is empty');
    expect(emptied.body.updateCartItems!.cart.items).toEqual([]);
    expect(emptied.body.updateCartItems!.cart.prices.grand_total.value).toBe(0);
  });

  test('coupons: percent and fixed, any case, with a clear message for each reason one does not apply', async () => {
    const shopper = await guestWithCart();
    await add(shopper, { sku: KIT, quantity: 1 });
    const coupon = async (code: string) => call(shopper, 'apply-coupon', { couponCode: code });
    expect((await coupon('NOPE')).body.error).toBe('The coupon code "NOPE" is not valid.');
    expect((await coupon('summer20')).body.error).toBe('The coupon code "SUMMER20" has expired.');
    expect((await coupon('LAUNCH50')).body.error).toBe('The coupon code "LAUNCH50" has been used up.');
    expect((await coupon('RIDE25')).body.error).toBe('The coupon code "RIDE25" needs a basket of at least £200.00.');
    const applied = await coupon(' welcome10 ');
    expect(applied.status).toBe(200);
    const cart = applied.body.applyCouponToCart!.cart;
    expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    expect(cart.prices.discounts[0]?.amount.value).toBe(3);
    // 29.99 − 3.00 + 4.99 shipping
    expect(cart.prices.grand_total.value).toBe(31.98);
    const second = await coupon('WINTER15');
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(/already applied/);
    const removed = (await call(shopper, 'remove-coupon')).body.removeCouponFromCart!.cart;
    expect(removed.applied_coupons).toBeNull();
    expect(removed.prices.discounts).toEqual([]);
    expect((await coupon('RIDE25')).status).toBe(400);
    await add(shopper, { sku: 'NV-1038', quantity: 1 });
    const fixed = (await coupon('ride25')).body.applyCouponToCart!.cart;
    expect(fixed.prices.discounts[0]?.amount.value).toBe(25);
  });
});
