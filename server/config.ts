import { schemaRegistry } from '../schemas/registry.ts';
import { ipRangeProblems } from './commerce/store-ip/ip-ranges.ts';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  /** The demo `npm start` serves: seeded data, local sandboxes, and the email outbox for a browser on this machine. */
  demo: boolean;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  siteName: string;
  siteUrls: { uk: string; de: string };
  dataEnv: 'production' | 'staging';
  trustProxy: string;
  maxBodyBytes: number;
  /** Outside parties: each a local sandbox unless configured to call its HTTP service. */
  integrationTimeoutMs: number;
  geolocation: { provider: 'sandbox' | 'http'; url: string | undefined; sandboxFails: boolean };
  publicIp: { provider: 'sandbox' | 'http'; url: string | undefined };
  exchangeRates: { provider: 'sandbox' | 'http'; url: string | undefined; refreshMinutes: number };
  /** Store addresses and CIDR ranges; visitors from them are in a store. */
  storeIpAddresses: string[];
  finance: FinanceConfig;
  checkout: { newCheckoutEnabled: boolean };
  esw: {
    provider: 'sandbox' | 'http';
    url: string | undefined;
    apiKey: string | undefined;
    checkoutOrigin: string | undefined;
    /** Where the sandbox sends its order webhook; unset, this server's own listening address. */
    sandboxWebhookUrl: string | undefined;
    webhookSecret: string;
    sandboxFails: boolean;
  };
  payments: { provider: 'sandbox' | 'http'; url: string | undefined; apiKey: string | undefined };
}

/** Consumer finance (spec sections 5, 7 and 9): the flag, the provider of the V12 products, the calculator script, the help centre link. */
export interface FinanceConfig {
  enabled: boolean;
  provider: 'sandbox' | 'http';
  url: string | undefined;
  retailerId: string | undefined;
  retailerGuid: string | undefined;
  sandboxFails: boolean;
  /** The provider's calculator script; unset keeps it off (no outside script). */
  calculatorScriptUrl: string | undefined;
  helpCentreUrl: string;
}

const DEFAULTS: Record<string, string> = {
  NODE_ENV: 'development',
  DEMO: 'false',
  PORT: '3000',
  DATA_DIR: './data',
  LOG_LEVEL: 'info',
  SITE_NAME: 'Northvale Cycles',
  SITE_URL_UK: 'http://localhost:3000',
  SITE_URL_DE: 'http://de.localhost:3000',
  DATA_ENV: 'production',
  TRUST_PROXY: 'false',
  MAX_BODY_BYTES: '102400',
  INTEGRATION_TIMEOUT_MS: '3000',
  GEOLOCATION_PROVIDER: 'sandbox',
  GEOLOCATION_SANDBOX_FAIL: 'false',
  PUBLIC_IP_PROVIDER: 'sandbox',
  EXCHANGE_RATES_PROVIDER: 'sandbox',
  EXCHANGE_RATES_REFRESH_MINUTES: '720',
  STORE_IP_ADDRESSES: '192.0.2.0/24, 2001:db8:5::/48',
  NEW_CHECKOUT_ENABLED: 'true',
  PAYMENT_PROVIDER: 'sandbox',
  ESW_PROVIDER: 'sandbox',
  ESW_SANDBOX_FAIL: 'false',
  // For the local sandbox only; a deployment with ESW_PROVIDER=http sets its own.
  ESW_WEBHOOK_SECRET: 'esw-sandbox-webhook-secret-not-for-production',
  FINANCE_ENABLED: 'true',
  FINANCE_PROVIDER: 'sandbox',
  FINANCE_SANDBOX_FAIL: 'false',
  FINANCE_HELP_CENTRE_URL: '/contact/',
};

const NUMERIC_KEYS = new Set(['PORT', 'MAX_BODY_BYTES', 'INTEGRATION_TIMEOUT_MS', 'EXCHANGE_RATES_REFRESH_MINUTES']);
/** Keys with no default: read only when set. */
const OPTIONAL_KEYS = [
  'DATABASE_URL',
  'GEOLOCATION_URL',
  'PUBLIC_IP_URL',
  'EXCHANGE_RATES_URL',
  'PAYMENT_URL',
  'ESW_URL',
  'ESW_API_KEY',
  'ESW_CHECKOUT_ORIGIN',
  'ESW_SANDBOX_WEBHOOK_URL',
  'PAYMENT_API_KEY',
  'FINANCE_URL',
  'FINANCE_RETAILER_ID',
  'FINANCE_RETAILER_GUID',
  'FINANCE_CALCULATOR_SCRIPT_URL',
];

export class ConfigError extends Error {
  constructor(
    readonly badKeys: string[],
    details: string[],
  ) {
    super(`Invalid environment: ${badKeys.join(', ')}\n${details.map((d) => `  - ${d}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment, checks it against `schemas/env.schema.json`, and fails with every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(DEFAULTS), ...OPTIONAL_KEYS]);
  for (const key of keys) {
    const value = env[key] === undefined || env[key] === '' ? DEFAULTS[key] : env[key];
    if (value === undefined) continue;
    raw[key] = NUMERIC_KEYS.has(key) && /^\d+$/.test(value) ? Number(value) : value;
  }
  const validate = schemaRegistry().validator('env.json');
  if (!validate(raw)) {
    // An unmet if/then is reported again by its then-branch, which names the key.
    const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
    const badKeys = [...new Set(errors.map((e) => e.instancePath.slice(1) || String(e.params['missingProperty'] ?? '?')))];
    throw new ConfigError(
      badKeys,
      errors.map((e) => `${e.instancePath.slice(1) || e.params['missingProperty']}: ${e.message}`),
    );
  }
  if (raw['ESW_PROVIDER'] === 'http' && raw['ESW_WEBHOOK_SECRET'] === DEFAULTS['ESW_WEBHOOK_SECRET'])
    throw new ConfigError(['ESW_WEBHOOK_SECRET'], ['ESW_WEBHOOK_SECRET: set the secret agreed with the partner; the sandbox one is public']);
  const storeIpAddresses = (raw['STORE_IP_ADDRESSES'] as string)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const ipProblems = ipRangeProblems(storeIpAddresses);
  if (ipProblems.length)
    throw new ConfigError(
      ['STORE_IP_ADDRESSES'],
      ipProblems.map((problem) => `STORE_IP_ADDRESSES: ${problem}`),
    );
  return {
    nodeEnv: raw['NODE_ENV'] as Config['nodeEnv'],
    demo: raw['DEMO'] === 'true',
    port: raw['PORT'] as number,
    databaseUrl: raw['DATABASE_URL'] as string | undefined,
    dataDir: raw['DATA_DIR'] as string,
    logLevel: raw['LOG_LEVEL'] as Config['logLevel'],
    siteName: raw['SITE_NAME'] as string,
    siteUrls: { uk: raw['SITE_URL_UK'] as string, de: raw['SITE_URL_DE'] as string },
    dataEnv: raw['DATA_ENV'] as Config['dataEnv'],
    trustProxy: raw['TRUST_PROXY'] as string,
    maxBodyBytes: raw['MAX_BODY_BYTES'] as number,
    integrationTimeoutMs: raw['INTEGRATION_TIMEOUT_MS'] as number,
    geolocation: {
      provider: raw['GEOLOCATION_PROVIDER'] as 'sandbox' | 'http',
      url: raw['GEOLOCATION_URL'] as string | undefined,
      sandboxFails: raw['GEOLOCATION_SANDBOX_FAIL'] === 'true',
    },
    publicIp: { provider: raw['PUBLIC_IP_PROVIDER'] as 'sandbox' | 'http', url: raw['PUBLIC_IP_URL'] as string | undefined },
    exchangeRates: {
      provider: raw['EXCHANGE_RATES_PROVIDER'] as 'sandbox' | 'http',
      url: raw['EXCHANGE_RATES_URL'] as string | undefined,
      refreshMinutes: raw['EXCHANGE_RATES_REFRESH_MINUTES'] as number,
    },
    storeIpAddresses,
    finance: {
      enabled: raw['FINANCE_ENABLED'] === 'true',
      provider: raw['FINANCE_PROVIDER'] as 'sandbox' | 'http',
      url: raw['FINANCE_URL'] as string | undefined,
      retailerId: raw['FINANCE_RETAILER_ID'] as string | undefined,
      retailerGuid: raw['FINANCE_RETAILER_GUID'] as string | undefined,
      sandboxFails: raw['FINANCE_SANDBOX_FAIL'] === 'true',
      calculatorScriptUrl: raw['FINANCE_CALCULATOR_SCRIPT_URL'] as string | undefined,
      helpCentreUrl: raw['FINANCE_HELP_CENTRE_URL'] as string,
    },
    checkout: { newCheckoutEnabled: raw['NEW_CHECKOUT_ENABLED'] === 'true' },
    esw: {
      provider: raw['ESW_PROVIDER'] as 'sandbox' | 'http',
      url: raw['ESW_URL'] as string | undefined,
      apiKey: raw['ESW_API_KEY'] as string | undefined,
      checkoutOrigin: raw['ESW_CHECKOUT_ORIGIN'] as string | undefined,
      sandboxWebhookUrl: raw['ESW_SANDBOX_WEBHOOK_URL'] as string | undefined,
      webhookSecret: raw['ESW_WEBHOOK_SECRET'] as string,
      sandboxFails: raw['ESW_SANDBOX_FAIL'] === 'true',
    },
    payments: {
      provider: raw['PAYMENT_PROVIDER'] as 'sandbox' | 'http',
      url: raw['PAYMENT_URL'] as string | undefined,
      apiKey: raw['PAYMENT_API_KEY'] as string | undefined,
    },
  };
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
