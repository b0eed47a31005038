import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RATE_LIMITS } from '../../server/commerce/customer/rate-limits.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { Shopper, uniqueAddress, uniqueEmail } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const PER_RECIPIENT = RATE_LIMITS.emailPerRecipient.limit;
const PER_CLIENT = RATE_LIMITS.emailPerClient.limit;

const quoteFor = (employeeEmail: string, extra: Record<string, unknown> = {}) => ({
  employerName: 'Riverside Print Ltd',
  employerEmail: 'hr@riverside-print.example',
  employeeName: 'Sam Taylor',
  employeeEmail,
  bike: 'Metro 7 hybrid, size M',
  accessories: 'Lights and a D-lock',
  total: '949.99',
  ...extra,
});

describe.each(DRIVERS)('the store cannot be used to send mail in bulk (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    // A trusted loopback proxy, so each test's client has an address of its own.
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  const emailsTo = async (recipient: string) =>
    (await server.database.db.query<{ n: number }>('select count(*)::int as n from email_outbox where lower(recipient) = lower($1)', [recipient]))[0]!.n;
  const emailsOfKind = async (kind: string, recipients: string[]) =>
    (
      await server.database.db.query<{ n: number }>('select count(*)::int as n from email_outbox where kind = $1 and recipient = any($2)', [kind, recipients])
    )[0]!.n;

  test('fifteen cycle-to-work quotes for one address send at most the per-address limit, each answered alike', async () => {
    const victim = uniqueEmail('victim');
    const answers: { status: number; keys: string[] }[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await new Shopper(server.url, uniqueAddress()).post('/nuxt/api/cycletowork/quote', quoteFor(victim));
      const body = (await res.json()) as { quote: Record<string, unknown> };
      answers.push({ status: res.status, keys: Object.keys(body.quote).sort() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(201);
    expect(await emailsTo(victim)).toBe(PER_RECIPIENT);
  });

  test('fifteen newsletter sign-ups for one address send at most the per-address limit, and the last link mailed keeps working', async () => {
    const victim = uniqueEmail('victim');
    const answers = new Set<string>();
    for (let i = 0; i < 15; i++) {
      const res = await new Shopper(server.url, uniqueAddress()).post('/nuxt/api/newsletter/subscribe', { email: victim });
      answers.add(`${res.status} ${await res.text()}`);
    }
    expect(answers.size).toBe(1);
    expect([...answers][0]).toMatch(/^200 /);
    expect(await emailsTo(victim)).toBe(PER_RECIPIENT);
    const [last] = await server.database.db.query<{ body_text: string }>('select body_text from email_outbox where recipient = $1 order by id desc limit 1', [
      victim,
    ]);
    const link = /https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(last!.body_text)![0];
    const confirmed = await fetch(`${server.url}${new URL(link).pathname}${new URL(link).search}`);
    expect(await confirmed.text()).not.toContain('expired');
    const [row] = await server.database.db.query<{ status: string }>('select status from newsletter_subscriptions where email = $1', [victim]);
    expect(row!.status).toBe('subscribed');
  });

  test('one client gets at most the per-client limit of emails sent, whatever the addresses, and the same answer', async () => {
    const client = new Shopper(server.url, uniqueAddress());
    const recipients = Array.from({ length: PER_CLIENT + 5 }, () => uniqueEmail('many'));
    const statuses = new Set<number>();
    for (const [i, recipient] of recipients.entries()) {
      const res =
        i % 2 === 0
          ? await client.post('/nuxt/api/cycletowork/quote', quoteFor(recipient))
          : await client.post('/nuxt/api/newsletter/subscribe', { email: recipient });
      statuses.add(res.status);
    }
    expect([...statuses].sort()).toEqual([200, 201]);
    const sent = (await emailsOfKind('cycle-to-work-quote', recipients)) + (await emailsOfKind('newsletter-confirmation', recipients));
    expect(sent).toBe(PER_CLIENT);
  });

  test('the per-address limit spans every kind of email: a reset beyond it answers the same and sends nothing', async () => {
    const { email } = await new Shopper(server.url, uniqueAddress()).register();
    for (let i = 0; i < PER_RECIPIENT; i++) await new Shopper(server.url, uniqueAddress()).post('/nuxt/api/newsletter/subscribe', { email });
    const before = await emailsTo(email);
    const reset = await new Shopper(server.url, uniqueAddress()).post('/nuxt/api/auth/reset-password', { email });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ requestPasswordResetEmail: true });
    expect(await emailsTo(email)).toBe(before);
    const again = await new Shopper(server.url, uniqueAddress()).post('/nuxt/api/auth/register', {
      firstName: 'A',
      lastName: 'B',
      email,
      password: 'Pedal-power-99',
    });
    expect(again.status).toBe(200);
    expect(await emailsTo(email)).toBe(before);
  });

  test('a cycle-to-work quote email carries none of the text typed into the form', async () => {
    const victim = uniqueEmail('victim');
    const lure = 'Your account is locked, sign in at https://evil.example/login';
    const res = await new Shopper(server.url, uniqueAddress()).post(
      '/nuxt/api/cycletowork/quote',
      quoteFor(victim, { employeeName: lure, employerName: lure, bike: lure, accessories: lure, employerEmail: 'boss@evil.example' }),
    );
    expect(res.status).toBe(201);
    const [email] = await server.database.db.query<{ subject: string; body_text: string }>('select subject, body_text from email_outbox where recipient = $1', [
      victim,
    ]);
    expect(email!.body_text).toContain('Total: £949.99');
    for (const text of [email!.subject, email!.body_text]) {
      expect(text).not.toContain('evil.example');
      expect(text).not.toContain('locked');
    }
  });
});
