import { SCHEMA_BASE } from '../schemas/files.ts';
import type { Env } from '../schemas/generated/index.ts';
import { describeAjvError } from '../schemas/page-validation.ts';
import { schemaRegistry } from '../schemas/registry.ts';
import { ipRangeProblems } from './commerce/store-ip/ip-ranges.ts';
import { photosOf } from './config-photos.ts';

const ENV_SCHEMA_ID = 'env.json';

export class ConfigError extends Error {
  constructor(
    readonly badKeys: string[],
    details: string[],
  ) {
    super(`Invalid environment: ${badKeys.join(', ')}\n${details.map((d) => `  - ${d}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The variables `schemas/env.schema.json` knows, each with its default and whether it is a whole number. */
export function envKeys(): { key: string; fallback: unknown; integer: boolean }[] {
  const properties = schemaRegistry().schemas.get(`${SCHEMA_BASE}${ENV_SCHEMA_ID}`)?.['properties'];
  if (typeof properties !== 'object' || properties === null) throw new Error('schemas/env.schema.json has no properties');
  return Object.entries(properties).map(([key, property]: [string, { default?: unknown; type?: unknown }]) => ({
    key,
    fallback: property.default,
    integer: property.type === 'integer',
  }));
}

/** The environment as the schema reads it: unset or empty keys take the schema's default, whole numbers are parsed. */
function readEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const { key, fallback, integer } of envKeys()) {
    const given = env[key];
    if (given === undefined || given === '') {
      if (fallback !== undefined) raw[key] = fallback;
    } else raw[key] = integer && /^\d+$/.test(given) ? Number(given) : given;
  }
  // The site URLs (links in emails, canonical addresses) follow PORT and the data environment
  // unless set: four default sites, UK and German, production and staging (spec section 10).
  // PORT 0 asks for any free port, known only after listening: the URLs then keep port 3000.
  const port = typeof raw['PORT'] === 'number' && raw['PORT'] > 0 ? raw['PORT'] : 3000;
  const host = raw['DATA_ENV'] === 'staging' ? 'staging.localhost' : 'localhost';
  if (!env['SITE_URL_UK']) raw['SITE_URL_UK'] = `http://${host}:${port}`;
  if (!env['SITE_URL_DE']) raw['SITE_URL_DE'] = `http://de.${host}:${port}`;
  return raw;
}

/** Checks the environment against `schemas/env.schema.json` into the generated `Env`, or fails with every bad key. */
export function validateEnv(env: NodeJS.ProcessEnv): Env {
  const raw = readEnv(env);
  const validate = schemaRegistry().validator(ENV_SCHEMA_ID);
  if (validate(raw)) return raw;
  // An unmet if/then is reported again by its then-branch, which names the key.
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
  const keyOf = (e: (typeof errors)[number]) => e.instancePath.slice(1) || String(e.params['missingProperty'] ?? '?');
  throw new ConfigError(
    [...new Set(errors.map(keyOf))],
    // Each with the value it was given and, for a list, the values allowed.
    errors.map((e) => (e.instancePath ? `${describeAjvError(e).slice(1)} (set to ${JSON.stringify(raw[keyOf(e)])})` : `${keyOf(e)}: must be set`)),
  );
}

function storeIpAddresses(env: Env): string[] {
  const addresses = env.STORE_IP_ADDRESSES.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problems = ipRangeProblems(addresses);
  if (problems.length)
    throw new ConfigError(
      ['STORE_IP_ADDRESSES'],
      problems.map((problem) => `STORE_IP_ADDRESSES: ${problem}`),
    );
  return addresses;
}

/** The store's Stripe settings for a set of keys; `apiHost` is the local Stripe double, unset Stripe itself. */
export function stripeSettings(
  keys: { secretKey: string; publishableKey: string; webhookSecret: string; apiHost?: string | undefined },
  captureMethod: Env['STRIPE_CAPTURE_METHOD'],
) {
  const apiHost = keys.apiHost?.replace(/\/$/, '');
  return {
    secretKey: keys.secretKey,
    publishableKey: keys.publishableKey,
    webhookSecret: keys.webhookSecret,
    apiHost,
    captureMethod,
    /** Stripe.js (the Payment Element) and the origins the browser talks to for it. */
    scriptUrl: apiHost ? `${apiHost}/v3/` : 'https://js.stripe.com/v3/',
    origins: apiHost ? [new URL(apiHost).origin] : ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://api.stripe.com', 'https://hooks.stripe.com'],
  };
}
export type StripeSettings = ReturnType<typeof stripeSettings>;

/**
 * Stripe's keys when it is the payment provider (the schema has checked they are all set).
 * With the sandbox, `startPaymentSandbox` fills them in with the local double's once it listens.
 */
function stripeConfig(env: Env): StripeSettings | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (env.PAYMENT_PROVIDER !== 'stripe' || !secretKey || !publishableKey || !webhookSecret) return undefined;
  return stripeSettings({ secretKey, publishableKey, webhookSecret, apiHost: env.STRIPE_API_HOST }, env.STRIPE_CAPTURE_METHOD);
}

/** Where email goes: one URL, or a host with its port, TLS and login; undefined when neither is set. */
function smtpOf(env: Env): SmtpSettings | undefined {
  if (env.SMTP_URL) return { url: env.SMTP_URL };
  if (!env.SMTP_HOST) return undefined;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE === 'true',
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
  };
}

export type SmtpSettings = { url: string } | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };

/** The checked environment, grouped as the server uses it. */
function configOf(env: Env) {
  return {
    nodeEnv: env.NODE_ENV,
    /** The demo `npm start` serves: seeded data, local sandboxes, and the email outbox for a browser on this machine. */
    demo: env.DEMO === 'true',
    /** In a production deployment: seed the catalogue and content into a database not seeded yet. */
    seedCatalogue: env.SEED_CATALOGUE === 'true',
    port: env.PORT,
    /** Loopback-only port of `/metrics`; none when unset. */
    metricsPort: env.METRICS_PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    /** Uploaded product photographs: a folder, or an S3-compatible bucket. */
    photos: photosOf(env),
    logLevel: env.LOG_LEVEL,
    /** scrypt cost of new password hashes. */
    passwordHashCost: env.PASSWORD_HASH_COST,
    siteName: env.SITE_NAME,
    siteUrls: { uk: env.SITE_URL_UK, de: env.SITE_URL_DE },
    dataEnv: env.DATA_ENV,
    trustProxy: env.TRUST_PROXY,
    maxBodyBytes: env.MAX_BODY_BYTES,
    /** Outside parties: each a local sandbox unless configured to call its HTTP service. */
    integrationTimeoutMs: env.INTEGRATION_TIMEOUT_MS,
    geolocation: { provider: env.GEOLOCATION_PROVIDER, url: env.GEOLOCATION_URL, sandboxFails: env.GEOLOCATION_SANDBOX_FAIL === 'true' },
    publicIp: { provider: env.PUBLIC_IP_PROVIDER, url: env.PUBLIC_IP_URL },
    exchangeRates: { provider: env.EXCHANGE_RATES_PROVIDER, url: env.EXCHANGE_RATES_URL, refreshMinutes: env.EXCHANGE_RATES_REFRESH_MINUTES },
    /** Currencies whose catalogue prices show rounded to whole units (never what is charged). */
    roundedPriceCurrencies: env.ROUNDED_PRICE_CURRENCIES.split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    /** Store addresses and CIDR ranges; visitors from them are in a store. */
    storeIpAddresses: storeIpAddresses(env),
    /** A consent manager's script replacing the store's own banner; undefined keeps the banner. */
    consentManager:
      env.CONSENT_MANAGER_CONFIG_ID && env.CONSENT_MANAGER_SCRIPT_URL
        ? { configId: env.CONSENT_MANAGER_CONFIG_ID, scriptUrl: env.CONSENT_MANAGER_SCRIPT_URL }
        : undefined,
    /** The marketing snippet (spec sections 4 and 9), started after marketing consent; undefined keeps it off. */
    marketingSnippet: env.BLOOMREACH_TOKEN && env.BLOOMREACH_SCRIPT_URL ? { token: env.BLOOMREACH_TOKEN, scriptUrl: env.BLOOMREACH_SCRIPT_URL } : undefined,
    /** Consumer finance (spec sections 5, 7 and 9): the flag, the provider of the V12 products, the calculator script, the help centre link. */
    finance: {
      enabled: env.FINANCE_ENABLED === 'true',
      provider: env.FINANCE_PROVIDER,
      url: env.FINANCE_URL,
      retailerId: env.FINANCE_RETAILER_ID,
      retailerGuid: env.FINANCE_RETAILER_GUID,
      sandboxFails: env.FINANCE_SANDBOX_FAIL === 'true',
      /** The provider's calculator script; unset keeps it off (no outside script). */
      calculatorScriptUrl: env.FINANCE_CALCULATOR_SCRIPT_URL,
      helpCentreUrl: env.FINANCE_HELP_CENTRE_URL,
      /** Paying with finance at checkout: the secret the provider signs its decisions with, the only origin shoppers are sent to for the application, and where the sandbox posts its decisions. */
      decisionSecret: env.FINANCE_DECISION_SECRET,
      applicationOrigin: env.FINANCE_APPLICATION_ORIGIN,
      sandboxDecisionUrl: env.FINANCE_SANDBOX_DECISION_URL,
    },
    checkout: { newCheckoutEnabled: env.NEW_CHECKOUT_ENABLED === 'true' },
    esw: {
      provider: env.ESW_PROVIDER,
      url: env.ESW_URL,
      apiKey: env.ESW_API_KEY,
      checkoutOrigin: env.ESW_CHECKOUT_ORIGIN,
      /** Where the sandbox sends its order webhook; unset, this server's own listening address. */
      sandboxWebhookUrl: env.ESW_SANDBOX_WEBHOOK_URL,
      webhookSecret: env.ESW_WEBHOOK_SECRET,
      sandboxFails: env.ESW_SANDBOX_FAIL === 'true',
    },
    payments: { provider: env.PAYMENT_PROVIDER, captureMethod: env.STRIPE_CAPTURE_METHOD, stripe: stripeConfig(env) },
    /**
     * Email: the outbox is always written; it is sent over SMTP when `smtp` is set (SMTP_URL, or
     * SMTP_HOST with its port, TLS and login), by a worker every `sendSeconds` with retries.
     */
    email: {
      smtp: smtpOf(env),
      from: env.EMAIL_FROM,
      sendSeconds: env.EMAIL_SEND_SECONDS,
      retryBaseSeconds: env.EMAIL_RETRY_BASE_SECONDS,
      maxAttempts: env.EMAIL_MAX_ATTEMPTS,
    },
    /** The first studio admin, created at start when no staff account has this email. */
    staffAdmin: env.STAFF_ADMIN_EMAIL && env.STAFF_ADMIN_PASSWORD ? { email: env.STAFF_ADMIN_EMAIL, password: env.STAFF_ADMIN_PASSWORD } : undefined,
    /** The cycle-to-work schemes' certificate check. */
    cycleToWork: { provider: env.CYCLE_TO_WORK_PROVIDER, url: env.CYCLE_TO_WORK_URL, apiKey: env.CYCLE_TO_WORK_API_KEY },
  };
}

export type Config = ReturnType<typeof configOf>;
export type FinanceConfig = Config['finance'];

/** Reads the environment, checks it against `schemas/env.schema.json`, and fails with every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const checked = validateEnv(env);
  const sandboxSecret = envKeys().find((k) => k.key === 'ESW_WEBHOOK_SECRET')?.fallback;
  if (checked.ESW_PROVIDER === 'http' && checked.ESW_WEBHOOK_SECRET === sandboxSecret)
    throw new ConfigError(['ESW_WEBHOOK_SECRET'], ['ESW_WEBHOOK_SECRET: set the secret agreed with the partner; the sandbox one is public']);
  const financeSandboxSecret = envKeys().find((k) => k.key === 'FINANCE_DECISION_SECRET')?.fallback;
  if (checked.FINANCE_PROVIDER === 'http' && checked.FINANCE_DECISION_SECRET === financeSandboxSecret)
    throw new ConfigError(['FINANCE_DECISION_SECRET'], ['FINANCE_DECISION_SECRET: set the secret agreed with the finance provider; the sandbox one is public']);
  return configOf(checked);
}

/**
 * Development routes (the email outbox; the preview and QA replay need development itself)
 * exist only in development, tests and the demo; a production deployment never mounts them.
 */
export function mountsDevelopmentRoutes(config: Pick<Config, 'nodeEnv' | 'demo'>): boolean {
  return config.nodeEnv !== 'production' || config.demo;
}

/** The subset of configuration the browser may see. */
export function publicConfig(config: Config) {
  return { siteName: config.siteName, isProduction: config.nodeEnv === 'production' };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
