import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

test('defaults give a working configuration', () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.dataDir).toBe('./data');
  expect(config.databaseUrl).toBeUndefined();
});

test('PORT and DATABASE_URL come from the environment', () => {
  const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h:5432/db' });
  expect(config.port).toBe(8080);
  expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
});

test('bad values stop the boot with the list of every bad key', () => {
  try {
    loadConfig({ PORT: 'eighty', NODE_ENV: 'prod', DATABASE_URL: 'mysql://x' });
    expect.unreachable();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).badKeys.sort()).toEqual(['DATABASE_URL', 'NODE_ENV', 'PORT']);
  }
});

test('outside parties default to their sandboxes with a 3 second timeout', () => {
  const config = loadConfig({});
  expect(config.integrationTimeoutMs).toBe(3000);
  expect(config.geolocation).toEqual({ provider: 'sandbox', url: undefined, sandboxFails: false });
  expect(config.publicIp.provider).toBe('sandbox');
  expect(config.exchangeRates.provider).toBe('sandbox');
});

test('an HTTP adapter without its URL stops the boot naming the URL key', () => {
  try {
    loadConfig({ GEOLOCATION_PROVIDER: 'http', EXCHANGE_RATES_PROVIDER: 'http', EXCHANGE_RATES_URL: 'https://rates.example/latest' });
    expect.unreachable();
  } catch (error) {
    expect((error as ConfigError).badKeys).toEqual(['GEOLOCATION_URL']);
  }
});

test('store addresses are read as a comma-separated list, and a malformed entry stops the boot', () => {
  expect(loadConfig({ STORE_IP_ADDRESSES: ' 203.0.113.10 , 2001:db8:5::/48,' }).storeIpAddresses).toEqual(['203.0.113.10', '2001:db8:5::/48']);
  try {
    loadConfig({ STORE_IP_ADDRESSES: '203.0.113.10, the-shop' });
    expect.unreachable();
  } catch (error) {
    expect((error as ConfigError).badKeys).toEqual(['STORE_IP_ADDRESSES']);
    expect((error as ConfigError).message).toContain("'the-shop' is not an IPv4 or IPv6 address or CIDR range");
  }
});

test('a bad setting is named with the value it was given and the values allowed', () => {
  try {
    loadConfig({ LOG_LEVEL: 'verbose', NODE_ENV: 'prod' });
    expect.unreachable();
  } catch (error) {
    const { message } = error as ConfigError;
    expect(message).toContain('LOG_LEVEL: must be one of "debug", "info", "warn", "error", "silent" (set to "verbose")');
    expect(message).toContain('NODE_ENV: must be one of "development", "production", "test" (set to "prod")');
  }
});

test('the site URLs follow PORT unless they are set', () => {
  expect(loadConfig({ PORT: '8080' }).siteUrls).toEqual({ uk: 'http://localhost:8080', de: 'http://de.localhost:8080' });
  expect(loadConfig({}).siteUrls).toEqual({ uk: 'http://localhost:3000', de: 'http://de.localhost:3000' });
  expect(loadConfig({ PORT: '8080', SITE_URL_UK: 'https://shop.example' }).siteUrls.uk).toBe('https://shop.example');
});

test('an empty variable takes its default from the schema, and .env.example states every default', () => {
  expect(loadConfig({ PORT: '', FINANCE_HELP_CENTRE_URL: '' }).finance.helpCentreUrl).toBe('/contact/');
  const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
  const properties: Record<string, { default?: unknown }> = JSON.parse(readFileSync(new URL('../schemas/env.schema.json', import.meta.url), 'utf8')).properties;
  for (const [key, property] of Object.entries(properties)) {
    if (property.default === undefined) expect(example, key).toMatch(new RegExp(`^# ${key}=`, 'm'));
    else expect(example, key).toContain(`\n${key}=${String(property.default)}\n`);
  }
});

test('a sandbox webhook secret is refused for the real partner', () => {
  const partner = { ESW_PROVIDER: 'http', ESW_URL: 'https://esw.example', ESW_API_KEY: 'k'.repeat(16), ESW_CHECKOUT_ORIGIN: 'https://pay.esw.example' };
  expect(() => loadConfig(partner)).toThrow(/ESW_WEBHOOK_SECRET/);
  expect(loadConfig({ ...partner, ESW_WEBHOOK_SECRET: 's'.repeat(32) }).esw.provider).toBe('http');
});
