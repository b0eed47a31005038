import { beforeAll, describe, expect, test } from 'vitest';
import { checkoutServer, type Order } from '../helpers/checkout-server.ts';
import type { Shopper } from '../helpers/shopper.ts';
import { STRIPE_CARDS } from '../helpers/stripe-double.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import type { TestServer } from '../helpers/test-server.ts';

const KIT = 'NV-1054'; // £29.99, 20 in stock
const PUMP = 'NV-1038'; // £599.99, 5 in stock
const CARDS = STRIPE_CARDS;

// Cycle-to-work certificates paying for orders (the checkout's other calls: checkout.test.ts).
describe.each(DRIVERS)('cycle-to-work certificates at the GB checkout (%s)', (driver) => {
  const checkout = checkoutServer(driver);
  const { buyer, tokenFor, place } = checkout;
  let server: TestServer;
  beforeAll(() => {
    server = checkout.server;
  });

  test('a cycle-to-work certificate pays part of the order', async () => {
    await server.database.db.query('update catalog_products set stock_qty = greatest(stock_qty, 1) where sku = $1', [PUMP]);
    const { shopper, addressId } = await buyer({ sku: PUMP, quantity: 1 });
    const res = await place(shopper, {
      shippingAddressId: addressId,
      deliveryMethod: 'standard',
      paymentToken: await tokenFor(shopper, CARDS.ok),
      certificate: { number: 'SBX-50000-PART', amount: 500, issuedBy: 'cyclescheme' },
    });
    expect(res.status).toBe(201);
    const { order } = ((await res.json()) as { placeOrder: { order: Order & { payment_method: string } } }).placeOrder;
    expect(order.certificate).toEqual({ amount: { value: 500, currency: 'GBP' }, issued_by: 'Cyclescheme' });
    expect(order.payment_method).toBe('Card and cycle-to-work certificate');
  });

  /** Places the buyer's cart with a certificate, and a card unless `card` is null. */
  const withCertificate = async (who: { shopper: Shopper; addressId: number }, certificate: unknown, card: string | null = CARDS.ok) =>
    place(who.shopper, {
      shippingAddressId: who.addressId,
      deliveryMethod: 'standard',
      certificate,
      ...(card ? { paymentToken: await tokenFor(who.shopper, card) } : {}),
    });

  test('a certificate pays only when its scheme knows it: a known issuer, a number it confirms, up to its value, once', async () => {
    const first = await buyer({ sku: KIT, quantity: 1 }); // £29.99 + £4.99 standard delivery
    const refusals: [unknown, number, string, RegExp][] = [
      [{ amount: 34.98, issuedBy: 'Totally Real Scheme' }, 400, 'certificate.number', /Required Field/],
      [
        { number: 'SBX-3498-FAKE', amount: 34.98, issuedBy: 'Totally Real Scheme' },
        400,
        'certificate.issuedBy',
        /We take cycle-to-work certificates from .*Cyclescheme/,
      ],
      [{ number: 'CS-0000-1234', amount: 34.98, issuedBy: 'Cyclescheme' }, 400, 'certificate.number', /Cyclescheme does not know this certificate number/],
      [{ number: 'SBX-EXPIRED-0001', issuedBy: 'Cyclescheme' }, 400, 'certificate.number', /has expired/],
      [{ number: 'SBX-1000-TENP', amount: 34.98, issuedBy: 'Cyclescheme' }, 400, 'certificate.amount', /worth £10\.00/],
    ];
    for (const [certificate, status, field, message] of refusals) {
      const res = await withCertificate(first, certificate, null);
      expect(res.status, JSON.stringify(certificate)).toBe(status);
      const body = (await res.json()) as { error: string; errors: { field?: string }[] };
      expect(body.error, JSON.stringify(certificate)).toMatch(message);
      expect(body.errors[0]?.field, JSON.stringify(certificate)).toBe(field);
    }
    // £10 of £34.98 leaves the rest to a card.
    expect((await withCertificate(first, { number: 'SBX-1000-TENP', issuedBy: 'Cyclescheme' }, null)).status).toBe(400);

    // Worth the whole order: paid with no card, the certificate recorded against the order.
    const paid = await withCertificate(first, { number: 'sbx-5000-full', issuedBy: 'Green Commute Initiative' }, null);
    expect(paid.status).toBe(201);
    const { order: placed } = ((await paid.json()) as { placeOrder: { order: Order & { payment_method: string } } }).placeOrder;
    expect(placed.payment_method).toBe('Cycle-to-work certificate');
    expect(placed.certificate).toEqual({ amount: { value: 34.98, currency: 'GBP' }, issued_by: 'Green Commute Initiative' });
    const stored = await server.database.db.query('select issuer, number, value, amount, order_number from cycle_to_work_certificates where number = $1', [
      'SBX-5000-FULL',
    ]);
    expect(stored).toEqual([{ issuer: 'Green Commute Initiative', number: 'SBX-5000-FULL', value: 5000, amount: 3498, order_number: placed.number }]);

    // Used once: another order with it is refused before the card is asked (a 3-D Secure card would answer 202).
    const again = await withCertificate(
      await buyer({ sku: KIT, quantity: 1 }),
      { number: 'SBX-5000-FULL', amount: 5, issuedBy: 'Green Commute Initiative' },
      CARDS.challenge,
    );
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe('This certificate has already paid for an order; each certificate can be used once.');
  });

  test('one certificate sent with two orders at the same moment pays for one of them', async () => {
    const buyers = await Promise.all([buyer({ sku: KIT, quantity: 1 }), buyer({ sku: KIT, quantity: 1 })]);
    const answers = await Promise.all(buyers.map((who) => withCertificate(who, { number: 'SBX-5000-RACE', issuedBy: 'Vivup' }, null)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const stored = await server.database.db.query('select order_number from cycle_to_work_certificates where number = $1', ['SBX-5000-RACE']);
    expect(stored).toHaveLength(1);
    // No other test pays with a Vivup certificate: one order only.
    expect(await server.database.db.query('select 1 from orders where certificate_issued_by = $1', ['Vivup'])).toHaveLength(1);
  });

  test('certificate amounts with pence are read exactly, as numbers or as text: £19.99, £134.70, £4,249.99', async () => {
    const first = await buyer({ sku: KIT, quantity: 5 }); // £149.95, free delivery
    const error = async (res: Response) => ((await res.json()) as { error: string }).error;
    // More than this certificate's £1,000, so refused for that reason and no other: the amount itself was read.
    const large = await withCertificate(first, { number: 'SBX-100000-LRGE', amount: 4249.99, issuedBy: 'Cyclescheme' });
    expect(large.status).toBe(400);
    expect(await error(large)).toBe('This certificate is worth £1,000.00; it cannot pay more than that.');
    const bad = await withCertificate(first, { number: 'SBX-100000-LRGE', amount: 19.999, issuedBy: 'Cyclescheme' });
    expect(bad.status).toBe(400);
    expect(await error(bad)).toBe('"certificate.amount" must be an amount in pounds with at most two decimals, like 19.99.');

    const text = await withCertificate(first, { number: 'SBX-13470-TEXT', amount: '134.70', issuedBy: 'Cyclescheme' });
    expect(text.status).toBe(201);
    const firstOrder = ((await text.json()) as { placeOrder: { order: Order } }).placeOrder.order;
    expect(firstOrder.certificate?.amount.value).toBe(134.7);
    expect(firstOrder.total.grand_total.value).toBe(149.95);

    const number = await withCertificate(await buyer({ sku: KIT, quantity: 1 }), { number: 'SBX-1999-NUMB', amount: 19.99, issuedBy: 'Cyclescheme' });
    expect(number.status).toBe(201);
    expect(((await number.json()) as { placeOrder: { order: Order } }).placeOrder.order.certificate?.amount.value).toBe(19.99);
  });
});
