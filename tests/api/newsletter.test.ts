import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const SUCCESS = 'You have been successfully subscribed to our newsletter!';

describe.each(DRIVERS)('newsletter sign-up (%s)', (driver) => {
  let server: TestServer;
  let counter = 0;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const uniqueEmail = () => `rider-${driver}-${Date.now()}-${++counter}@example.com`;
  const subscribe = (body: unknown) =>
    fetch(`${server.url}/nuxt/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const postForm = (fields: Record<string, string>) =>
    fetch(`${server.url}/nuxt/api/newsletter/subscribe`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const outbox = (recipient: string) =>
    server.database.db.query<{ subject: string; body_text: string; kind: string }>(
      'select subject, body_text, kind from email_outbox where recipient = $1 order by id',
      [recipient],
    );
  const subscription = async (email: string) =>
    (
      await server.database.db.query<{ status: string; token_hash: string | null; locale: string }>(
        'select status, token_hash, locale from newsletter_subscriptions where email = $1',
        [email],
      )
    )[0];
  const linkIn = (body: string) => {
    const match = /(https?:\/\/[^\s/]+)(\/(?:de\/)?newsletter\/confirm\/\?token=([A-Za-z0-9_-]+))/.exec(body);
    if (!match) throw new Error(`No confirmation link in: ${body}`);
    return { origin: match[1]!, path: match[2]!, token: match[3]! };
  };

  test('an empty or missing address answers 400 "Required Field" on the email field', async () => {
    for (const body of [{ email: '' }, { email: '   ' }, {}, { email: null }]) {
      const res = await subscribe(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ error: 'Required Field', errors: [{ message: 'Required Field', field: 'email' }] });
    }
  });

  test('an address of the wrong shape answers 400 with a message saying what a valid one looks like', async () => {
    for (const email of ['rider', 'rider@example', 'rider@@example.com', 42]) {
      const res = await subscribe({ email });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; errors: { field: string }[] };
      expect(body.error).toBe('Please enter a valid email address, like name@example.com');
      expect(body.errors[0]?.field).toBe('email');
    }
  });

  test('messages follow the language of the sign-up', async () => {
    const res = await subscribe({ email: '', locale: 'de' });
    expect(await res.json()).toMatchObject({ error: 'Pflichtfeld' });
  });

  test('unknown fields and an unknown language are refused with the field named', async () => {
    const extra = await subscribe({ email: uniqueEmail(), colour: 'red' });
    expect(extra.status).toBe(400);
    expect(((await extra.json()) as { error: string }).error).toContain('unknown property "colour"');
    const language = await subscribe({ email: uniqueEmail(), locale: 'fr' });
    expect(language.status).toBe(400);
    expect(await language.json()).toMatchObject({ errors: [{ field: 'locale' }] });
  });

  test('a sign-up is stored pending with only a hash of its token, and the confirmation email holds the link', async () => {
    const email = uniqueEmail();
    const res = await subscribe({ email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'pending', message: expect.stringContaining('check your inbox') });
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'newsletter-confirmation', subject: 'Please confirm your Northvale Cycles newsletter subscription' });
    const link = linkIn(mails[0]!.body_text);
    expect(link.origin).toBe(server.config.siteUrls.uk);
    const row = await subscription(email);
    expect(row).toMatchObject({ status: 'pending', locale: 'en' });
    expect(row?.token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    const stored = await server.database.db.query('select * from newsletter_subscriptions where token_hash = $1 or email = $1', [link.token]);
    expect(stored).toEqual([]);
  });

  test('opening the link confirms the subscription once; the same link then explains it has been used', async () => {
    const email = uniqueEmail();
    await subscribe({ email });
    const { path } = linkIn((await outbox(email))[0]!.body_text);
    const first = await fetch(server.url + path);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain(SUCCESS);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(await subscription(email)).toEqual({ status: 'subscribed', token_hash: null, locale: 'en' });
    const again = await fetch(server.url + path);
    expect(again.status).toBe(400);
    const second = await again.text();
    expect(second).toContain('This link has expired or has already been used');
    expect(second).not.toContain(SUCCESS);
  });

  test('an already subscribed address gets the same answer as a new one and no further email', async () => {
    const email = uniqueEmail();
    const fresh = await (await subscribe({ email })).json();
    await fetch(server.url + linkIn((await outbox(email))[0]!.body_text).path);
    const repeat = await subscribe({ email: email.toUpperCase() });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual(fresh);
    expect(await outbox(email)).toHaveLength(1);
    expect(await subscription(email)).toMatchObject({ status: 'subscribed' });
  });

  test('signing up again while pending sends a new link and the old one stops working', async () => {
    const email = uniqueEmail();
    await subscribe({ email });
    await subscribe({ email });
    const [older, newer] = (await outbox(email)).map((mail) => linkIn(mail.body_text).path);
    expect(older).not.toBe(newer);
    expect((await fetch(server.url + older!)).status).toBe(400);
    expect(await (await fetch(server.url + newer!)).text()).toContain(SUCCESS);
  });

  test('an expired link, a made-up token and a missing token do not confirm anything', async () => {
    const email = uniqueEmail();
    await subscribe({ email });
    const { path } = linkIn((await outbox(email))[0]!.body_text);
    await server.database.db.query("update newsletter_subscriptions set token_expires_at = now() - interval '1 minute' where email = $1", [email]);
    expect((await fetch(server.url + path)).status).toBe(400);
    expect(await subscription(email)).toMatchObject({ status: 'pending' });
    for (const query of [`?token=${'A'.repeat(43)}`, '?token=nonsense', '']) {
      const res = await fetch(`${server.url}/newsletter/confirm/${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  test('a German sign-up gets a German email whose link opens the German confirmation page', async () => {
    const email = uniqueEmail();
    await subscribe({ email, locale: 'de' });
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('Bitte bestätige dein Newsletter-Abo bei Northvale Cycles');
    const link = linkIn(mail!.body_text);
    expect(link.path.startsWith('/de/newsletter/confirm/?token=')).toBe(true);
    const html = await (await fetch(server.url + link.path)).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Du hast dich erfolgreich für unseren Newsletter angemeldet!');
  });

  test('without JavaScript the form post redirects back to its page with the outcome for its block', async () => {
    const email = uniqueEmail();
    const ok = await postForm({ email, locale: 'en', returnTo: '/email-sign-up/?ref=mail', signup: 'newsletter-form' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/email-sign-up/?ref=mail&newsletter=pending&signup=newsletter-form#newsletter-form');
    expect(await outbox(email)).toHaveLength(1);
    const empty = await postForm({ email: '', returnTo: '/', signup: 'footer-sign-up' });
    expect(empty.headers.get('location')).toBe('/?newsletter=required&signup=footer-sign-up#footer-sign-up');
    const wrong = await postForm({ email: 'not-an-address', returnTo: 'https://evil.example/', signup: 'footer-sign-up' });
    expect(wrong.headers.get('location')).toBe('/?newsletter=format&signup=footer-sign-up#footer-sign-up');
  });

  test('the page a form post returns to shows the outcome in the sign-up block', async () => {
    const html = await (await fetch(`${server.url}/email-sign-up/?newsletter=pending&signup=newsletter-demo-form`)).text();
    expect(html).toContain('Nearly there – check your inbox');
  });
});
