import { expect, test } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { IntegrationError } from '../../integrations/http-json.ts';
import { sandboxGeolocation } from '../../integrations/geolocation/sandbox.ts';
import { resolveShopperLocation } from './shopper-location.ts';

/** Answers the two reads of the country repository the way the seeded tables would. */
function storeWith(codes: string[]): Queryable {
  return {
    async query<Row>(sql: string): Promise<Row[]> {
      if (sql.includes('store_country_config')) return [{ available_countries: codes, non_esw_countries: ['GB'], esw_enabled: true }] as Row[];
      return codes.map((code) => ({
        code,
        name_en: `${code} en`,
        name_de: `${code} de`,
        currency: code === 'GB' ? 'GBP' : 'EUR',
        esw_code: code,
        currency_sign: '',
        locale: 'en-GB',
        icon: '',
      })) as Row[];
    },
  };
}

function recordingLog() {
  const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
  return { lines, warn: (msg: string, fields?: Record<string, unknown>) => lines.push({ msg, ...(fields ? { fields } : {}) }) };
}

test('a visitor from a private address with no cookie is placed in the UK and gets all three cookies', async () => {
  const log = recordingLog();
  const { location, cookies } = await resolveShopperLocation({
    db: storeWith(['GB', 'DE']),
    geolocation: sandboxGeolocation(),
    cookies: {},
    choice: undefined,
    ip: '192.168.1.20',
    log,
  });
  expect(location.source).toBe('geolocation');
  expect(location.country?.code).toBe('GB');
  expect(cookies).toEqual({ location: 'GB', 'esw-location': 'GB', 'esw-currency': 'GBP' });
  expect(log.lines).toEqual([]);
});

test('a failed geolocation gives no country, writes no cookie, and logs one line with the reason', async () => {
  const log = recordingLog();
  const { location, cookies } = await resolveShopperLocation({
    db: storeWith(['GB', 'DE']),
    geolocation: sandboxGeolocation({ fails: true }),
    cookies: {},
    choice: undefined,
    ip: '198.51.100.4',
    log,
  });
  expect(location).toEqual({ country: undefined, source: 'none' });
  expect(cookies).toEqual({});
  expect(log.lines).toHaveLength(1);
  expect(log.lines[0]?.msg).toBe('geolocation failed; no country for this visit');
  expect(log.lines[0]?.fields?.['err']).toBeInstanceOf(IntegrationError);
});

test('a choice rewrites only the cookies that change', async () => {
  const { location, cookies } = await resolveShopperLocation({
    db: storeWith(['GB', 'DE']),
    geolocation: sandboxGeolocation({ fails: true }),
    cookies: { location: 'GB', 'esw-location': 'GB', 'esw-currency': 'EUR' },
    choice: 'de',
    ip: '127.0.0.1',
    log: recordingLog(),
  });
  expect(location.source).toBe('choice');
  expect(cookies).toEqual({ location: 'DE', 'esw-location': 'DE' });
});
