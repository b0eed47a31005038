import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { json, startStubService, type StubService } from '../../tests/helpers/stub-service.ts';
import { httpExchangeRates } from './exchange-rates/http.ts';
import { sandboxExchangeRates } from './exchange-rates/sandbox.ts';
import { httpGeolocation } from './geolocation/http.ts';
import { sandboxGeolocation } from './geolocation/sandbox.ts';
import { IntegrationError } from './http-json.ts';
import { httpPublicIp } from './public-ip/http.ts';
import { sandboxPublicIp } from './public-ip/sandbox.ts';

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    switch (url.pathname) {
      case '/geo/198.51.100.4':
        return json(res, { country: 'de' });
      case '/geo/203.0.113.9':
        return json(res, { country: { iso_code: 'jp', names: { en: 'Japan' } } });
      case '/geo/10.0.0.1':
        return json(res, { country: null });
      case '/slow':
        setTimeout(() => json(res, { country: 'FR', ip: '203.0.113.1' }), 1_000);
        return;
      case '/broken':
        return json(res, { message: 'down for maintenance' }, 503);
      case '/not-json':
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>hello</html>');
        return;
      case '/ip':
        return json(res, url.searchParams.get('format') === 'json' ? { ip: '203.0.113.77' } : { wrong: 'format' });
      case '/ip-empty':
        return json(res, {});
      case '/rates':
        return json(res, { base: 'GBP', rates: { EUR: 1.18, JPY: '201.5', XXX: -1, bad: 3 } });
      case '/rates-usd':
        return json(res, { base: 'USD', rates: { EUR: 0.9 } });
      default:
        return json(res, {}, 404);
    }
  });
});
afterAll(async () => stub?.close());

describe('geolocation', () => {
  test('the sandbox puts private and loopback addresses in the UK', async () => {
    const geo = sandboxGeolocation();
    for (const ip of ['127.0.0.1', '10.20.30.40', '192.168.0.5', '::1', '::ffff:172.16.0.3']) expect(await geo.countryOf(ip), ip).toBe('GB');
  });

  test('the sandbox places the documentation ranges abroad and knows no other address', async () => {
    const geo = sandboxGeolocation();
    expect(await geo.countryOf('198.51.100.4')).toBe('DE');
    expect(await geo.countryOf('203.0.113.9')).toBe('JP');
    expect(await geo.countryOf('2001:db8::1')).toBe('FR');
    expect(await geo.countryOf('8.8.8.8')).toBeUndefined();
  });

  test('the sandbox told to fail throws an integration error', async () => {
    await expect(sandboxGeolocation({ fails: true }).countryOf('127.0.0.1')).rejects.toBeInstanceOf(IntegrationError);
  });

  test('the HTTP adapter puts the address into the URL and reads country as a code or as iso_code', async () => {
    const geo = httpGeolocation(`${stub.url}/geo/{ip}`, 2_000);
    expect(await geo.countryOf('198.51.100.4')).toBe('DE');
    expect(await geo.countryOf('203.0.113.9')).toBe('JP');
    expect(await geo.countryOf('10.0.0.1')).toBeUndefined();
  });

  test('the HTTP adapter gives up after its timeout', async () => {
    const started = Date.now();
    await expect(httpGeolocation(`${stub.url}/slow?ip={ip}`, 200).countryOf('127.0.0.1')).rejects.toThrow('geolocation: no answer within 200 ms');
    expect(Date.now() - started).toBeLessThan(900);
  });

  test('an error status, a non-JSON answer or an unreachable service is an integration error', async () => {
    await expect(httpGeolocation(`${stub.url}/broken?ip={ip}`, 2_000).countryOf('1.1.1.1')).rejects.toThrow('geolocation: answered HTTP 503');
    await expect(httpGeolocation(`${stub.url}/not-json?ip={ip}`, 2_000).countryOf('1.1.1.1')).rejects.toThrow('not JSON');
    await expect(httpGeolocation('http://127.0.0.1:9/geo/{ip}', 2_000).countryOf('1.1.1.1')).rejects.toThrow(/geolocation: unreachable/);
  });
});

describe('public IP lookup', () => {
  test('the sandbox answers the request address, IPv4-mapped addresses as IPv4', async () => {
    expect(await sandboxPublicIp().publicIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(await sandboxPublicIp().publicIp('2001:db8::5')).toBe('2001:db8::5');
    expect(await sandboxPublicIp().publicIp(undefined)).toBeUndefined();
  });

  test('the HTTP adapter asks for format json and reads the ip field', async () => {
    expect(await httpPublicIp(`${stub.url}/ip`, 2_000).publicIp('127.0.0.1')).toBe('203.0.113.77');
    expect(stub.requests).toContain('/ip?format=json');
  });

  test('an answer without ip gives no address', async () => {
    expect(await httpPublicIp(`${stub.url}/ip-empty?format=json`, 2_000).publicIp('127.0.0.1')).toBeUndefined();
  });
});

describe('exchange rates', () => {
  test('the HTTP adapter keeps positive rates of three-letter currencies and drops the rest', async () => {
    expect(await httpExchangeRates(`${stub.url}/rates`, 2_000).latestRates()).toEqual({ EUR: '1.18', JPY: '201.5' });
  });

  test('rates against another base currency are refused', async () => {
    await expect(httpExchangeRates(`${stub.url}/rates-usd`, 2_000).latestRates()).rejects.toThrow('rates are against USD, not GBP');
  });

  test('the sandbox supplies the seeded rates', async () => {
    const rates = await sandboxExchangeRates().latestRates();
    expect(rates['GBP']).toBe('1');
    expect(Number(rates['EUR'])).toBeGreaterThan(1);
  });
});
