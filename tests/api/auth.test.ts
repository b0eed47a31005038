import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract } from '../helpers/contract.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { Shopper, uniqueAddress, uniqueEmail } from '../helpers/shopper.ts';

const COMMON_PASSWORD = 'This password is one of the most common ones and is easy to guess. Choose another, for example three or four unrelated words.';
const AUTH_COOKIES = ['customer_refresh_token', 'customer_token', 'customer_token_expiry'];
/** Logout also forgets the cart, so the next visitor on this browser starts with none. */
const LOGOUT_COOKIES = ['cart_id', ...AUTH_COOKIES];

describe.each(DRIVERS)('sign-in, registration and sessions (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    // The loopback "proxy" is trusted, so each shopper's X-Forwarded-For keeps its rate limits apart.
    server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  const shopper = () => new Shopper(server.url, uniqueAddress());
  const countCustomers = async (email: string) =>
    (await server.database.db.query<{ n: number }>('select count(*)::int as n from customers where lower(email) = lower($1)', [email]))[0]!.n;

  test('registering signs the new customer in with three Secure, HttpOnly, SameSite=Strict cookies', async () => {
    const visitor = shopper();
    const details = await visitor.register({ firstName: 'Ada', lastName: 'Climber' });
    const cookies = visitor.lastSetCookies;
    expect(cookies.map((c) => c.name).sort()).toEqual(AUTH_COOKIES);
    for (const cookie of cookies) expect(cookie.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Strict', path: '/' });
    expect(Number(cookies.find((c) => c.name === 'customer_token')?.attributes['max-age'])).toBeLessThanOrEqual(3600);
    expect(Number(cookies.find((c) => c.name === 'customer_refresh_token')?.attributes['max-age'])).toBeGreaterThan(3600 * 24 * 7);
    const res = await visitor.request('/nuxt/api/auth/customer');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(contract('responses/customer.json', await res.json())).toEqual({
      customer: { firstname: 'Ada', lastname: 'Climber', email: details.email, is_subscribed: false, addresses: [] },
    });
  });

  test('tokens are stored only as hashes', async () => {
    const visitor = shopper();
    await visitor.register();
    const access = visitor.cookies.get('customer_token')!;
    const rows = await server.database.db.query<{ token_hash: Uint8Array }>('select token_hash from customer_access_tokens');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => Buffer.from(row.token_hash).toString('base64url') === access)).toBe(false);
  });

  test('registering with an email in use answers exactly like a new one, signs nobody in and emails the owner', async () => {
    const owner = shopper();
    const { email } = await owner.register();
    const newcomer = shopper();
    const fresh = await newcomer.post('/nuxt/api/auth/register', { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'Pedal-power-99' });
    const freshCookies = newcomer.lastSetCookies.map((c) => c.name).sort();
    const intruder = shopper();
    const taken = await intruder.post('/nuxt/api/auth/register', { firstName: 'A', lastName: 'B', email: email.toUpperCase(), password: 'Another-pass-1' });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    expect(intruder.lastSetCookies.map((c) => c.name).sort()).toEqual(freshCookies);
    expect(await (await intruder.request('/nuxt/api/auth/customer')).json()).toMatchObject({ error: 'Please sign in to continue.' });
    expect(await countCustomers(email)).toBe(1);
    const mail = await server.database.db.query<{ kind: string }>('select kind from email_outbox where recipient = $1', [email]);
    expect(mail.map((m) => m.kind)).toEqual(['account-exists']);
  });

  test('registration refuses a missing name, a wrong type and a short password with 400 naming the field, creating nothing', async () => {
    const visitor = shopper();
    const email = uniqueEmail();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lastName: 'B', email, password: 'Pedal-power-99' }, 'Required Field', 'firstName'],
      [{ firstName: '  ', lastName: 'B', email, password: 'Pedal-power-99' }, 'Required Field', 'firstName'],
      [{ firstName: 'A', lastName: 'B', email: 42, password: 'Pedal-power-99' }, '"email" must be text.', 'email'],
      [
        { firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'Pedal-power-99' },
        '"email" must be an email address, like name@example.com.',
        'email',
      ],
      [{ firstName: 'A', lastName: 'B', email, password: 'short' }, '"password" must be at least 8 characters long.', 'password'],
      [{ firstName: 'A', lastName: 'B', email, password: 'Pedal-power-99', admin: true }, 'Unknown field "admin"; leave it out.', 'admin'],
    ];
    for (const [body, message, field] of cases) {
      const res = await visitor.post('/nuxt/api/auth/register', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ error: message, errors: [{ message, field }] });
    }
    expect(await countCustomers(email)).toBe(0);
  });

  test('registration refuses a common password with a message saying why, creating nothing', async () => {
    const email = uniqueEmail();
    for (const password of ['password', '12345678', 'Qwertyuiop', 'iloveyou', 'sunshine']) {
      const res = await shopper().post('/nuxt/api/auth/register', { firstName: 'A', lastName: 'B', email, password });
      expect(res.status, password).toBe(400);
      expect(await res.json()).toEqual({ error: COMMON_PASSWORD, errors: [{ message: COMMON_PASSWORD, field: 'password' }] });
    }
    expect(await countCustomers(email)).toBe(0);
  });

  test('malformed JSON and duplicate keys are refused with 400 and nothing is created', async () => {
    const visitor = shopper();
    const email = uniqueEmail();
    const send = (body: string) => visitor.request('/nuxt/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const malformed = await send(`{"firstName":"A","lastName":"B","email":"${email}",`);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'The request body is not valid JSON.' });
    const duplicate = await send(`{"firstName":"A","lastName":"B","email":"${email}","password":"Pedal-power-99","email":"other@example.test"}`);
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({
      error: 'The request body repeats the key "email"; send each key once.',
      errors: [{ message: 'The request body repeats the key "email"; send each key once.', field: 'email' }],
    });
    const notAnObject = await send('"just text"');
    expect(notAnObject.status).toBe(400);
    expect(await countCustomers(email)).toBe(0);
    expect(await countCustomers('other@example.test')).toBe(0);
  });

  test('login with the right password signs in; wrong password and unknown email get the same answer', async () => {
    const owner = shopper();
    const { email, password } = await owner.register();
    const visitor = shopper();
    const ok = await visitor.login(email, password);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ signedIn: true });
    expect(visitor.lastSetCookies.map((c) => c.name).sort()).toEqual(AUTH_COOKIES);

    const wrong = await shopper().login(email, 'Not-the-password-1');
    const unknown = await shopper().login(uniqueEmail(), 'Not-the-password-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(wrongBody).toEqual(await unknown.json());
    expect(wrongBody).toEqual({ error: 'The email address or password is incorrect.', errors: [{ message: 'The email address or password is incorrect.' }] });
  });

  test('login validation names the field: missing password, wrong types', async () => {
    const visitor = shopper();
    const missing = await visitor.post('/nuxt/api/auth/login', { email: 'a@b.test' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: [{ message: 'Required Field', field: 'password' }] });
    const wrongType = await visitor.post('/nuxt/api/auth/login', { email: ['a@b.test'], password: 'x' });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ errors: [{ message: '"email" must be text.', field: 'email' }] });
    const array = await visitor.post('/nuxt/api/auth/login', [{ email: 'a@b.test', password: 'x' }]);
    expect(array.status).toBe(400);
    expect(await array.json()).toMatchObject({ error: 'The request body must be a JSON object.' });
  });

  test('a guest is nobody to the customer call; a refresh token is not accepted as an access token', async () => {
    expect(contract('responses/customer.json', await (await shopper().request('/nuxt/api/auth/customer')).json())).toEqual({ customer: null });
    const visitor = shopper();
    await visitor.register();
    const refresh = visitor.cookies.get('customer_refresh_token')!;
    const res = await visitor.request('/nuxt/api/auth/customer', { headers: { cookie: `customer_token=${refresh}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Please sign in to continue.', errors: [{ message: 'Please sign in to continue.' }] });
    const asBoth = await visitor.request('/nuxt/api/account/orders', { headers: { cookie: `customer_token=${refresh}; customer_refresh_token=${refresh}` } });
    expect(asBoth.status).toBe(401);
  });

  test('logout revokes both tokens and clears the three cookies', async () => {
    const visitor = shopper();
    await visitor.register();
    const before = visitor.cookieHeader();
    const res = await visitor.request('/nuxt/api/auth/logout');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revokeCustomerToken: { result: true } });
    const cleared = visitor.lastSetCookies;
    expect(cleared.map((c) => c.name).sort()).toEqual(LOGOUT_COOKIES);
    for (const cookie of cleared) expect(Date.parse(String(cookie.attributes['expires']))).toBeLessThan(Date.now());
    expect(visitor.cookies.size).toBe(0);

    const oldCustomer = await visitor.request('/nuxt/api/auth/customer', { headers: { cookie: before } });
    expect(oldCustomer.status).toBe(401);
    const oldRenew = await visitor.request('/nuxt/api/auth/renew-token', { headers: { cookie: before } });
    expect(oldRenew.status).toBe(401);
    expect(await oldRenew.json()).toMatchObject({ error: 'Your session has ended. Please sign in again.' });
  });

  test('logout without a session still answers and clears the cookies', async () => {
    const visitor = shopper();
    const res = await visitor.request('/nuxt/api/auth/logout', { headers: { cookie: 'customer_token=garbage; customer_refresh_token=garbage' } });
    expect(res.status).toBe(200);
    expect(visitor.lastSetCookies.map((c) => c.name).sort()).toEqual(LOGOUT_COOKIES);
  });

  test('renew-token gives a new access token from the refresh token once the old one has expired', async () => {
    const visitor = shopper();
    await visitor.register();
    const oldAccess = visitor.cookies.get('customer_token');
    await server.database.db.query(`update customer_access_tokens set expires_at = now() - interval '1 minute'`);
    expect((await visitor.request('/nuxt/api/auth/customer')).status).toBe(401);
    const renewed = await visitor.request('/nuxt/api/auth/renew-token');
    expect(renewed.status).toBe(200);
    expect(await renewed.json()).toEqual({ renewToken: { result: true } });
    expect(visitor.cookies.get('customer_token')).not.toBe(oldAccess);
    expect((await visitor.request('/nuxt/api/auth/customer')).status).toBe(200);
  });

  test('renew-token without a refresh token is a 401 and clears the cookies', async () => {
    const visitor = shopper();
    const res = await visitor.request('/nuxt/api/auth/renew-token');
    expect(res.status).toBe(401);
    expect(visitor.lastSetCookies.map((c) => c.name).sort()).toEqual(AUTH_COOKIES);
  });
});

/** The full OWASP cost here: at the test runs' fast cost a hash takes a millisecond, too little to time against the noise. */
describe('sign-in timing at the production password cost', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'loopback', PASSWORD_HASH_COST: 'owasp' } });
  });
  afterAll(async () => server?.close());

  const shopper = () => new Shopper(server.url, uniqueAddress());

  test('an unknown email takes as long to refuse as a wrong password (a password check either way)', async () => {
    const { email } = await shopper().register();
    const timed = async (address: string) => {
      const started = performance.now();
      await shopper().login(address, 'Not-the-password-1');
      return performance.now() - started;
    };
    // Medians of interleaved tries: one try of each swings by several times on a busy machine.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const wrongPasswords: number[] = [];
    const unknownEmails: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrongPasswords.push(await timed(email));
      unknownEmails.push(await timed(uniqueEmail()));
    }
    const [wrongPassword, unknownEmail] = [median(wrongPasswords), median(unknownEmails)];
    // Without the check an unknown email is refused in a few milliseconds, a hundredth of a wrong
    // password's time; within a factor of four holds under load (a factor of two did not, at a load of 20).
    expect(unknownEmail).toBeGreaterThan(wrongPassword / 4);
    expect(wrongPassword).toBeGreaterThan(unknownEmail / 4);
  });
});
