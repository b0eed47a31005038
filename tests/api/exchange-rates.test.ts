import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refreshExchangeRates } from '../../server/commerce/currency/refresh-rates.ts';
import { listExchangeRates } from '../../server/commerce/currency/exchange-rates.ts';
import { shopperPrice, shopperPricing } from '../../server/commerce/currency/shopper-pricing.ts';
import { httpExchangeRates } from '../../server/integrations/exchange-rates/http.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { json, startStubService, type StubService } from '../helpers/stub-service.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  return { lines, log: createLogger('debug', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>)) };
}

const JAPAN = { code: 'JP', name: { en: 'Japan', de: 'Japan' }, currency: 'JPY', eswCode: 'JP', currencySign: '¥', locale: 'ja-JP', icon: '' };

describe.each(DRIVERS)('exchange rates (%s)', (driver) => {
  let database: TestDatabase;
  let stub: StubService;
  beforeAll(async () => {
    [database, stub] = await Promise.all([
      openTestDatabase(driver),
      startStubService((req, res) => {
        if (req.url === '/latest') return json(res, { base: 'GBP', rates: { EUR: 1.2, JPY: '210.25', GBP: 3, THB: 45 } });
        if (req.url === '/slow') return void setTimeout(() => json(res, { base: 'GBP', rates: { EUR: 9 } }), 1_000);
        json(res, {}, 500);
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([database?.drop(), stub?.close()]);
  });

  test('the seeded table has a rate for every currency a country uses, and GBP is 1', async () => {
    const rates = new Map((await listExchangeRates(database.db)).map((r) => [r.currency, r.rate]));
    expect(rates.get('GBP')).toBe('1');
    expect(rates.get('JPY')).toBe('199.4');
    expect(rates.size).toBe(23);
  });

  test('a refresh stores the store currencies from the source, keeps GBP at 1 and leaves out currencies no country uses', async () => {
    const { log } = recordingLogger();
    const { updated } = await refreshExchangeRates(database.db, httpExchangeRates(`${stub.url}/latest`, 2_000), log);
    expect(updated).toEqual(['EUR', 'JPY']);
    const rates = await listExchangeRates(database.db);
    expect(rates.find((r) => r.currency === 'JPY')).toMatchObject({ rate: '210.25', source: new URL(stub.url).host });
    expect(rates.find((r) => r.currency === 'GBP')?.rate).toBe('1');
    expect(rates.some((r) => r.currency === 'THB')).toBe(false);
  });

  test('prices for a Japanese shopper use the stored rate and show whole yen', async () => {
    const pricing = await shopperPricing(database.db, { country: JAPAN, source: 'choice' });
    expect(pricing).toEqual({ currency: 'JPY', locale: 'ja-JP', rate: '210.25' });
    expect(shopperPrice(189900, pricing)).toEqual({ amount: 399265, currency: 'JPY', text: '￥399,265' });
  });

  test('without a country prices stay in pounds', async () => {
    expect(shopperPrice(189900, await shopperPricing(database.db, { country: undefined, source: 'none' })).text).toBe('£1,899.00');
  });

  test('a slow or failing source leaves the stored rates alone and is logged', async () => {
    const before = await listExchangeRates(database.db);
    for (const path of ['/slow', '/broken']) {
      const { log, lines } = recordingLogger();
      expect(await refreshExchangeRates(database.db, httpExchangeRates(`${stub.url}${path}`, 300), log)).toEqual({ updated: [] });
      expect(lines.map((line) => line['msg'])).toEqual(['exchange rates not refreshed; keeping the stored rates']);
    }
    expect(await listExchangeRates(database.db)).toEqual(before);
  });
});
