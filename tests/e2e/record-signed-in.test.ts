import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, RecordError, recordPage } from '../../server/cli/record-page.ts';
import { readRecordedSession } from '../../server/cli/recorded-session.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
const outDir = mkdtempSync(join(tmpdir(), 'recorded-sessions-'));
const demo = { email: 'demo@northvale.test', password: DEMO_PASSWORD };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('npm run pages:record in a browser', () => {
  test('a signed-in account page keeps its personal calls, with the demo customer replaced by fakes', { timeout: 60_000 }, async () => {
    const recording = await recordPage({ target: '/my-account/orders/', server: server.url, name: 'orders', outDir, customer: demo });
    expect(recording.tree.pageType).toBe('account');
    const session = readRecordedSession('orders', join(outDir, 'sessions'));
    expect(session?.calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/nuxt/api/account/orders', '/nuxt/api/auth/customer']));
    const saved = readFileSync(join(outDir, 'sessions', 'orders.json'), 'utf8') + readFileSync(recording.file, 'utf8');
    for (const real of ['demo@northvale.test', '"Demo"', 'Canal Street', 'Manchester', 'M1 3HE']) expect(saved).not.toContain(real);
    expect(saved).toContain('100000101');
  });

  test('a page with a product in the cart and the cart open keeps the cart call and says to open it', { timeout: 60_000 }, async () => {
    await recordPage({ target: '/ridgeway-gr/', server: server.url, name: 'cart', outDir, addToCart: ['RIDGEWAY-GR-PRO+size/m'], open: 'cart' });
    const session = readRecordedSession('cart', join(outDir, 'sessions'));
    expect(session?.open).toBe('cart');
    expect(session?.cookies).toEqual(['cart_id']);
    const cart = session?.calls.find((call) => call.path === '/nuxt/api/cart/fetch-cart')?.body as { cart: { items: { product: { sku: string } }[] } };
    expect(cart.cart.items.map((item) => item.product.sku)).toEqual(['RIDGEWAY-GR-PRO']);
  });

  test('a wrong password is refused with the reason', { timeout: 60_000 }, async () => {
    await expect(
      recordPage({ target: '/my-account/profile/', server: server.url, outDir, customer: { email: demo.email, password: 'Not-the-password-1' } }),
    ).rejects.toThrow(RecordError);
  });
});
