import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_WAITING_ALERTS, sendStockAlerts } from '../../server/commerce/catalog/stock-alerts.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const SOLD_OUT = 'NV-1035'; // a one-size part with no stock in the demo catalogue
const BIKE = 'ENDURANCE-SL-PRO'; // stocked per size

describe.each(DRIVERS)('"email me when it\'s back" (%s)', (driver) => {
  let server: TestServer;
  let counter = 0;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => server?.close());

  const uniqueEmail = () => `waiting-${driver}-${Date.now()}-${++counter}@example.com`;
  const ask = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/nuxt/api/catalog/stock-alert`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const outbox = (recipient: string) =>
    server.database.db.query<{ subject: string; body_text: string; kind: string; locale: string }>(
      'select subject, body_text, kind, locale from email_outbox where recipient = $1 order by id',
      [recipient],
    );
  const setStock = (sku: string, stock: number) => server.database.db.query('update catalog_products set stock_qty = $2 where sku = $1', [sku, stock]);
  const setSizeStock = (sku: string, size: string, stock: number) =>
    server.database.db.query(
      'update catalog_product_sizes set stock_qty = $3 where size = $2 and product_id = (select id from catalog_products where sku = $1)',
      [sku, size, stock],
    );
  const send = () => sendStockAlerts(server.database.db, server.config.siteUrls);

  test('a sold-out product is waited for once per address, and the email goes once, when stock returns, in the language asked in', async () => {
    const email = uniqueEmail();
    const first = await ask({ sku: SOLD_OUT, email: ` ${email.toUpperCase()} ` });
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: 'waiting', email });
    expect((await ask({ sku: SOLD_OUT, email })).status).toBe(202);
    const german = uniqueEmail();
    expect((await ask({ sku: SOLD_OUT, email: german }, { Cookie: 'site-env=de_de_de' })).status).toBe(202);
    const rows = await server.database.db.query<{ email: string; locale: string }>(
      'select email, locale from stock_alerts where email in ($1, $2) and notified_at is null order by locale',
      [email, german],
    );
    expect(rows).toEqual([
      { email: german, locale: 'de' },
      { email, locale: 'en' },
    ]);

    // Still sold out: nothing goes.
    await send();
    expect(await outbox(email)).toEqual([]);
    await setStock(SOLD_OUT, 4);
    try {
      expect(await send()).toBeGreaterThanOrEqual(2);
      const [mail] = await outbox(email);
      expect(mail).toMatchObject({ kind: 'stock-alert', locale: 'en' });
      expect(mail?.subject).toMatch(/ is back in stock$/);
      expect(mail?.body_text).toMatch(new RegExp(`${server.config.siteUrls.uk}/[a-z0-9-]+/`));
      const [deutsch] = await outbox(german);
      expect(deutsch?.subject).toMatch(/ ist wieder lieferbar$/);
      expect(deutsch?.body_text).toContain(server.config.siteUrls.de);
      // Once only, however often the job runs.
      await send();
      expect(await outbox(email)).toHaveLength(1);
    } finally {
      await setStock(SOLD_OUT, 0);
    }
  });

  test('a size is waited for on its own: the email goes when that size, not another, is back', async () => {
    const email = uniqueEmail();
    await setSizeStock(BIKE, 'xl', 0);
    try {
      expect((await ask({ sku: BIKE, size: 'xl', email })).status).toBe(202);
      await setSizeStock(BIKE, 'xs', 3);
      await send();
      expect(await outbox(email)).toEqual([]);
      await setSizeStock(BIKE, 'xl', 2);
      await send();
      const [mail] = await outbox(email);
      expect(mail?.subject).toMatch(/in size XL is back in stock$/);
    } finally {
      await setSizeStock(BIKE, 'xl', 2);
    }
  });

  test('what cannot be waited for is refused with what to do instead', async () => {
    const email = uniqueEmail();
    const problem = async (body: unknown, status: number) => {
      const res = await ask(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      return ((await res.json()) as { error: string }).error;
    };
    expect(await problem({ sku: 'NV-1054', email }, 409)).toMatch(/is in stock: add it to your basket\.$/);
    expect(await problem({ sku: 'NO-SUCH-SKU', email }, 404)).toBe('No product has the sku "NO-SUCH-SKU".');
    expect(await problem({ sku: BIKE, size: 'xxl', email }, 400)).toMatch(/does not come in size "xxl"; its sizes are xs, s, m, l, xl\.$/);
    expect(await problem({ sku: SOLD_OUT, email: 'not an address' }, 400)).toBe('Enter an email address such as name@example.com.');
    expect(await problem({ sku: SOLD_OUT }, 400)).toBe('Required Field');
    expect(await problem({ sku: SOLD_OUT, email, extra: 1 }, 400)).toBe('Unknown field "extra"; leave it out.');
  });

  test(`one address waits for at most ${MAX_WAITING_ALERTS} products at once`, async () => {
    const email = uniqueEmail();
    const skus = await server.database.db.query<{ sku: string; stock_qty: number }>(
      `select sku, stock_qty from catalog_products where product_type = 'simple' and visible order by id limit ${MAX_WAITING_ALERTS + 1}`,
    );
    await server.database.db.query('update catalog_products set stock_qty = 0 where sku = any($1::text[])', [skus.map((row) => row.sku)]);
    try {
      for (const { sku } of skus.slice(0, MAX_WAITING_ALERTS)) expect((await ask({ sku, email })).status).toBe(202);
      const over = await ask({ sku: skus[MAX_WAITING_ALERTS]?.sku, email });
      expect(over.status).toBe(409);
      expect(((await over.json()) as { error: string }).error).toMatch(/waiting for 10 products already/);
      // Asking again for one already waited for is still fine.
      expect((await ask({ sku: skus[0]?.sku, email })).status).toBe(202);
    } finally {
      for (const { sku, stock_qty } of skus) await setStock(sku, stock_qty);
    }
  });
});
