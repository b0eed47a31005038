import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CouponForStaff } from '../../server/commerce/cart/coupon-admin.ts';
import { type Coupon, couponProblem } from '../../server/commerce/cart/coupons.ts';
import { Shopper, uniqueAddress } from '../helpers/shopper.ts';
import { signInStaff, type StudioClient, studioClient } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startStoreWithStaff, type TestServer } from '../helpers/test-server.ts';

const KIT = 'NV-1054'; // chain cleaning kit, £29.99

describe.each(DRIVERS)('the back office coupon calls (%s)', (driver) => {
  let server: TestServer;
  let merchandiser: StudioClient;
  beforeAll(async () => ({ server, staff: merchandiser } = await startStoreWithStaff(driver, 'merchandiser@northvale.test')));
  afterAll(async () => server?.close());

  type Answer = { coupon: CouponForStaff; message?: string; field?: string };
  const create = (body: unknown) => merchandiser.json<Answer>('POST', '/coupons', body);
  const edit = (code: string, body: unknown) => merchandiser.json<Answer>('PATCH', `/coupons/${code}`, body);

  /** A guest (or, with `register`, a customer) with the kit in the basket applying `code`: the error, or the discount in pounds. */
  const apply = async (code: string, options: { register?: boolean; quantity?: number } = {}) => {
    const shopper = new Shopper(server.url, uniqueAddress());
    if (options.register) await shopper.register();
    expect((await shopper.request(options.register ? '/nuxt/api/cart/create-auth' : '/nuxt/api/cart/create-guest')).status).toBe(200);
    expect((await shopper.post('/nuxt/api/cart/add-item', { cartItems: [{ sku: KIT, quantity: options.quantity ?? 1 }] })).status).toBe(200);
    const res = await shopper.post('/nuxt/api/cart/apply-coupon', { couponCode: code });
    const body = (await res.json()) as { error?: string; applyCouponToCart?: { cart: { prices: { discounts: { amount: { value: number } }[] } } } };
    return body.error ?? body.applyCouponToCart?.cart.prices.discounts[0]?.amount.value;
  };

  test('only merchandisers and admins: 401 without a studio session, 403 for an editor or a fulfilment user', async () => {
    expect((await studioClient(server.url).json('GET', '/coupons')).status).toBe(401);
    for (const role of ['editor', 'fulfilment']) {
      const staff = await signInStaff(server.url, `${role}@northvale.test`);
      const refused = await staff.json('POST', '/coupons', { code: 'NOPE10', label: 'x', kind: 'percent', amount: 10 });
      expect(refused.status).toBe(403);
      expect(refused.body['message']).toBe(`Coupons needs the merchandiser or admin role; you are signed in as ${role}.`);
    }
    expect((await (await signInStaff(server.url, 'admin@northvale.test')).json('GET', '/coupons')).status).toBe(200);
  });

  test('bad coupons are a 400 naming the field; a taken code is a 409', async () => {
    const base = { code: 'SPRING10', label: '10% spring sale', kind: 'percent', amount: '10' };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...base, code: 'x' }, 'code', /3 to 32 letters, digits or dashes/],
      [{ ...base, label: '' }, 'label', /what the basket shows/],
      [{ ...base, kind: 'half' }, 'kind', /"percent" .* or "fixed"/],
      [{ ...base, amount: 150 }, 'amount', /from 0 to 100/],
      [{ ...base, amount: 0 }, 'amount', /from 1 to 100/],
      [{ ...base, kind: 'fixed', amount: '5.555' }, 'amount', /at most two decimals/],
      [{ ...base, startsAt: '2026-12-10', expiresAt: '2026-12-01' }, 'expiresAt', /after "startsAt"/],
      [{ ...base, expiresAt: 'soon' }, 'expiresAt', /date like 2026-12-01/],
      [{ ...base, usageLimit: 0 }, 'usageLimit', /at least 1, or left empty/],
      [{ ...base, usageLimit: 5, perCustomerLimit: 6 }, 'perCustomerLimit', /cannot be more than "usageLimit"/],
      [{ ...base, colour: 'red' }, 'colour', /Unknown field "colour"/],
    ];
    for (const [body, field, message] of cases) {
      const { status, body: answer } = await create(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.message).toMatch(message);
      expect(answer.field).toBe(field);
    }
    expect((await create(base)).status).toBe(201);
    const taken = await create({ ...base, code: 'spring10' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/There is a coupon SPRING10 already/);
    expect((await edit('SPRING10', { code: 'SPRING11' })).body.message).toMatch(/code cannot change/);
    expect((await edit('NO-SUCH', { label: 'x' })).status).toBe(404);
  });

  test('created, edited and disabled in the back office; the basket honours every rule with a clear message', async () => {
    const created = await create({ code: 'tenner', label: '£10 off over £50', kind: 'fixed', amount: '10.00', minSpend: '50' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.coupon).toMatchObject({ code: 'TENNER', kind: 'fixed', amount: 1000, min_subtotal: 5000, active: true, times_used: 0 });
    expect(await apply('tenner')).toBe('The coupon code "TENNER" needs a basket of at least £50.00.');
    expect(await apply('tenner', { quantity: 2 })).toBe(10);

    const later = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await edit('TENNER', { startsAt: later })).status).toBe(200);
    expect(await apply('TENNER', { quantity: 2 })).toBe('The coupon code "TENNER" is not valid yet.');
    expect((await edit('TENNER', { startsAt: '', expiresAt: '2020-01-01' })).status).toBe(200);
    expect(await apply('TENNER', { quantity: 2 })).toBe('The coupon code "TENNER" has expired.');
    expect((await edit('TENNER', { expiresAt: '', kind: 'percent', amount: 20 })).body.coupon).toMatchObject({ kind: 'percent', amount: 20 });
    expect(await apply('TENNER', { quantity: 2 })).toBe(12); // 20 % of £59.98

    expect((await edit('TENNER', { perCustomerLimit: 1 })).status).toBe(200);
    expect(await apply('TENNER', { quantity: 2 })).toBe('Sign in to use the coupon code "TENNER": each customer may use it a limited number of times.');
    expect(await apply('TENNER', { quantity: 2, register: true })).toBe(12);

    const disabled = await edit('TENNER', { active: 'false' });
    expect(disabled.body.coupon.active).toBe(false);
    expect(await apply('TENNER', { quantity: 2, register: true })).toBe('The coupon code "TENNER" is no longer valid.');

    await server.database.db.query("update coupons set times_used = 3 where code = 'TENNER'");
    expect((await edit('TENNER', { active: true, usageLimit: 3 })).status).toBe(200);
    expect(await apply('TENNER', { quantity: 2, register: true })).toBe('The coupon code "TENNER" has been used up.');

    // Usage is shown in the list; each change is in the audit log.
    const listed = await merchandiser.json<{ coupons: CouponForStaff[] }>('GET', '/coupons?q=tenner');
    expect(listed.body.coupons).toEqual([expect.objectContaining({ code: 'TENNER', times_used: 3, usage_limit: 3, per_customer_limit: 1 })]);
    const audit = await (await signInStaff(server.url, 'admin@northvale.test')).json<{ entries: { action: string; staffEmail: string }[] }>(
      'GET',
      '/audit?entity=coupon&entityId=TENNER&pageSize=50',
    );
    const actions = audit.body.entries.map((e) => e.action);
    expect(actions).toContain('coupon.create');
    expect(actions).toContain('coupon.disable');
    expect(actions).toContain('coupon.enable');
    expect(audit.body.entries.every((e) => e.staffEmail === 'merchandiser@northvale.test')).toBe(true);
  });

  test('a customer who used a coupon as often as it allows is told so', () => {
    const coupon: Coupon = {
      code: 'ONCE',
      label: 'Once per customer',
      kind: 'percent',
      amount: 10,
      min_subtotal: 0,
      starts_at: null,
      expires_at: null,
      usage_limit: null,
      times_used: 4,
      first_order_only: false,
      active: true,
      per_customer_limit: 1,
    };
    expect(couponProblem(coupon, 5000, { customerId: 7, hasOrdered: true, usedByCustomer: 0 })).toBeNull();
    expect(couponProblem(coupon, 5000, { customerId: 7, hasOrdered: true, usedByCustomer: 1 })).toBe(
      'You have used the coupon code "ONCE" once already, the most one customer may.',
    );
    expect(couponProblem({ ...coupon, per_customer_limit: 3 }, 5000, { customerId: 7, hasOrdered: true, usedByCustomer: 3 })).toBe(
      'You have used the coupon code "ONCE" 3 times already, the most one customer may.',
    );
  });
});
