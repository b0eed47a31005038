import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

test('defaults give a working configuration', () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.dataDir).toBe('./data');
  expect(config.databaseUrl).toBeUndefined();
});

test('the default site URLs follow PORT and the data environment: UK and German, production and staging', () => {
  expect(loadConfig({ PORT: '8080' }).siteUrls).toEqual({ uk: 'http://localhost:8080', de: 'http://de.localhost:8080' });
  expect(loadConfig({ PORT: '8080', DATA_ENV: 'staging' }).siteUrls).toEqual({ uk: 'http://staging.localhost:8080', de: 'http://de.staging.localhost:8080' });
  expect(loadConfig({ DATA_ENV: 'staging', SITE_URL_UK: 'https://staging.northvale.example' }).siteUrls.uk).toBe('https://staging.northvale.example');
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

test('rounded display currencies are a comma-separated list of currency codes, none by default', () => {
  expect(loadConfig({}).roundedPriceCurrencies).toEqual([]);
  expect(loadConfig({ ROUNDED_PRICE_CURRENCIES: 'EUR, CHF' }).roundedPriceCurrencies).toEqual(['EUR', 'CHF']);
  try {
    loadConfig({ ROUNDED_PRICE_CURRENCIES: 'EUR, euro' });
    expect.unreachable();
  } catch (error) {
    expect((error as ConfigError).badKeys).toEqual(['ROUNDED_PRICE_CURRENCIES']);
  }
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

test('Stripe as the payment provider needs its three keys, and opens only its own origins', () => {
  try {
    loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef' });
    expect.unreachable();
  } catch (error) {
    expect((error as ConfigError).badKeys).toEqual(['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
  }
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789abcdef',
    STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef01',
  };
  expect(loadConfig({ ...keys }).payments).toEqual({ provider: 'sandbox', captureMethod: 'manual', stripe: undefined });
  expect(loadConfig({ PAYMENT_PROVIDER: 'stripe', ...keys }).payments.stripe).toMatchObject({
    apiHost: undefined,
    captureMethod: 'manual',
    scriptUrl: 'https://js.stripe.com/v3/',
    origins: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://api.stripe.com', 'https://hooks.stripe.com'],
  });
  expect(loadConfig({ PAYMENT_PROVIDER: 'stripe', ...keys, STRIPE_API_HOST: 'http://127.0.0.1:12111/' }).payments.stripe).toMatchObject({
    apiHost: 'http://127.0.0.1:12111',
    scriptUrl: 'http://127.0.0.1:12111/v3/',
    origins: ['http://127.0.0.1:12111'],
  });
});

test('a sandbox webhook secret is refused for the real partner', () => {
  const partner = { ESW_PROVIDER: 'http', ESW_URL: 'https://esw.example', ESW_API_KEY: 'k'.repeat(16), ESW_CHECKOUT_ORIGIN: 'https://pay.esw.example' };
  expect(() => loadConfig(partner)).toThrow(/ESW_WEBHOOK_SECRET/);
  expect(loadConfig({ ...partner, ESW_WEBHOOK_SECRET: 's'.repeat(32) }).esw.provider).toBe('http');
});

test('a consent manager needs its config id and an https script, and without both the store keeps its own banner', () => {
  expect(loadConfig({}).consentManager).toBeUndefined();
  for (const [env, badKey] of [
    [{ CONSENT_MANAGER_CONFIG_ID: 'AbC123xYz' }, 'CONSENT_MANAGER_SCRIPT_URL'],
    [{ CONSENT_MANAGER_SCRIPT_URL: 'https://consent.example/loader.js' }, 'CONSENT_MANAGER_CONFIG_ID'],
    [{ CONSENT_MANAGER_CONFIG_ID: 'AbC123xYz', CONSENT_MANAGER_SCRIPT_URL: 'http://consent.example/loader.js' }, 'CONSENT_MANAGER_SCRIPT_URL'],
    [{ CONSENT_MANAGER_CONFIG_ID: 'a b', CONSENT_MANAGER_SCRIPT_URL: 'https://consent.example/loader.js' }, 'CONSENT_MANAGER_CONFIG_ID'],
  ] as const) {
    try {
      loadConfig(env);
      expect.unreachable(JSON.stringify(env));
    } catch (error) {
      expect((error as ConfigError).badKeys, JSON.stringify(env)).toEqual([badKey]);
    }
  }
  expect(loadConfig({ CONSENT_MANAGER_CONFIG_ID: 'AbC123xYz', CONSENT_MANAGER_SCRIPT_URL: 'https://consent.example/loader.js' }).consentManager).toEqual({
    configId: 'AbC123xYz',
    scriptUrl: 'https://consent.example/loader.js',
  });
});

test('the marketing snippet needs its token and a script (https or a local asset), both or neither', () => {
  expect(loadConfig({}).marketingSnippet).toBeUndefined();
  for (const [env, badKey] of [
    [{ BLOOMREACH_TOKEN: 'tok-12345678' }, 'BLOOMREACH_SCRIPT_URL'],
    [{ BLOOMREACH_SCRIPT_URL: '/assets/marketing-double.js' }, 'BLOOMREACH_TOKEN'],
    [{ BLOOMREACH_TOKEN: 'tok-12345678', BLOOMREACH_SCRIPT_URL: 'http://cdn.example/sdk.js' }, 'BLOOMREACH_SCRIPT_URL'],
  ] as const) {
    try {
      loadConfig(env);
      expect.unreachable(JSON.stringify(env));
    } catch (error) {
      expect((error as ConfigError).badKeys, JSON.stringify(env)).toEqual([badKey]);
    }
  }
  expect(loadConfig({ BLOOMREACH_TOKEN: 'tok-12345678', BLOOMREACH_SCRIPT_URL: '/assets/marketing-double.js' }).marketingSnippet).toEqual({
    token: 'tok-12345678',
    scriptUrl: '/assets/marketing-double.js',
  });
});
