import { paymentMethodFor } from '../helpers/stripe-double.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Shopper, uniqueAddress, uniqueEmail } from '../helpers/shopper.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const KIT = 'NV-1054';
const CARD = '4242 4242 4242 4242';

describe.each(DRIVERS)('no secret reaches the logs during a whole shopper journey (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  const outbox = async (recipient: string, kind: string) =>
    (
      await server.database.db.query<{ body_text: string }>('select body_text from email_outbox where recipient = $1 and kind = $2 order by id', [
        recipient,
        kind,
      ])
    )[0]?.body_text ?? '';

  test('register, sign in, reset the password by link, confirm the newsletter, buy by card: the log holds none of the secrets', async () => {
    const secrets: string[] = [];
    const shopper = new Shopper(server.url, uniqueAddress());
    const email = uniqueEmail('journey');
    const password = `Pedal-${randomUUID().slice(0, 8)}-99`;
    secrets.push(password);
    await shopper.register({ email, password });
    expect((await shopper.login(email, password)).status).toBe(200);
    secrets.push(...shopper.cookies.values());

    expect((await shopper.post('/nuxt/api/auth/reset-password', { email })).status).toBe(200);
    const resetLink = /https?:\/\/\S+\/auth\/reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(await outbox(email, 'password-reset'));
    expect(resetLink).not.toBeNull();
    const [resetUrl, resetToken] = [resetLink![0], resetLink![1]!];
    secrets.push(resetUrl, resetToken);
    const visitor = new Shopper(server.url, uniqueAddress());
    expect((await visitor.request(new URL(resetUrl).pathname + new URL(resetUrl).search)).status).toBe(200);
    const newPassword = `Brand-${randomUUID().slice(0, 8)}-7`;
    secrets.push(newPassword);
    expect((await shopper.post('/nuxt/api/auth/set-new-password', { token: resetToken, password: newPassword })).status).toBe(200);
    expect((await shopper.login(email, newPassword)).status).toBe(200);
    secrets.push(...shopper.cookies.values());

    const subscribed = await shopper.post('/nuxt/api/newsletter/subscribe', { email });
    expect(subscribed.status).toBe(200);
    const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\/\?token=([A-Za-z0-9_-]+)/.exec(await outbox(email, 'newsletter-confirmation'));
    expect(confirmLink).not.toBeNull();
    secrets.push(confirmLink![0], confirmLink![1]!);
    const confirmUrl = new URL(confirmLink![0]);
    expect((await visitor.request(confirmUrl.pathname + confirmUrl.search)).status).toBe(200);

    const addressId = await shopper.addUkAddress(email);
    await shopper.request('/nuxt/api/cart/create-auth');
    expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: 1 }] })).status).toBe(200);
    const paymentToken = await paymentMethodFor(server.payments!.double, CARD);
    secrets.push(CARD, CARD.replaceAll(' ', ''), paymentToken);
    const placed = await shopper.request('/nuxt/api/checkout/place-order', {
      method: 'POST',
      json: { shippingAddressId: addressId, deliveryMethod: 'standard', paymentToken },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status).toBe(201);

    const log = server.logs.map((line) => JSON.stringify(line)).join('\n');
    expect(log).toContain('"msg":"request"');
    const leaked = secrets.filter((secret) => secret.length >= 8 && log.includes(secret));
    expect(leaked).toEqual([]);
    expect(log).toContain('/auth/reset-password/?token=[redacted]');
  });
});
