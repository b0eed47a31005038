import { afterAll, beforeAll, expect, test } from 'vitest';
import { json, startStubService, type StubService } from '../../../tests/helpers/stub-service.ts';
import { IntegrationError } from '../http-json.ts';
import { httpFinance } from './http.ts';
import { SANDBOX_PRODUCTS, sandboxFinance } from './sandbox.ts';

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const GOOD = { ...SANDBOX_PRODUCTS[0], provider_code: 'X1' };

let stub: StubService;
const seenHeaders: Record<string, string | undefined>[] = [];
const seenApplications: unknown[] = [];
beforeAll(async () => {
  stub = await startStubService(async (req, res) => {
    seenHeaders.push({ id: req.headers['x-retailer-id'] as string, guid: req.headers['x-retailer-guid'] as string });
    if (req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      seenApplications.push(JSON.parse(body));
      if (req.url === '/v12/applications') return json(res, { application_id: 'V12-991', url: 'https://apply.finance.example/a/V12-991' }, 201);
      if (req.url === '/elsewhere/applications') return json(res, { application_id: 'V12-992', url: 'https://evil.example/a/V12-992' }, 201);
      return json(res, { message: 'down' }, 503);
    }
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

const provider = (path: string, timeoutMs = 2_000) =>
  httpFinance({ url: `${stub.url}/${path}/`, retailerId: '1234', retailerGuid: GUID, applicationOrigin: 'https://apply.finance.example', timeoutMs });

const APPLICATION = {
  reference: 'fa_0123456789abcdef',
  productId: 'CL48-99',
  cashPrice: 200000,
  deposit: 20000,
  loanAmount: 180000,
  customer: { email: 'rider@example.test', firstname: 'Ada', lastname: 'Rider' },
  lines: [{ sku: 'BIKE', name: 'Bike', quantity: 1, unitPrice: 200000 }],
  returnUrl: 'https://shop.example/checkout/finance/return/',
  decisionUrl: 'https://shop.example/nuxt/api/finance/decision',
};

test('an application goes to the provider with the plan and the amounts in pence, and the shopper is sent to its application page', async () => {
  expect(await provider('v12').createApplication(APPLICATION)).toEqual({ applicationId: 'V12-991', handoffUrl: 'https://apply.finance.example/a/V12-991' });
  expect(seenApplications.at(-1)).toMatchObject({
    order_reference: 'fa_0123456789abcdef',
    product_id: 'CL48-99',
    cash_price: 200000,
    deposit: 20000,
    loan_amount: 180000,
  });
  expect(seenHeaders.at(-1)).toEqual({ id: '1234', guid: GUID });
});

test('an application page outside the configured origin, or a provider that fails, is an integration error', async () => {
  await expect(provider('elsewhere').createApplication(APPLICATION)).rejects.toThrow(
    'finance: answered an application address outside https://apply.finance.example',
  );
  await expect(provider('down').createApplication(APPLICATION)).rejects.toThrow('finance: answered HTTP 503 without an application');
});

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
