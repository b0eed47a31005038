import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { Shopper, uniqueAddress, uniqueEmail } from '../helpers/shopper.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const LINK_DEAD = 'This password reset link has expired or has already been used. Please ask for a new one.';

describe.each(DRIVERS)('password reset (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  const shopper = () => new Shopper(server.url, uniqueAddress());
  const emailsTo = (recipient: string) =>
    server.database.db.query<{ subject: string; body_text: string; kind: string }>(
      'select subject, body_text, kind from email_outbox where recipient = $1 order by id',
      [recipient],
    );
  const tokenFrom = (body: string) => /\/auth\/reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

  test('a known and an unknown email get the same answer; only the known one gets a link', async () => {
    const { email } = await shopper().register();
    const stranger = uniqueEmail();
    const known = await shopper().post('/nuxt/api/auth/reset-password', { email });
    const unknown = await shopper().post('/nuxt/api/auth/reset-password', { email: stranger });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ requestPasswordResetEmail: true });
    expect(await unknown.json()).toEqual({ requestPasswordResetEmail: true });
    const mail = await emailsTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'password-reset', subject: 'Reset your Northvale Cycles password' });
    expect(tokenFrom(mail[0]!.body_text)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail[0]!.body_text).toContain(`${server.config.siteUrls.uk}/auth/reset-password/?token=`);
    expect(await emailsTo(stranger)).toHaveLength(0);
  });

  test('the reset email is in German when the shopper browses in German', async () => {
    const { email } = await shopper().register();
    await shopper().post('/nuxt/api/auth/reset-password', { email }, { headers: { cookie: 'i18n_redirected=de' } });
    const [mail] = await emailsTo(email);
    expect(mail?.subject).toBe('Dein Passwort bei Northvale Cycles zurücksetzen');
    expect(mail?.body_text).toContain('/de/auth/reset-password/?token=');
  });

  test('the link sets a new password once; the old password and every session stop working', async () => {
    const owner = shopper();
    const { email, password } = await owner.register();
    await shopper().post('/nuxt/api/auth/reset-password', { email });
    const token = tokenFrom((await emailsTo(email))[0]!.body_text);
    const stored = await server.database.db.query<{ n: number }>(
      'select count(*)::int as n from password_reset_tokens t join customers c on c.id = t.customer_id where lower(c.email) = lower($1)',
      [email],
    );
    expect(stored[0]!.n).toBe(1);

    const visitor = shopper();
    const set = await visitor.post('/nuxt/api/auth/set-new-password', { token, password: 'Brand-new-pass-7' });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ resetPassword: true });

    expect((await owner.request('/nuxt/api/auth/customer')).status).toBe(401);
    expect((await shopper().login(email, password)).status).toBe(401);
    expect((await shopper().login(email, 'Brand-new-pass-7')).status).toBe(200);

    const again = await visitor.post('/nuxt/api/auth/set-new-password', { token, password: 'Another-pass-8' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: LINK_DEAD, errors: [{ message: LINK_DEAD, field: 'token' }] });
  });

  test('an expired or made-up token is refused and the password stays', async () => {
    const { email, password } = await shopper().register();
    await shopper().post('/nuxt/api/auth/reset-password', { email });
    const token = tokenFrom((await emailsTo(email))[0]!.body_text);
    await server.database.db.query(`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    const expired = await shopper().post('/nuxt/api/auth/set-new-password', { token, password: 'Brand-new-pass-7' });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: LINK_DEAD });
    const madeUp = await shopper().post('/nuxt/api/auth/set-new-password', { token: 'x'.repeat(43), password: 'Brand-new-pass-7' });
    expect(madeUp.status).toBe(400);
    expect((await shopper().login(email, password)).status).toBe(200);
  });

  test('a too short new password is refused without using up the link', async () => {
    const { email } = await shopper().register();
    await shopper().post('/nuxt/api/auth/reset-password', { email });
    const token = tokenFrom((await emailsTo(email))[0]!.body_text);
    const short = await shopper().post('/nuxt/api/auth/set-new-password', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ errors: [{ message: '"password" must be at least 8 characters long.', field: 'password' }] });
    expect((await shopper().post('/nuxt/api/auth/set-new-password', { token, password: 'Long-enough-9' })).status).toBe(200);
  });

  test('a common new password is refused with a message saying why, and the link still works', async () => {
    const { email } = await shopper().register();
    await shopper().post('/nuxt/api/auth/reset-password', { email });
    const token = tokenFrom((await emailsTo(email))[0]!.body_text);
    const common = await shopper().post('/nuxt/api/auth/set-new-password', { token, password: 'password1' });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      errors: [
        {
          message: 'This password is one of the most common ones and is easy to guess. Choose another, for example three or four unrelated words.',
          field: 'password',
        },
      ],
    });
    expect((await shopper().post('/nuxt/api/auth/set-new-password', { token, password: 'Long-enough-9' })).status).toBe(200);
  });

  test('the reset request validates the email and names the field', async () => {
    const missing = await shopper().post('/nuxt/api/auth/reset-password', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: [{ message: 'Required Field', field: 'email' }] });
    const wrongType = await shopper().post('/nuxt/api/auth/reset-password', { email: true });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ errors: [{ field: 'email' }] });
  });
});
