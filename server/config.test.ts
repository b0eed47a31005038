import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ConfigError, checkProductionReady, loadConfig, productionProblems } from './config.ts';
import { SEEDERS, seedersFor } from './db/seeders.ts';

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

describe('a production deployment (NODE_ENV=production, DEMO=false)', () => {
  const production = { NODE_ENV: 'production', DEMO: 'false' };
  const live = {
    ...production,
    TRUST_PROXY: '127.0.0.1',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_51Northvale0123456789abcdefABCDEF',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_51Northvale0123456789abcdefABCDEF',
    STRIPE_WEBHOOK_SECRET: 'whsec_Q8rT2mZk4vN7pL1xW9cB3yH6jD5fG0aE',
    ESW_PROVIDER: 'http',
    ESW_URL: 'https://esw.example/api',
    ESW_API_KEY: 'e'.repeat(32),
    ESW_CHECKOUT_ORIGIN: 'https://checkout.esw.example',
    ESW_WEBHOOK_SECRET: 'w'.repeat(40),
    GEOLOCATION_PROVIDER: 'http',
    GEOLOCATION_URL: 'https://geo.example/lookup/',
    PUBLIC_IP_PROVIDER: 'http',
    PUBLIC_IP_URL: 'https://ip.example/',
    EXCHANGE_RATES_PROVIDER: 'http',
    EXCHANGE_RATES_URL: 'https://rates.example/latest',
    FINANCE_PROVIDER: 'http',
    FINANCE_URL: 'https://finance.example',
    FINANCE_RETAILER_ID: 'northvale',
    FINANCE_RETAILER_GUID: '0123abcd-0000',
    FINANCE_APPLICATION_ORIGIN: 'https://apply.finance.example',
    FINANCE_DECISION_SECRET: 'd'.repeat(40),
    CYCLE_TO_WORK_PROVIDER: 'http',
    CYCLE_TO_WORK_URL: 'https://c2w.example/v1',
    CYCLE_TO_WORK_API_KEY: 'c'.repeat(32),
    SMTP_URL: 'smtp://mailer:secret@smtp.northvale.example:587',
    EMAIL_FROM: 'Northvale Cycles <orders@northvale.co.uk>',
  };
  const problemsOf = (env: NodeJS.ProcessEnv) => {
    try {
      checkProductionReady(loadConfig(env), env);
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).badKeys;
    }
  };

  test('with every provider, secret and the proxy set, it may start', () => {
    expect(problemsOf(live)).toEqual([]);
  });

  test('the defaults are refused naming every sandbox, the sandbox secret and TRUST_PROXY in one message', () => {
    try {
      checkProductionReady(loadConfig(production), production);
      expect.unreachable();
    } catch (error) {
      const { badKeys, message } = error as ConfigError;
      expect(badKeys).toEqual([
        'PAYMENT_PROVIDER',
        'ESW_PROVIDER',
        'GEOLOCATION_PROVIDER',
        'PUBLIC_IP_PROVIDER',
        'EXCHANGE_RATES_PROVIDER',
        'CYCLE_TO_WORK_PROVIDER',
        'FINANCE_PROVIDER',
        'ESW_WEBHOOK_SECRET',
        'FINANCE_DECISION_SECRET',
        'SMTP_URL',
        'EMAIL_FROM',
        'TRUST_PROXY',
      ]);
      expect(message).toContain('PAYMENT_PROVIDER: is the local sandbox');
      expect(message).toContain('ESW_WEBHOOK_SECRET: is the public sandbox secret');
    }
  });

  test('each problem is named on its own', () => {
    expect(problemsOf({ ...live, PAYMENT_PROVIDER: 'sandbox' })).toEqual(['PAYMENT_PROVIDER']);
    expect(problemsOf({ ...live, FINANCE_PROVIDER: 'sandbox' })).toEqual(['FINANCE_PROVIDER']);
    expect(problemsOf({ ...live, FINANCE_PROVIDER: 'sandbox', FINANCE_ENABLED: 'false' })).toEqual([]);
    expect(problemsOf({ ...live, ESW_WEBHOOK_SECRET: 'short-but-valid-24-chars!' })).toEqual(['ESW_WEBHOOK_SECRET']);
    expect(problemsOf({ ...live, FINANCE_DECISION_SECRET: 'short-but-valid-24-chars!' })).toEqual(['FINANCE_DECISION_SECRET']);
    expect(problemsOf({ ...live, FINANCE_DECISION_SECRET: 'short-but-valid-24-chars!', FINANCE_ENABLED: 'false' })).toEqual([]);
    expect(problemsOf({ ...live, STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef', STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789abcdef' })).toEqual([
      'STRIPE_SECRET_KEY',
    ]);
    expect(problemsOf({ ...live, STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789abcdef' })).toEqual(['STRIPE_PUBLISHABLE_KEY']);
    expect(problemsOf({ ...live, STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' })).toEqual(['STRIPE_WEBHOOK_SECRET']);
    expect(problemsOf({ ...live, STRIPE_WEBHOOK_SECRET: 'whsec_changemechangemechangemechangeme' })).toEqual(['STRIPE_WEBHOOK_SECRET']);
    // The local Stripe double: test keys are what it takes; reached on this machine, or over https.
    const double = { STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef', STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789abcdef' };
    expect(problemsOf({ ...live, ...double, STRIPE_API_HOST: 'http://127.0.0.1:12111' })).toEqual([]);
    expect(problemsOf({ ...live, ...double, STRIPE_API_HOST: 'http://stripe-double.internal:12111' })).toEqual(['STRIPE_API_HOST']);
    // Photographs in a bucket: its service over https, or on this machine.
    const bucket = { PHOTO_STORAGE: 's3', S3_BUCKET: 'northvale-photos', S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY', S3_SECRET_ACCESS_KEY: 'a-long-secret-key' };
    expect(problemsOf({ ...live, ...bucket })).toEqual([]);
    expect(problemsOf({ ...live, ...bucket, S3_ENDPOINT: 'https://minio.internal:9000' })).toEqual([]);
    expect(problemsOf({ ...live, ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([]);
    expect(problemsOf({ ...live, ...bucket, S3_ENDPOINT: 'http://minio.internal:9000' })).toEqual(['S3_ENDPOINT']);
    expect(problemsOf({ ...live, TRUST_PROXY: '' })).toEqual(['TRUST_PROXY']);
    expect(problemsOf({ ...live, TRUST_PROXY: 'false' })).toEqual([]);
    expect(problemsOf({ ...live, SMTP_URL: '' })).toEqual(['SMTP_URL']);
    expect(problemsOf({ ...live, SMTP_URL: '', SMTP_HOST: 'smtp.northvale.example' })).toEqual([]);
    expect(problemsOf({ ...live, EMAIL_FROM: '' })).toEqual(['EMAIL_FROM']);
    expect(problemsOf({ ...live, EMAIL_FROM: 'shop@northvale.test' })).toEqual(['EMAIL_FROM']);
  });

  test('the first studio admin from the environment needs a strong password, and both keys', () => {
    const admin = { STAFF_ADMIN_EMAIL: 'owner@example.com' };
    expect(problemsOf({ ...live, ...admin, STAFF_ADMIN_PASSWORD: 'password1' })).toEqual(['STAFF_ADMIN_PASSWORD']);
    expect(productionProblems(loadConfig({ ...live, ...admin, STAFF_ADMIN_PASSWORD: 'Tr0ub4dor&3' }), live)).toEqual([
      'STAFF_ADMIN_PASSWORD: is too weak: "password" must be at least 12 characters long for staff.',
    ]);
    expect(problemsOf({ ...live, ...admin, STAFF_ADMIN_PASSWORD: 'correct horse battery staple' })).toEqual([]);
    expect(() => loadConfig({ ...live, ...admin })).toThrow(/STAFF_ADMIN_PASSWORD/);
  });

  test('a development route that would be served is a problem', () => {
    expect(productionProblems(loadConfig({ ...live, DEMO: 'true' }), live)).toEqual(['DEMO: development routes (/dev/*) would be served; set DEMO=false']);
  });

  test('the test-only password hash cost is a problem', () => {
    expect(productionProblems(loadConfig({ ...live, PASSWORD_HASH_COST: 'fast' }), live)).toEqual([
      'PASSWORD_HASH_COST: fast is for test runs only; unset it (owasp)',
    ]);
  });

  test('the demo and development are never checked', () => {
    expect(() => checkProductionReady(loadConfig({ NODE_ENV: 'production', DEMO: 'true' }), {})).not.toThrow();
    expect(() => checkProductionReady(loadConfig({}), {})).not.toThrow();
  });

  test('seeds no demo data, and the catalogue and content only when asked', () => {
    expect(seedersFor({ production: false, seedCatalogue: false })).toBe(SEEDERS);
    expect(seedersFor({ production: true, seedCatalogue: false })).toEqual([]);
    const seeded = seedersFor({ production: true, seedCatalogue: true }).map((seeder) => seeder.name);
    expect(seeded).toEqual(['content', 'countries', 'blog', 'catalog', 'cart']);
  });
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
