import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { SEEDERS, seedersFor } from './db/seeders.ts';
import { checkProductionReady, productionProblems } from './production-ready.ts';

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
