import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { financeProductOf } from '../../domain/finance/finance-product.ts';
import { financeTerms } from '../../domain/finance/repayments.ts';
import { formatMoney } from '../../domain/money.ts';
import { SANDBOX_PRODUCTS } from '../../server/integrations/finance/sandbox.ts';
import { signWebhook } from '../../server/lib/webhook-signature.ts';
import { paymentMethodFor, STRIPE_CARDS } from '../helpers/stripe-double.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const BIKE = 'ENDURANCE-SL-PRO'; // £3,999
const KIT = 'NV-1054'; // £29.99
const SECRET = 'finance-sandbox-decision-secret-not-for-production';

interface ShownApplication {
  id: string;
  status: string;
  handoffUrl: string;
  orderNumber: string | null;
  cashPrice: number;
  deposit: number;
  loanAmount: number;
}

describe.each(DRIVERS)('paying with finance through the provider sandbox (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
    // Enough bikes in size M for every test's order.
    await server.database.db.query('update catalog_products set stock_qty = 50 where sku = $1', [BIKE]);
    await server.database.db.query(
      "update catalog_product_sizes set stock_qty = 50 where size = 'm' and product_id = (select id from catalog_products where sku = $1)",
      [BIKE],
    );
  });
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  const stockOf = async (sku: string) =>
    (await db().query<{ stock_qty: number }>('select stock_qty from catalog_products where sku = $1', [sku]))[0]?.stock_qty;
  const ordersOf = (email: string) =>
    db().query<{ order_number: string; status: string; payment_method: string; grand_total: number; payment_status: string | null }>(
      'select o.order_number, o.status, o.payment_method, o.grand_total, o.payment_status from orders o join customers c on c.id = o.customer_id where c.email = $1',
      [email],
    );
  const emailsTo = (email: string) => db().query<{ kind: string }>('select kind from email_outbox where recipient = $1', [email]);

  /** A signed-in customer with a UK address and `sku` in the basket. */
  const buyer = async (sku = BIKE) => {
    const shopper = new Shopper(server.url, uniqueAddress());
    const { email } = await shopper.register();
    const addressId = await shopper.addUkAddress(email);
    await shopper.request('/nuxt/api/cart/create-auth');
    const item = sku === BIKE ? { sku, quantity: 1, selected_options: ['size/m'] } : { sku, quantity: 1 };
    expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [item] })).status).toBe(200);
    return { shopper, addressId, email };
  };

  const apply = async (shopper: Shopper, body: Record<string, unknown>, key = randomUUID()) => {
    const res = await shopper.request('/nuxt/api/checkout/finance-application', { method: 'POST', json: body, headers: { 'idempotency-key': key } });
    return { status: res.status, body: (await res.json()) as { application: ShownApplication; error?: string } };
  };

  /** An open application on the 48-month plan with 10 % down, and its page at the sandbox. */
  const applied = async () => {
    const who = await buyer();
    const { status, body } = await apply(who.shopper, {
      shippingAddressId: who.addressId,
      deliveryMethod: 'standard',
      productId: 'CL48-99',
      depositPercent: 10,
    });
    expect(status, body.error).toBe(201);
    return { ...who, application: body.application };
  };

  const decide = (shopper: Shopper, application: ShownApplication, decision: string) =>
    shopper.request(application.handoffUrl, { method: 'POST', body: `decision=${decision}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  const post = (decision: Record<string, unknown>, signature?: string) => {
    const body = JSON.stringify(decision);
    return fetch(`${server.url}/nuxt/api/finance/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'finance-signature': signature ?? signWebhook(SECRET, body) },
      body,
    });
  };
  const providerIdOf = async (id: string) =>
    (await db().query<{ provider_application_id: string }>('select provider_application_id from finance_applications where id = $1', [id]))[0]!
      .provider_application_id;

  test('an application for a bike is checked by the spec’s rules, handed to the provider, and orders nothing: no order, no stock, no email, the basket open', async () => {
    const stockBefore = await stockOf(BIKE);
    const { shopper, email, addressId, application } = await applied();
    expect(application).toMatchObject({ status: 'pending', orderNumber: null, cashPrice: 399900, deposit: 39990, loanAmount: 359910 });
    expect(application.handoffUrl).toMatch(/^\/sandbox\/finance\/application\/app_[A-Za-z0-9_-]+\/$/);
    const page = await (await shopper.request(application.handoffUrl)).text();
    expect(page).toContain('Loan amount');
    expect(page).toContain('£3,599.10');

    expect(await ordersOf(email)).toEqual([]);
    expect(await stockOf(BIKE)).toBe(stockBefore);
    expect((await emailsTo(email)).filter((e) => e.kind === 'order-confirmation')).toEqual([]);
    const cart = await shopper.request('/nuxt/api/cart/fetch-cart');
    expect(cart.status).toBe(200);
    expect(((await cart.json()) as { cart: { items: unknown[] } }).cart.items).toHaveLength(1);

    // A retried request with the same key answers the same application.
    const key = randomUUID();
    const body = { shippingAddressId: addressId, deliveryMethod: 'standard', productId: 'IF12-0', depositPercent: 20 };
    const [first, again] = [await apply(shopper, body, key), await apply(shopper, body, key)];
    expect(first.status).toBe(201);
    expect(again.body.application.id).toBe(first.body.application.id);

    // Referred for review is not approved either.
    expect((await decide(shopper, application, 'refer')).status).toBe(303);
    expect(await ordersOf(email)).toEqual([]);
    expect((await (await shopper.request(`/nuxt/api/checkout/finance-application/${application.id}`)).json()) as unknown).toMatchObject({
      application: { status: 'referred', orderNumber: null },
    });
  });

  test('approving at the sandbox posts the signed decision: the order is placed, paid with finance on its plan, stock taken, audited and emailed once', async () => {
    const stockBefore = await stockOf(BIKE);
    const { shopper, email, application } = await applied();
    const approved = await decide(shopper, application, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`/checkout/finance/return/?application=${application.id}`);

    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ status: 'processing', grand_total: 399900, payment_status: null });
    const { monthlyRepayment } = financeTerms(financeProductOf(SANDBOX_PRODUCTS.find((p) => p.product_id === 'CL48-99')!), 399900, 10);
    expect(order!.payment_method).toBe(`Finance: 48 months at 9.9% APR, £399.90 deposit, ${formatMoney(monthlyRepayment, 'GBP', 'en-GB')} a month`);
    expect(await stockOf(BIKE)).toBe(stockBefore! - 1);
    expect((await emailsTo(email)).filter((e) => e.kind === 'order-confirmation')).toHaveLength(1);
    const audit = await db().query<{ action: string; staff_email: string }>(
      "select action, staff_email from audit_log where entity = 'order' and entity_id = $1",
      [order!.order_number],
    );
    expect(audit).toEqual([{ action: 'finance-approved', staff_email: 'finance provider' }]);

    const back = await shopper.request(approved.headers.get('location')!);
    expect(back.headers.get('location')).toBe(`/checkout/confirmation/${order!.order_number}/`);
    expect(shopper.cookies.has('cart_id')).toBe(false);
    const detail = await shopper.request(`/nuxt/api/account/orders/${order!.order_number}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(await detail.json())).toContain('Finance: 48 months at 9.9% APR');

    // The same approval again, in a new delivery, changes nothing.
    const again = await post({
      eventId: `evt_${randomUUID()}`,
      applicationId: await providerIdOf(application.id),
      reference: application.id,
      status: 'approved',
      cashPrice: 399900,
      deposit: 39990,
      loanAmount: 359910,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ changed: false, orderNumber: order!.order_number });
    expect(await ordersOf(email)).toHaveLength(1);
    expect(await stockOf(BIKE)).toBe(stockBefore! - 1);
  });

  test('a declined application places nothing, and the shopper pays for the same basket by card', async () => {
    const { shopper, email, addressId, application } = await applied();
    const declined = await decide(shopper, application, 'decline');
    const back = await shopper.request(declined.headers.get('location')!);
    expect(back.headers.get('location')).toBe(`/checkout/?finance=declined&application=${application.id}`);
    expect(await ordersOf(email)).toEqual([]);
    expect((await emailsTo(email)).filter((e) => e.kind === 'order-confirmation')).toEqual([]);

    const card = await shopper.request('/nuxt/api/checkout/place-order', {
      method: 'POST',
      json: { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: await paymentMethodFor(server.payments!.double, STRIPE_CARDS.ok) },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(card.status, await card.clone().text()).toBe(201);
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ status: 'processing', payment_method: 'Card', grand_total: 399900 });
  });

  test('an abandoned application leaves the basket to be paid by card, and its approval after that orders nothing twice', async () => {
    const { shopper, email, addressId, application } = await applied();
    const card = await shopper.request('/nuxt/api/checkout/place-order', {
      method: 'POST',
      json: { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken: await paymentMethodFor(server.payments!.double, STRIPE_CARDS.ok) },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(card.status).toBe(201);
    const late = await post({
      eventId: `evt_${randomUUID()}`,
      applicationId: await providerIdOf(application.id),
      reference: application.id,
      status: 'approved',
      cashPrice: 399900,
      deposit: 39990,
      loanAmount: 359910,
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: 'The application was already cancelled; the decision is refused.' });
    expect((await ordersOf(email)).map((o) => o.payment_method)).toEqual(['Card']);
  });

  test('the decision call refuses a bad signature, a replay, other amounts, an unknown application and a change to a decided one, with 4xx', async () => {
    const { email, application } = await applied();
    const decision = {
      eventId: `evt_${randomUUID()}`,
      applicationId: await providerIdOf(application.id),
      reference: application.id,
      status: 'approved',
      cashPrice: 399900,
      deposit: 39990,
      loanAmount: 359910,
    };
    const body = JSON.stringify(decision);
    expect((await post(decision, signWebhook('not-the-shared-secret-at-all-000', body))).status).toBe(401);
    expect((await post(decision, signWebhook(SECRET, body, Math.floor(Date.now() / 1000) - 600))).status).toBe(401);
    expect((await post(decision, 't=1,v1=zz')).status).toBe(401);
    const cheaper = await post({ ...decision, loanAmount: 100 });
    expect(cheaper.status).toBe(409);
    expect(await cheaper.json()).toMatchObject({ error: 'The decision is for other amounts than the application: it is refused.' });
    expect((await post({ ...decision, eventId: `evt_${randomUUID()}`, reference: 'fa_nobody_at_all' })).status).toBe(404);
    expect((await post({ ...decision, eventId: `evt_${randomUUID()}`, applicationId: 'app_someone_else' })).status).toBe(404);
    expect((await post({ ...decision, status: 'maybe' })).status).toBe(400);
    expect(await ordersOf(email)).toEqual([]);

    const declined = await post({ ...decision, status: 'declined' });
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ status: 'declined', changed: true, orderNumber: null });
    // The same signed delivery again is a replay.
    const replay = await fetch(`${server.url}/nuxt/api/finance/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'finance-signature': signWebhook(SECRET, JSON.stringify({ ...decision, status: 'declined' })) },
      body: JSON.stringify({ ...decision, status: 'declined' }),
    });
    expect(replay.status).toBe(409);
    const late = await post({ ...decision, eventId: `evt_${randomUUID()}` });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: 'The application was already declined; the decision is refused.' });
    expect(await ordersOf(email)).toEqual([]);
  });

  test('a plan not offered, a deposit the provider does not take and a basket below the minimum are refused with a reason', async () => {
    const { shopper, addressId } = await buyer();
    const base = { shippingAddressId: addressId, deliveryMethod: 'standard', productId: 'CL48-99', depositPercent: 10 };
    const plan = await apply(shopper, { ...base, productId: 'NOPE-1' });
    expect(plan.status).toBe(400);
    expect(plan.body.error).toBe('That plan is not offered for this order and deposit. Choose one of the plans shown.');
    const deposit = await apply(shopper, { ...base, depositPercent: 12 });
    expect(deposit.status).toBe(400);
    expect((await apply(shopper, { ...base, depositPercent: 60 })).status).toBe(400);
    const noKey = await shopper.request('/nuxt/api/checkout/finance-application', { method: 'POST', json: base });
    expect(noKey.status).toBe(400);

    const small = await buyer(KIT);
    const below = await apply(small.shopper, { ...base, shippingAddressId: small.addressId });
    expect(below.status).toBe(409);
    expect(below.body.error).toBe('Finance is available on amounts of £500.00 or more after the deposit. Please choose a higher cash price.');

    const guest = new Shopper(server.url, uniqueAddress());
    expect((await apply(guest, base)).status).toBe(401);
  });
});
