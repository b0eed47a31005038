import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StripeSandbox } from '../../server/sandbox/stripe-api.ts';
import { placeCardOrder } from '../helpers/card-order.ts';
import { payAtPartner } from '../helpers/partner-checkout.ts';
import { deliverWebhooksTo, STRIPE_KEYS, startStripeDouble } from '../helpers/stripe-double.ts';
import { signInStaff, type StudioClient, studioClient } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { NAMED_ASSETS, startTestServer, type TestServer } from '../helpers/test-server.ts';

const KIT = 'NV-1054'; // £29.99, in stock

interface Detail {
  order: { number: string; status: string; tracking: { carrier: string; number: string; url: string } | null };
  payment: { state: string; captured: number; refunded: number; reference: string };
  partner: { name: string } | null;
  notes: { body: string; by: string }[];
  timeline: { text: string; by?: string }[];
  message?: string;
}
interface ListRow {
  number: string;
  status: string;
  email: string;
  payment: string;
  crossBorder: boolean;
}

describe.each(DRIVERS)('the back office runs orders (%s)', (driver) => {
  let server: TestServer;
  let double: StripeSandbox;
  let stripe: Stripe;
  let fulfilment: StudioClient;
  beforeAll(async () => {
    const started = await startStripeDouble();
    double = started.double;
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback', ...started.env }, deps: NAMED_ASSETS });
    deliverWebhooksTo(double, server.url);
    const { hostname, port } = new URL(double.url);
    stripe = new Stripe(STRIPE_KEYS.secretKey, { host: hostname, port: Number(port), protocol: 'http', telemetry: false });
    fulfilment = await signInStaff(server.url, 'fulfilment@northvale.test');
  });
  afterAll(async () => {
    await double?.settled();
    await server?.close();
    await double?.close();
  });

  const outbox = (number: string, kind: string) =>
    server.database.db.query<{ recipient: string; subject: string; body_text: string }>(
      'select recipient, subject, body_text from email_outbox where kind = $1 and subject like $2 order by id',
      [kind, `%${number}%`],
    );
  const SIZED_BIKE = 'ENDURANCE-SL-PRO'; // stocked per size: s, m and l have one each
  const stock = async (sku: string) =>
    (await server.database.db.query<{ stock_qty: number }>('select stock_qty from catalog_products where sku = $1', [sku]))[0]!.stock_qty;

  test('a fulfilment user dispatches a paid order: captured at the provider, tracking emailed, shown in My account', async () => {
    const { shopper, email, number } = await placeCardOrder(server.url, double, KIT);
    const bad = await fulfilment.json<{ message: string }>('POST', `/orders/${number}/dispatch`, { carrier: 'pigeon', trackingNumber: 'JD0146000038' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"carrier" must be one of "royal-mail"');
    expect((await fulfilment.json('POST', `/orders/${number}/dispatch`, { carrier: 'dpd', trackingNumber: '??' })).status).toBe(400);
    const done = await fulfilment.json<Detail>('POST', `/orders/${number}/dispatch`, { carrier: 'dpd', trackingNumber: 'jd 0146 0000 3828' });
    expect(done.status).toBe(200);
    expect(done.body.order).toMatchObject({
      status: 'dispatched',
      tracking: { carrier: 'DPD', number: 'JD014600003828', url: 'https://track.dpd.co.uk/parcels/JD014600003828' },
    });
    expect(done.body.payment).toMatchObject({ state: 'captured' });
    expect((await stripe.paymentIntents.retrieve(done.body.payment.reference)).status).toBe('succeeded');
    const [mail] = await outbox(number, 'order-dispatch');
    expect(mail).toMatchObject({ recipient: email, subject: `Your Northvale Cycles order ${number} is on its way` });
    expect(mail?.body_text).toContain('Follow your parcel with DPD, tracking number JD014600003828: https://track.dpd.co.uk/parcels/JD014600003828');
    const mine = (await (await shopper.request(`/nuxt/api/account/orders/${number}`)).json()) as Detail['order'] & { customerOrder: Detail['order'] };
    expect(mine.customerOrder).toMatchObject({ status: 'dispatched', tracking: { url: 'https://track.dpd.co.uk/parcels/JD014600003828' } });
    const again = await fulfilment.json<{ message: string }>('POST', `/orders/${number}/dispatch`, { carrier: 'dpd', trackingNumber: 'JD014600003828' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Order ${number} is dispatched; only an order that is paid can be dispatched.`);
    const cancel = await fulfilment.json<{ message: string }>('POST', `/orders/${number}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(`Order ${number} is dispatched; only an order that is awaiting payment or paid can be cancelled.`);
    const delivered = await fulfilment.json<Detail>('POST', `/orders/${number}/deliver`);
    expect(delivered.body.order.status).toBe('complete');
    expect((await fulfilment.json('POST', `/orders/${number}/deliver`)).status).toBe(409);
    expect(await outbox(number, 'order-delivered')).toHaveLength(1);
    expect(delivered.body.timeline.map((step) => step.text)).toEqual([
      'Order placed',
      'Dispatched with DPD, tracking number JD014600003828; the customer was emailed',
      'Delivered; the customer was emailed',
    ]);
  });

  test('refunds in part and in full reach the payment provider, and more than is left is refused', async () => {
    const { number } = await placeCardOrder(server.url, double, KIT, 2);
    const early = await fulfilment.json<{ message: string }>('POST', `/orders/${number}/refund`, { amount: '5.00' });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('only authorised: capture it before refunding');
    await fulfilment.json('POST', `/orders/${number}/dispatch`, { carrier: 'royal-mail', trackingNumber: 'AB123456789GB' });
    const part = await fulfilment.json<Detail>('POST', `/orders/${number}/refund`, { amount: '5.00' });
    expect(part.status).toBe(200);
    expect(part.body.payment).toMatchObject({ state: 'partly-refunded', refunded: 500 });
    expect(part.body.message).toBe(`£5.00 refunded on order ${number} (£5.00 in all).`);
    const providerRefunds = () =>
      server.database.db.query<{ refund_id: string; amount: number }>(
        'select r.refund_id, r.amount from order_refunds r join orders o on o.id = r.order_id where o.order_number = $1 order by r.created_at',
        [number],
      );
    expect(await providerRefunds()).toEqual([{ refund_id: expect.stringMatching(/^re_/), amount: 500 }]);
    expect(double.events.filter((event) => event.type === 'refund.created').length).toBeGreaterThanOrEqual(1);
    expect((await fulfilment.json('POST', `/orders/${number}/refund`, { amount: 'five' })).status).toBe(400);
    const tooMuch = await fulfilment.json<{ message: string }>('POST', `/orders/${number}/refund`, { amount: '9999.00' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toMatch(new RegExp(`^At most £\\d+\\.\\d{2} of order ${number} is left to refund\\.$`));
    const rest = await fulfilment.json<Detail>('POST', `/orders/${number}/refund`, {});
    expect(rest.body.payment.state).toBe('refunded');
    expect(rest.body.payment.refunded).toBe(rest.body.payment.captured);
    await double.settled();
    expect((await providerRefunds()).map((refund) => refund.amount)).toEqual([500, rest.body.payment.captured - 500]);
    // The provider's webhooks told of the same two refunds: counted once.
    expect((await fulfilment.json<Detail>('GET', `/orders/${number}`)).body.payment.refunded).toBe(rest.body.payment.captured);
    const mails = await outbox(number, 'order-refund');
    expect(mails.map((mail) => mail.body_text.includes('We have refunded £5.00'))).toEqual([true, false]);
    const nothingLeft = await fulfilment.json<{ message: string }>('POST', `/orders/${number}/refund`, {});
    expect(nothingLeft.status).toBe(409);
    expect(nothingLeft.body.message).toBe(`Order ${number} is refunded in full: nothing is left to refund.`);
  });

  test('cancelling a paid order before dispatch releases the held payment and puts the products back in stock', async () => {
    const before = await stock(KIT);
    const { email, number } = await placeCardOrder(server.url, double, KIT, 3);
    expect(await stock(KIT)).toBe(before - 3);
    const canceled = await fulfilment.json<Detail>('POST', `/orders/${number}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.order.status).toBe('canceled');
    expect(canceled.body.payment.state).toBe('canceled');
    expect((await stripe.paymentIntents.retrieve(canceled.body.payment.reference)).status).toBe('canceled');
    expect(await stock(KIT)).toBe(before);
    const [mail] = await outbox(number, 'order-canceled');
    expect(mail?.recipient).toBe(email);
    expect(mail?.body_text).toContain('Nothing was taken from your card');
    expect((await fulfilment.json('POST', `/orders/${number}/cancel`)).status).toBe(409);
    expect((await fulfilment.json('POST', `/orders/${number}/dispatch`, { carrier: 'dpd', trackingNumber: 'JD014600003828' })).status).toBe(409);
  });

  test('cancelling a bike ordered in a size puts that size back in stock as well as the bike', async () => {
    const sizeStock = async () =>
      (
        await server.database.db.query<{ stock_qty: number }>(
          `select s.stock_qty from catalog_product_sizes s join catalog_products p on p.id = s.product_id where p.sku = $1 and s.size = 'l'`,
          [SIZED_BIKE],
        )
      )[0]?.stock_qty;
    const [bikeBefore, sizeBefore] = [await stock(SIZED_BIKE), await sizeStock()];
    expect(sizeBefore).toBeGreaterThan(0);
    const { number } = await placeCardOrder(server.url, double, SIZED_BIKE, 1, ['size/l']);
    expect([await stock(SIZED_BIKE), await sizeStock()]).toEqual([bikeBefore - 1, sizeBefore! - 1]);
    expect((await fulfilment.json('POST', `/orders/${number}/cancel`)).status).toBe(200);
    expect([await stock(SIZED_BIKE), await sizeStock()]).toEqual([bikeBefore, sizeBefore]);
  });

  test('a cross-border order shows its partner and refuses the steps the partner owns', async () => {
    const { orderNumber } = await payAtPartner(server.url, 'DE', KIT, 1);
    const detail = await fulfilment.json<Detail>('GET', `/orders/${orderNumber}`);
    expect(detail.body.partner).toMatchObject({ name: 'ESW' });
    for (const step of ['cancel', 'refund']) {
      const refused = await fulfilment.json<{ message: string }>('POST', `/orders/${orderNumber}/${step}`, {});
      expect(refused.status, step).toBe(409);
      expect(refused.body.message).toContain('paid through the cross-border partner (ESW), which cancels and refunds it');
    }
    const list = await fulfilment.json<{ orders: ListRow[] }>('GET', `/orders?market=cross-border&q=${orderNumber}`);
    expect(list.body.orders.map((row) => [row.number, row.crossBorder])).toEqual([[orderNumber, true]]);
  });

  test('the list searches by number, email and name, filters on the server, pages, and exports the filtered list as CSV', async () => {
    const { email, number } = await placeCardOrder(server.url, double, KIT);
    const byNumber = await fulfilment.json<{ orders: ListRow[]; total: number }>('GET', `/orders?q=${number}`);
    expect(byNumber.body.orders.map((row) => row.number)).toEqual([number]);
    const byEmail = await fulfilment.json<{ orders: ListRow[] }>('GET', `/orders?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.body.orders.map((row) => row.number)).toEqual([number]);
    const paid = await fulfilment.json<{ orders: ListRow[]; total: number }>(
      'GET',
      '/orders?status=processing&market=gb&payment=authorized&country=gb&pageSize=10',
    );
    expect(paid.body.orders.length).toBeGreaterThan(0);
    expect(paid.body.orders.every((row) => row.status === 'processing' && row.payment === 'authorized' && !row.crossBorder)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await fulfilment.json<{ total: number }>('GET', `/orders?from=${today}&to=${today}`);
    const all = await fulfilment.json<{ total: number }>('GET', '/orders');
    expect(dated.body.total).toBeGreaterThan(0);
    expect(dated.body.total).toBeLessThan(all.body.total);
    const sorted = await fulfilment.json<{ orders: ListRow[] }>('GET', '/orders?sort=number&dir=asc&pageSize=10&page=2');
    expect(sorted.status).toBe(200);
    for (const [query, message] of [
      ['status=lost', '"status" must be one of'],
      ['from=2026-13-01', '"from" must be a date like 2026-05-31'],
      ['from=2026-06-02&to=2026-06-01', 'is after "to"'],
      ['country=Germany', '"country" is a two-letter country code'],
      ['sort=email', '"sort" must be one of "placed", "number", "total", "status"'],
    ] as const) {
      const bad = await fulfilment.json<{ message: string }>('GET', `/orders?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.message, query).toContain(message);
    }
    const csv = await fulfilment.call('GET', `/orders/export.csv?q=${number}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('number,placed_at,status,customer,email,country,market,payment,currency,total,refunded');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${number},`);
    expect(lines[1]).toContain(`,Paid,`);
    expect(lines[1]).toContain(`,${email},GB,GB,Authorised (held),GBP,`);
  });

  test('notes are internal and audited; every step is in the audit log', async () => {
    const { number } = await placeCardOrder(server.url, double, KIT);
    expect((await fulfilment.json('POST', `/orders/${number}/notes`, { body: '  ' })).status).toBe(400);
    const noted = await fulfilment.json<Detail>('POST', `/orders/${number}/notes`, { body: 'Customer asked for a morning delivery.' });
    expect(noted.status).toBe(201);
    expect(noted.body.notes).toEqual([{ at: expect.any(String), by: 'fulfilment@northvale.test', body: 'Customer asked for a morning delivery.' }]);
    const admin = await signInStaff(server.url, 'admin@northvale.test');
    const log = await admin.json<{ entries: { action: string; staffEmail: string }[] }>('GET', `/audit?entity=order&entityId=${number}`);
    expect(log.body.entries.map((entry) => [entry.action, entry.staffEmail])).toEqual([['note', 'fulfilment@northvale.test']]);
  });

  test('only fulfilment and admin reach orders: editors and merchandisers get 403, anonymous visitors 401', async () => {
    const { number } = await placeCardOrder(server.url, double, KIT);
    for (const email of ['editor@northvale.test', 'merchandiser@northvale.test']) {
      const member = await signInStaff(server.url, email);
      for (const [method, path] of [
        ['GET', '/orders'],
        ['GET', `/orders/${number}`],
        ['GET', '/orders/export.csv'],
        ['POST', `/orders/${number}/dispatch`],
        ['POST', `/orders/${number}/refund`],
      ] as const) {
        const refused = await member.json<{ message: string }>(method, path, method === 'POST' ? {} : undefined);
        expect(refused.status, `${email} ${method} ${path}`).toBe(403);
        expect(refused.body.message).toContain('Orders needs the fulfilment or admin role');
      }
      for (const path of ['/studio/orders/', `/studio/orders/${number}/`]) {
        const page = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: { Accept: 'text/html', ...member.auth } });
        expect(page.status, `${email} ${path}`).toBe(403);
      }
    }
    expect((await studioClient(server.url).json('GET', '/orders')).status).toBe(401);
    const admin = await signInStaff(server.url, 'admin@northvale.test');
    expect((await admin.json('GET', `/orders/${number}`)).status).toBe(200);
    expect((await fulfilment.json('GET', '/orders/100000000')).status).toBe(404);
    expect((await fulfilment.json('GET', '/orders/no%20such')).status).toBe(400);
  });

  test('the order pages are back-office page trees: a list that works without JavaScript and a detail with the steps allowed now', async () => {
    const { number } = await placeCardOrder(server.url, double, KIT);
    const list = await fetch(`${server.url}/studio/orders/?q=${number}`, { headers: { Accept: 'text/html', ...fulfilment.auth } });
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain(`<a href="/studio/orders/${number}/"`);
    expect(html).toContain(`href="/studio/api/orders/export.csv?q=${number}"`);
    expect(html).toMatch(/<form class="data-table__filters"[^>]* action="\/studio\/orders\/" method="get">/);
    expect(html).not.toContain('>Pages</a>');
    const detail = await fetch(`${server.url}/studio/orders/${number}/`, { headers: { Accept: 'application/json', ...fulfilment.auth } });
    const tree = (await detail.json()) as { root: { children: { type: string; props: { actions?: { id: string }[] } }[] } };
    expect(tree.root.children.map((child) => child.type)).toEqual(['action-bar', 'detail-panel']);
    expect(tree.root.children[0]?.props.actions?.map((action) => action.id)).toEqual(['dispatch', 'cancel', 'note']);
    expect((await fetch(`${server.url}/studio/orders/999999999/`, { headers: { Accept: 'text/html', ...fulfilment.auth } })).status).toBe(404);
  });

  test('the staff order page shows each line with its thumbnail: a bike painted to order in its paint, and the paint in words for the workshop', async () => {
    const paint = [
      { uid: 'frame_colour', value: '#13827f' },
      { uid: 'top_tube_logo_colour', value: '#ffffff' },
      { uid: 'down_tube_logo_colour', value: '#b8652e' },
      { uid: 'paint_finish', value: 'gloss' },
      { uid: 'gradient_angle', value: 'horizontal' },
    ];
    const { number } = await placeCardOrder(
      server.url,
      double,
      SIZED_BIKE,
      1,
      ['size/m'],
      [{ sku: 'BBCOLOUR-CUSTOM', quantity: 1, parent_sku: SIZED_BIKE, entered_options: paint }],
    );
    const detail = await fetch(`${server.url}/studio/orders/${number}/`, { headers: { Accept: 'application/json', ...fulfilment.auth } });
    const tree = (await detail.json()) as {
      root: { children: { type: string; props: { sections?: { heading: string; fields?: { value: string; image?: string }[] }[] } }[] };
    };
    const items = tree.root.children[1]?.props.sections?.find((section) => section.heading === 'Items')?.fields ?? [];
    expect(items[0]?.image).toMatch(/^\/media\/w_160,h_120,r_contain\/catalog\/bikes\/[a-z-]+\/[a-z]+\/side\/paint-13827f-ffffff-b8652e-gh$/);
    expect(items[1]?.image).toMatch(/\/frame\/paint-13827f-ffffff-b8652e-gh$/);
    expect(items[1]?.value).toContain('frame #13827f, logos #ffffff and #b8652e, gloss, horizontal');
    expect((await fetch(`${server.url}${items[0]!.image}`)).status).toBe(200);
  });
});
