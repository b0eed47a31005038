import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dispatchOrder } from '../../server/commerce/orders/dispatch-order.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { type DeliveryOptions, deliverOutbox } from '../../server/integrations/email/deliver-outbox.ts';
import { sendEmail } from '../../server/integrations/email/outbox.ts';
import { smtpTransport } from '../../server/integrations/email/smtp.ts';
import { randomUUID } from 'node:crypto';
import { payAtPartner } from '../helpers/partner-checkout.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { paymentMethodFor, STRIPE_CARDS } from '../helpers/stripe-double.ts';
import { type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const KIT = 'NV-1054'; // £29.99
const FROM = 'Northvale Cycles <orders@northvale.example>';
const NOW: DeliveryOptions = { retryBaseSeconds: 0, maxAttempts: 3 };

const plainEmail = (recipient: string, subject: string) => ({
  recipient,
  subject,
  bodyText: `Text of ${subject}`,
  bodyHtml: `<p>HTML of ${subject}</p>`,
  locale: 'en' as const,
  kind: 'test',
});

describe.each(DRIVERS)('email leaves the outbox over SMTP (%s)', (driver) => {
  let server: TestServer;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox?.close();
    await server?.close();
  });
  const send = (options: DeliveryOptions = NOW) => {
    const transport = smtpTransport({ url: inbox.url }, FROM);
    return deliverOutbox(server.database.db, transport, options).finally(() => transport.close());
  };

  test('an order placed by a German customer gets a German confirmation with euros formatted as on the site', async () => {
    const { orderNumber, paidText } = await payAtPartner(server.url, 'DE', KIT, 2);
    const report = await send();
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const mail = inbox.received.find((m) => m.subject?.includes(orderNumber));
    expect(mail?.subject).toBe(`Deine Bestellung ${orderNumber} bei Northvale Cycles`);
    expect(mail?.from?.value).toEqual([{ name: 'Northvale Cycles', address: 'orders@northvale.example' }]);
    expect(mail?.headers.get('content-language')).toBe('de');
    expect(paidText).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
    expect(mail?.text).toContain(`Gesamt: ${paidText}`);
    expect(mail?.text).toContain('vielen Dank für deine Bestellung');
    expect(mail?.text).toContain(`2 × `);
    expect(mail?.html).toContain('<html lang="de">');
    expect(mail?.html).toContain(paidText);
    const [row] = await server.database.db.query<{ status: string; sent_at: Date | null }>(
      `select status, sent_at from email_outbox where kind = 'order-confirmation' and subject like $1`,
      [`%${orderNumber}%`],
    );
    expect(row?.status).toBe('sent');
    expect(row?.sent_at).toBeInstanceOf(Date);
  });

  // A GB order placed from the English site, and one from the German site (its language in the cookie, its pounds formatted in German).
  test.each([
    { language: 'en', siteCookie: 'default', subject: 'Your Northvale Cycles order', total: 'Total: £34.98' },
    { language: 'de', siteCookie: 'de_de_de', subject: 'Deine Bestellung', total: `Gesamt: 34,98${String.fromCharCode(160)}£` },
  ])(
    'a GB order paid by card through the Stripe SDK (the local double) gets its confirmation over SMTP, in $language',
    async ({ language, siteCookie, subject, total }) => {
      const shopper = new Shopper(server.url, uniqueAddress());
      shopper.cookies.set('site-env', siteCookie);
      const { email } = await shopper.register();
      const addressId = await shopper.addUkAddress(email);
      await shopper.request('/nuxt/api/cart/create-auth');
      expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] })).status).toBe(200);
      const paymentToken = await paymentMethodFor(server.payments!.double, STRIPE_CARDS.ok);
      const placed = await shopper.request('/nuxt/api/checkout/place-order', {
        method: 'POST',
        json: { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(placed.status).toBe(201);
      const orderNumber = ((await placed.json()) as { placeOrder: { order: { number: string } } }).placeOrder.order.number;
      expect(server.payments?.double.events.map((e) => e.type)).toContain('payment_intent.created');

      await send();
      const mail = inbox.received.find((m) => m.subject?.includes(orderNumber));
      expect(mail?.subject).toContain(subject);
      expect(mail?.to).toMatchObject({ value: [{ address: email }] });
      expect(mail?.headers.get('content-language')).toBe(language);
      expect(mail?.text).toContain(total); // £29.99 + £4.99 standard delivery
      expect(mail?.html).toContain(total.slice(total.indexOf(' ') + 1));
    },
  );

  test('a dispatched order tells its customer once, in the language they ordered in', async () => {
    const { orderNumber } = await payAtPartner(server.url, 'DE', KIT, 1);
    await expect(dispatchOrder(server.database.db, orderNumber)).resolves.toEqual({ orderNumber });
    await expect(dispatchOrder(server.database.db, orderNumber)).rejects.toMatchObject({ type: 'conflict' });
    await expect(dispatchOrder(server.database.db, 'NO-SUCH-ORDER')).rejects.toMatchObject({ type: 'not_found' });
    await send();
    const mails = inbox.received.filter((m) => m.subject === `Deine Bestellung ${orderNumber} bei Northvale Cycles ist unterwegs`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Main Street 1, Capital 10119');
    const [order] = await server.database.db.query<{ status: string }>('select status from orders where order_number = $1', [orderNumber]);
    expect(order?.status).toBe('dispatched');
  });

  test('a password reset arrives as text and HTML with its link', async () => {
    const email = 'demo@northvale.test';
    expect(
      (
        await fetch(`${server.url}/nuxt/api/auth/reset-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        })
      ).status,
    ).toBe(200);
    await send();
    const mail = inbox.received.findLast((m) => m.to && !Array.isArray(m.to) && m.to.text === email);
    expect(mail?.subject).toBeTruthy();
    const link = /http:\/\/\S+\/auth\/reset-password\/\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(mail?.html).toContain(`<a href="${link}"`);
  });

  test('an email the server refuses waits for its backoff, then is sent on the retry', async () => {
    await sendEmail(server.database.db, plainEmail('retry@example.test', 'Refused once'));
    inbox.refuseNext(1);
    expect(await send({ retryBaseSeconds: 60, maxAttempts: 3 })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [waiting] = await server.database.db.query<{ status: string; attempts: number; last_error: string; wait: number }>(
      `select status, attempts, last_error, extract(epoch from next_attempt_at - now())::int as wait from email_outbox where subject = 'Refused once'`,
    );
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.last_error).toContain('451');
    expect(waiting?.wait).toBeGreaterThan(50);
    // Within the backoff nothing goes.
    expect(await send({ retryBaseSeconds: 60, maxAttempts: 3 })).toEqual({ sent: 0, retried: 0, failed: 0 });
    await server.database.db.query(`update email_outbox set next_attempt_at = now() where subject = 'Refused once'`);
    expect(await send({ retryBaseSeconds: 60, maxAttempts: 3 })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(inbox.received.filter((m) => m.subject === 'Refused once')).toHaveLength(1);
  });

  test('an email refused on every attempt is given up after the last one', async () => {
    await sendEmail(server.database.db, plainEmail('never@example.test', 'Always refused'));
    inbox.refuseNext(2);
    expect(await send({ retryBaseSeconds: 0, maxAttempts: 2 })).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await send({ retryBaseSeconds: 0, maxAttempts: 2 })).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await server.database.db.query<{ status: string; attempts: number }>(
      `select status, attempts from email_outbox where subject = 'Always refused'`,
    );
    expect(row).toEqual({ status: 'failed', attempts: 2 });
    expect(await send()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });
});

describe('two workers on one PostgreSQL database', () => {
  let database: TestDatabase;
  let inbox: SmtpInbox;
  const pools: Database[] = [];
  beforeAll(async () => {
    database = await openTestDatabase('postgres', { seeded: false });
    inbox = await startSmtpInbox();
    for (let i = 0; i < 2; i++) pools.push(await openDatabase({ databaseUrl: database.url }));
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await inbox?.close();
    await database?.drop();
  });

  test('never send one message twice', async () => {
    for (let i = 0; i < 30; i++) await sendEmail(database.db, plainEmail(`worker${i}@example.test`, `Parallel ${i}`));
    inbox.delay(20);
    const reports = await Promise.all(
      pools.map((pool) => {
        const transport = smtpTransport({ url: inbox.url }, FROM);
        return deliverOutbox(pool, transport, { ...NOW, batch: 3 }).finally(() => transport.close());
      }),
    );
    const subjects = inbox.received.map((m) => m.subject);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(30);
    // Both worked: the claims interleaved rather than one worker taking everything.
    expect(reports[0]!.sent).toBeGreaterThan(0);
    expect(reports[1]!.sent).toBeGreaterThan(0);
    const [left] = await database.db.query<{ n: number }>(`select count(*)::int as n from email_outbox where status <> 'sent'`);
    expect(left?.n).toBe(0);
  });
});
