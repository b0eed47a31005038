import { afterAll, beforeAll, expect, test } from 'vitest';
import { json, startStubService, type StubService } from '../../../tests/helpers/stub-service.ts';
import { IntegrationError } from '../http-json.ts';
import { httpFinance } from './http.ts';
import { SANDBOX_PRODUCTS, sandboxFinance } from './sandbox.ts';

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const GOOD = { ...SANDBOX_PRODUCTS[0], provider_code: 'X1' };

let stub: StubService;
const seenHeaders: Record<string, string | undefined>[] = [];
beforeAll(async () => {
  stub = await startStubService((req, res) => {
    seenHeaders.push({ id: req.headers['x-retailer-id'] as string, guid: req.headers['x-retailer-guid'] as string });
    switch (req.url) {
      case '/v12/products':
        return json(res, { products: [GOOD, { ...GOOD, product_id: 'BAD', months: 'twelve' }, 'not a product'] });
      case '/v12/deposits':
        return json(res, {
          deposits: [
            { deposit_id: 'DEP10', percentage: 10 },
            { deposit_id: 'DEP-X', percentage: 12.5 },
          ],
        });
      case '/empty/products':
        return json(res, { items: [] });
      case '/slow/products':
        setTimeout(() => json(res, { products: [] }), 1_000);
        return;
      default:
        return json(res, { message: 'down' }, 503);
    }
  });
});
afterAll(async () => stub?.close());

const provider = (path: string, timeoutMs = 2_000) => httpFinance({ url: `${stub.url}/${path}/`, retailerId: '1234', retailerGuid: GUID, timeoutMs });

test('the HTTP adapter sends our retailer id and guid and keeps the products that fit, without fields of the provider’s own', async () => {
  const products = await provider('v12').products();
  expect(products).toEqual([SANDBOX_PRODUCTS[0]]);
  expect(seenHeaders.at(-1)).toEqual({ id: '1234', guid: GUID });
});

test('deposits that are not whole percentages are left out', async () => {
  expect(await provider('v12').deposits()).toEqual([{ deposit_id: 'DEP10', percentage: 10 }]);
});

test('an answer without a products list, an error status or no answer in time is an integration error', async () => {
  await expect(provider('empty').products()).rejects.toThrow('finance: answered without a products list');
  await expect(provider('down').products()).rejects.toThrow('finance: answered HTTP 503');
  await expect(provider('slow', 200).products()).rejects.toThrow('finance: no answer within 200 ms');
});

test('the sandbox offers interest-free and classic plans over 12 to 48 months, with fees on approval and with the first instalment', async () => {
  const products = await sandboxFinance().products();
  expect(new Set(products.map((p) => p.product_type))).toEqual(new Set(['interest_free', 'classic']));
  expect(Math.min(...products.map((p) => p.months))).toBe(12);
  expect(Math.max(...products.map((p) => p.months))).toBe(48);
  expect(products.filter((p) => p.product_type === 'interest_free').every((p) => p.apr === 0)).toBe(true);
  expect(products.filter((p) => p.product_type === 'classic').every((p) => p.apr >= 9.9 && p.apr <= 14.9)).toBe(true);
  expect(new Set(products.filter((p) => p.arrangement_fee > 0).map((p) => p.arrangement_fee_payable))).toEqual(new Set(['on_approval', 'first_instalment']));
  expect((await sandboxFinance().deposits()).map((d) => d.percentage)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50]);
});

test('the sandbox told to fail fails every call', async () => {
  await expect(sandboxFinance({ fails: true }).products()).rejects.toBeInstanceOf(IntegrationError);
  await expect(sandboxFinance({ fails: true }).deposits()).rejects.toBeInstanceOf(IntegrationError);
});
