import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkoutServer, type Order } from '../helpers/checkout-server.ts';
import { contract } from '../helpers/contract.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { STRIPE_CARDS } from '../helpers/stripe-double.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import type { TestServer } from '../helpers/test-server.ts';

const KIT = 'NV-1054'; // £29.99, 20 in stock
const PUMP = 'NV-1038'; // £599.99, 5 in stock
const BIKE = 'ENDURANCE-SL-PRO'; // £3,999

const CARDS = STRIPE_CARDS;

// Card payments through Stripe's SDK, pointed at the local Stripe double (declines and 3-D Secure: checkout-cards.test.ts; cycle-to-work certificates: checkout-certificates.test.ts).
describe.each(DRIVERS)('the GB checkout (%s)', (driver) => {
  const checkout = checkoutServer(driver);
  const { stockOf, sizeStockOf, buyer, tokenFor, place } = checkout;
  let server: TestServer;
  beforeAll(() => {
    server = checkout.server;
  });

  test('the flag is on, and a guest is asked to sign in', async () => {
    const guest = new Shopper(server.url, uniqueAddress());
    expect(await (await guest.request('/nuxt/api/new-checkout-check')).json()).toEqual({ isNewCheckoutEnabled: true });
    const res = await place(guest, { shippingAddressId: 1, deliveryMethod: 'standard', paymentToken: 'tok_whatever' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Sign in or create an account with us to complete your purchase' });
  });

  test('an order: priced from the database with the coupon, stock taken, cart closed, email sent; a retry answers the same order', async () => {
    const stockBefore = await stockOf(KIT);
    const { shopper, addressId, email } = await buyer({ sku: KIT, quantity: 2 });
    expect((await shopper.post('/nuxt/api/cart/apply-coupon', { couponCode: 'WELCOME10' })).status).toBe(200);
    const methods = contract('responses/delivery-methods.json', await (await shopper.request('/nuxt/api/checkout/delivery-methods')).json());
    expect(methods.deliveryMethods.map((m) => [m.code, m.price.value])).toEqual([
      ['standard', 0],
      ['express', 9.99],
    ]);

    const cartId = shopper.cookies.get('cart_id');
    expect(cartId).toBeTruthy();
    const key = randomUUID();
    const body = { shippingAddressId: addressId, deliveryMethod: 'express', paymentToken: await tokenFor(shopper, CARDS.ok) };
    const res = await place(shopper, body, key);
    expect(res.status).toBe(201);
    const { order } = ((await res.json()) as { placeOrder: { order: Order } }).placeOrder;
    expect(order.number).toMatch(/^\d{9}$/);
    expect(order).toMatchObject({
      status: 'processing',
      shipping_method: 'Express delivery',
      shipping_address: { city: 'Leeds' },
      total: { subtotal: { value: 59.98 }, discount: { value: 6 }, total_shipping: { value: 9.99 }, grand_total: { value: 63.97 } },
      items: [{ product_sku: KIT, quantity_ordered: 2 }],
    });
    expect(order.estimated_delivery! > order.dispatch_date!).toBe(true);
    expect(await stockOf(KIT)).toBe(stockBefore! - 2);

    const emails = await server.database.db.query<{ subject: string }>('select subject from email_outbox where recipient = $1 and kind = $2', [
      email,
      'order-confirmation',
    ]);
    expect(emails.map((e) => e.subject)).toEqual([`Your Northvale Cycles order ${order.number}`]);
    // The cart became the order: the answer clears the cookie, and the old id is closed.
    expect(shopper.lastSetCookies.find((c) => c.name === 'cart_id')?.value).toBe('');
    expect(shopper.cookies.has('cart_id')).toBe(false);
    const closed = await shopper.request('/nuxt/api/cart/fetch-cart', { headers: { cookie: `${shopper.cookieHeader()}; cart_id=${cartId}` } });
    expect(closed.status).toBe(409);

    const retry = await place(shopper, body, key);
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { placeOrder: { order: Order } }).placeOrder.order.number).toBe(order.number);
    expect(await stockOf(KIT)).toBe(stockBefore! - 2);
    const orders = (await (await shopper.request('/nuxt/api/account/orders')).json()) as { customerOrders: { items: { number: string }[] } };
    expect(orders.customerOrders.items.map((o) => o.number)).toEqual([order.number]);
  });

  test('a first-order coupon is refused, with a clear message, once the customer has an order', async () => {
    const { shopper, addressId } = await buyer({ sku: KIT, quantity: 1 });
    expect((await shopper.post('/nuxt/api/cart/apply-coupon', { couponCode: 'WELCOME10' })).status).toBe(200);
    const body = { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: await tokenFor(shopper, CARDS.ok) };
    const first = await place(shopper, body);
    expect(first.status).toBe(201);
    expect(((await first.json()) as { placeOrder: { order: Order } }).placeOrder.order.total.discount.value).toBe(3);

    await shopper.request('/nuxt/api/cart/create-auth');
    expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] })).status).toBe(200);
    const again = await shopper.post('/nuxt/api/cart/apply-coupon', { couponCode: 'welcome10' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: 'The coupon code "WELCOME10" is for a first order only, and your account already has an order.',
      errors: [{ field: 'couponCode' }],
    });
    // Applied as a guest and brought along on signing in, it counts nothing for this customer.
    const guest = new Shopper(server.url, uniqueAddress());
    await guest.request('/nuxt/api/cart/create-guest');
    expect((await guest.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] })).status).toBe(200);
    expect((await guest.post('/nuxt/api/cart/apply-coupon', { couponCode: 'WELCOME10' })).status).toBe(200);
    const guestCartId = guest.cookies.get('cart_id')!;
    const authCart = ((await (await shopper.request('/nuxt/api/cart/create-auth')).json()) as { customerCart: { id: string } }).customerCart.id;
    await shopper.post('/nuxt/api/cart/remove-item', {
      cartItemId: ((await (await shopper.request('/nuxt/api/cart/fetch-cart')).json()) as { cart: { items: { uid: string }[] } }).cart.items[0]!.uid,
    });
    expect((await shopper.post('/nuxt/api/cart/merge-cart', { guestCartId, authCartId: authCart })).status).toBe(200);
    const second = await place(shopper, { ...body, paymentToken: await tokenFor(shopper, CARDS.ok) });
    expect(second.status).toBe(201);
    expect(((await second.json()) as { placeOrder: { order: Order } }).placeOrder.order.total.discount.value).toBe(0);
  });

  test('twenty parallel placements of one cart make exactly one order', async () => {
    const { shopper, addressId } = await buyer({ sku: KIT, quantity: 1 });
    const token = await tokenFor(shopper, CARDS.ok);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(shopper, { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: token })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const orders = (await (await shopper.request('/nuxt/api/account/orders')).json()) as { customerOrders: { items: unknown[] } };
    expect(orders.customerOrders.items).toHaveLength(1);
  });

  test('ten buyers for the last three units: three orders, the rest told it sold out, stock at zero', async () => {
    await server.database.db.query('update catalog_products set stock_qty = 10 where sku = $1', [PUMP]);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer({ sku: PUMP, quantity: 1 })));
    await server.database.db.query('update catalog_products set stock_qty = 3 where sku = $1', [PUMP]);
    const tokens = await Promise.all(buyers.map((b) => tokenFor(b.shopper, CARDS.ok)));
    const answers = await Promise.all(
      buyers.map((b, i) => place(b.shopper, { shippingAddressId: b.addressId, deliveryMethod: 'standard', paymentToken: tokens[i] })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const refusal = (await answers[statuses.indexOf(409)]!.json()) as { error: string };
    expect(refusal.error).toMatch(/has just sold out|left in stock/);
    expect(await stockOf(PUMP)).toBe(0);
  });

  test('bad input is refused with a message and changes nothing', async () => {
    const { shopper, addressId } = await buyer({ sku: KIT, quantity: 1 });
    const other = await buyer();
    const token = await tokenFor(shopper, CARDS.ok);
    const cases: [unknown, string | null, number, RegExp][] = [
      [{ shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: token }, null, 400, /Idempotency-Key/],
      [{ shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: token }, 'short', 400, /Idempotency-Key/],
      [{ shippingAddressId: addressId, deliveryMethod: 'drone', paymentToken: token }, randomUUID(), 400, /deliveryMethod/],
      [{ shippingAddressId: other.addressId, deliveryMethod: 'standard', paymentToken: token }, randomUUID(), 404, /could not find that address/],
      [{ shippingAddressId: addressId, deliveryMethod: 'standard' }, randomUUID(), 400, /card details/],
      [
        {
          shippingAddressId: addressId,
          deliveryMethod: 'standard',
          paymentToken: token,
          certificate: { number: 'SBX-500000-BIGG', amount: 5000, issuedBy: 'Cyclescheme' },
        },
        randomUUID(),
        400,
        /certificate amount/,
      ],
    ];
    for (const [body, key, status, message] of cases) {
      const res = await place(shopper, body, key);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    const bike = await buyer({ sku: BIKE, quantity: 1, selected_options: ['size/m'] });
    await server.database.db.query(`update cart_items set quantity = 2 where sku = $1`, [BIKE]);
    const twoBikes = await place(bike.shopper, {
      shippingAddressId: bike.addressId,
      deliveryMethod: 'standard',
      paymentToken: await tokenFor(bike.shopper, CARDS.ok),
    });
    expect(twoBikes.status).toBe(409);
    expect(((await twoBikes.json()) as { error: string }).error).toMatch(/one bike per checkout/);
    const cart = (await (await shopper.request('/nuxt/api/cart/fetch-cart')).json()) as { cart: { items: unknown[] } };
    expect(cart.cart.items).toHaveLength(1);
  });

  test('a bike with a custom colour is ordered with its choices, priced from the database; the size stock is taken', async () => {
    const [bikeStock, sizeStock, otherSize] = [await stockOf(BIKE), await sizeStockOf(BIKE, 'm'), await sizeStockOf(BIKE, 's')];
    expect(sizeStock).toBeGreaterThan(0);
    const paint = [
      { uid: 'frame_colour', value: '#c0392b' },
      { uid: 'top_tube_logo_colour', value: '#ffffff' },
      { uid: 'down_tube_logo_colour', value: '#ffcc00' },
      { uid: 'paint_finish', value: 'matt' },
      { uid: 'gradient_angle', value: 'diagonal' },
    ];
    const { shopper, addressId, email } = await buyer({ sku: BIKE, quantity: 1, selected_options: ['size/m', 'colour/signal-red'] }, {
      sku: 'BBCOLOUR-CUSTOM',
      quantity: 1,
      parent_sku: BIKE,
      entered_options: paint,
    } as never);
    const res = await place(shopper, { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: await tokenFor(shopper, CARDS.ok) });
    expect(res.status).toBe(201);
    const { order } = (
      (await res.json()) as {
        placeOrder: { order: Order & { items: { selected_options: string[]; selected_option_names?: string[]; entered_options: unknown[] }[] } };
      }
    ).placeOrder;
    expect(order.total.grand_total.value).toBe(4249);
    // The size and colour by the catalogue's names, on the confirmation, in the order detail and in the email.
    expect(order.items).toMatchObject([
      { product_sku: BIKE, selected_options: ['size/m', 'colour/signal-red'], selected_option_names: ['M', 'Signal red'], entered_options: [] },
      { product_sku: 'BBCOLOUR-CUSTOM', entered_options: paint },
    ]);
    // Its thumbnails: the bike in its tier and paint, and the paint's own line the frame close up in it.
    expect(order.items.map((item) => (item as { image?: string | null }).image)).toEqual([
      '/media/w_160,h_120,r_contain/catalog/bikes/road/pro/side/paint-c0392b-ffffff-ffcc00-md',
      '/media/w_160,h_120,r_contain/catalog/bikes/road/pro/frame/paint-c0392b-ffffff-ffcc00-md',
    ]);
    const [mail] = await server.database.db.query<{ body_text: string }>('select body_text from email_outbox where recipient = $1', [email]);
    expect(mail?.body_text).toMatch(/1 × .+ \(M, Signal red\) — £/);
    expect([await stockOf(BIKE), await sizeStockOf(BIKE, 'm'), await sizeStockOf(BIKE, 's')]).toEqual([bikeStock! - 1, sizeStock! - 1, otherSize]);
  });
});
