/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * Environment variables read at boot, with their defaults (an unset or empty variable takes its default). Unknown keys are ignored; a bad value stops the server with the list of bad keys.
 */
export type Env = {
  /**
   * Where email is sent, as one URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://... (TLS from the start); or set SMTP_HOST and the keys after it
   */
  SMTP_URL?: string;
  /**
   * SMTP server host, when SMTP_URL is not used
   */
  SMTP_HOST?: string;
  /**
   * SMTP server port (with SMTP_HOST)
   */
  SMTP_PORT: number;
  /**
   * true: TLS from the start (port 465); false: STARTTLS when the server offers it (with SMTP_HOST)
   */
  SMTP_SECURE: 'true' | 'false';
  /**
   * SMTP user name (with SMTP_HOST)
   */
  SMTP_USER?: string;
  /**
   * SMTP password (with SMTP_HOST)
   */
  SMTP_PASS?: string;
  /**
   * The From of every email the shop sends
   */
  EMAIL_FROM: string;
  /**
   * Seconds between runs of the worker that sends the outbox over SMTP
   */
  EMAIL_SEND_SECONDS: number;
  /**
   * Wait before retrying an email the SMTP server refused; doubles with each attempt, at most one day
   */
  EMAIL_RETRY_BASE_SECONDS: number;
  /**
   * Attempts before an email is given up and marked failed
   */
  EMAIL_MAX_ATTEMPTS: number;
  NODE_ENV: 'development' | 'production' | 'test';
  /**
   * true for the demo (npm start's default): the email outbox at /dev/outbox/ for a browser on this machine; false in a real deployment
   */
  DEMO: 'true' | 'false';
  /**
   * With NODE_ENV=production and DEMO=false: true seeds the catalogue and content from fixtures/ into a database not seeded yet; demo customers, orders and coupons are never seeded there
   */
  SEED_CATALOGUE: 'true' | 'false';
  PORT: number;
  /**
   * Serves Prometheus /metrics on 127.0.0.1 at this port only; unset, no metrics listener
   */
  METRICS_PORT?: number;
  DATABASE_URL?: string;
  DATA_DIR: string;
  /**
   * Where uploaded product photographs are kept: disk (PHOTO_DIR) or s3 (an S3-compatible bucket, S3_*)
   */
  PHOTO_STORAGE: 'disk' | 's3';
  /**
   * Folder of uploaded photographs with PHOTO_STORAGE=disk; unset: DATA_DIR/photos
   */
  PHOTO_DIR?: string;
  /**
   * Largest photograph file staff may upload, in bytes
   */
  PHOTO_MAX_BYTES: number;
  /**
   * S3-compatible service (MinIO, R2, …), addressed path-style ({endpoint}/{bucket}/{key}); unset: AWS S3 in S3_REGION
   */
  S3_ENDPOINT?: string;
  /**
   * Bucket of uploaded photographs with PHOTO_STORAGE=s3
   */
  S3_BUCKET?: string;
  /**
   * Region the requests are signed for (SigV4)
   */
  S3_REGION: string;
  /**
   * Access key of the bucket's user
   */
  S3_ACCESS_KEY_ID?: string;
  /**
   * Secret key of the bucket's user
   */
  S3_SECRET_ACCESS_KEY?: string;
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /**
   * scrypt cost of new password hashes: owasp (N=2^17, the default) or fast (N=2^10, for test runs only; refused by a production deployment)
   */
  PASSWORD_HASH_COST: 'owasp' | 'fast';
  SITE_NAME: string;
  /**
   * Unset: http://localhost:$PORT, or http://staging.localhost:$PORT with DATA_ENV=staging (server/config.ts)
   */
  SITE_URL_UK: string;
  /**
   * Unset: http://de.localhost:$PORT, or http://de.staging.localhost:$PORT with DATA_ENV=staging (server/config.ts)
   */
  SITE_URL_DE: string;
  DATA_ENV: 'production' | 'staging';
  /**
   * false, or a comma-separated list of proxy addresses whose X-Forwarded-For is believed
   */
  TRUST_PROXY: string;
  MAX_BODY_BYTES: number;
  /**
   * How long a call to an outside party may take before it counts as failed
   */
  INTEGRATION_TIMEOUT_MS: number;
  /**
   * sandbox answers locally; http asks GEOLOCATION_URL
   */
  GEOLOCATION_PROVIDER: 'sandbox' | 'http';
  /**
   * Geolocation service; {ip} is replaced by the shopper's address; the answer's country field is read
   */
  GEOLOCATION_URL?: string;
  /**
   * true makes the sandbox fail every lookup, to try the degraded path
   */
  GEOLOCATION_SANDBOX_FAIL: 'true' | 'false';
  /**
   * sandbox answers the request's own address; http asks PUBLIC_IP_URL
   */
  PUBLIC_IP_PROVIDER: 'sandbox' | 'http';
  /**
   * Public-IP service answering JSON with an ip field
   */
  PUBLIC_IP_URL?: string;
  /**
   * sandbox keeps the seeded rates; http refreshes them from EXCHANGE_RATES_URL
   */
  EXCHANGE_RATES_PROVIDER: 'sandbox' | 'http';
  /**
   * Rates service answering {base: 'GBP', rates: {EUR: 1.17, ...}}
   */
  EXCHANGE_RATES_URL?: string;
  /**
   * Minutes between rate refreshes; 0 turns the refresh off
   */
  EXCHANGE_RATES_REFRESH_MINUTES: number;
  /**
   * Comma-separated ISO 4217 currencies whose catalogue prices show rounded to whole units, e.g. EUR, CHF; what is charged is never rounded. Empty rounds none
   */
  ROUNDED_PRICE_CURRENCIES: string;
  /**
   * The consent manager's config id: set, its script replaces the store's own consent banner. Needs CONSENT_MANAGER_SCRIPT_URL
   */
  CONSENT_MANAGER_CONFIG_ID?: string;
  /**
   * The consent manager's script, loaded with the config id; only its origin is added to the CSP. Needs CONSENT_MANAGER_CONFIG_ID
   */
  CONSENT_MANAGER_SCRIPT_URL?: string;
  /**
   * The marketing snippet's project token: set, the snippet starts after marketing consent. Needs BLOOMREACH_SCRIPT_URL
   */
  BLOOMREACH_TOKEN?: string;
  /**
   * The marketing snippet's script: the vendor's https address, or /assets/marketing-double.js (the local double) for the demo and tests. Needs BLOOMREACH_TOKEN
   */
  BLOOMREACH_SCRIPT_URL?: string;
  /**
   * Comma-separated store addresses and CIDR ranges, IPv4 or IPv6, e.g. 203.0.113.10, 198.51.100.0/24, 2001:db8:5::/48
   */
  STORE_IP_ADDRESSES: string;
  /**
   * The new (first-party) checkout for GB shoppers; false sends every shopper to the old checkout address
   */
  NEW_CHECKOUT_ENABLED: 'true' | 'false';
  /**
   * The first studio admin, created at start when no staff account has this email (with STAFF_ADMIN_PASSWORD)
   */
  STAFF_ADMIN_EMAIL?: string;
  /**
   * The first studio admin's password; a production deployment refuses a weak one
   */
  STAFF_ADMIN_PASSWORD?: string;
  /**
   * Card payments always go through Stripe's API (Payment Intents) and its SDK: sandbox starts a local double of Stripe's API beside the store (test cards); stripe is Stripe itself with STRIPE_SECRET_KEY
   */
  PAYMENT_PROVIDER: 'sandbox' | 'stripe';
  /**
   * Stripe secret (or restricted) key, sk_live_... in production; only the server sees it
   */
  STRIPE_SECRET_KEY?: string;
  /**
   * Stripe publishable key the browser's Payment Element uses; same mode (test or live) as the secret key
   */
  STRIPE_PUBLISHABLE_KEY?: string;
  /**
   * Signing secret of the webhook endpoint /nuxt/api/payments/stripe/webhook (Stripe-Signature)
   */
  STRIPE_WEBHOOK_SECRET?: string;
  /**
   * Where the Stripe SDK and Stripe.js are fetched from instead of api.stripe.com and js.stripe.com: the local Stripe double (scheme, host and port only)
   */
  STRIPE_API_HOST?: string;
  /**
   * manual authorises when the order is placed and the back office captures; automatic captures at once
   */
  STRIPE_CAPTURE_METHOD: 'manual' | 'automatic';
  /**
   * sandbox knows the test certificates SBX-<pence>-XXXX; http asks CYCLE_TO_WORK_URL
   */
  CYCLE_TO_WORK_PROVIDER: 'sandbox' | 'http';
  /**
   * Cycle-to-work certificate service base; GET {url}/certificates/{issuer}/{number}
   */
  CYCLE_TO_WORK_URL?: string;
  /**
   * Secret key for the certificate service
   */
  CYCLE_TO_WORK_API_KEY?: string;
  /**
   * sandbox runs the partner checkout locally; http calls ESW_URL
   */
  ESW_PROVIDER: 'sandbox' | 'http';
  /**
   * Cross-border partner API base; POST {url}/checkouts
   */
  ESW_URL?: string;
  /**
   * Secret key for the partner API
   */
  ESW_API_KEY?: string;
  /**
   * Where the partner sandbox's Pay sends the signed order webhook; unset, this server's own listening address
   */
  ESW_SANDBOX_WEBHOOK_URL?: string;
  /**
   * The only origin shoppers are sent to for the partner checkout
   */
  ESW_CHECKOUT_ORIGIN?: string;
  /**
   * Shared secret the partner signs its order webhooks with (HMAC-SHA256)
   */
  ESW_WEBHOOK_SECRET: string;
  /**
   * true makes the partner sandbox fail, to try the degraded path
   */
  ESW_SANDBOX_FAIL: 'true' | 'false';
  /**
   * The finance flag: the calculator shows only when true and the shopper is in GB
   */
  FINANCE_ENABLED: 'true' | 'false';
  /**
   * sandbox offers local V12 products; http asks FINANCE_URL with the retailer id and guid
   */
  FINANCE_PROVIDER: 'sandbox' | 'http';
  /**
   * Finance provider API base; GET {url}/products and {url}/deposits are read
   */
  FINANCE_URL?: string;
  /**
   * Our retailer id at the finance provider (API and calculator script)
   */
  FINANCE_RETAILER_ID?: string;
  /**
   * Our retailer guid at the finance provider (API and calculator script)
   */
  FINANCE_RETAILER_GUID?: string;
  /**
   * true makes the finance sandbox fail every call, to try the degraded page
   */
  FINANCE_SANDBOX_FAIL: 'true' | 'false';
  /**
   * The provider's calculator script; unset keeps it off. Needs the retailer id and guid
   */
  FINANCE_CALCULATOR_SCRIPT_URL?: string;
  /**
   * Shared secret the finance provider signs its application decisions with (HMAC-SHA256)
   */
  FINANCE_DECISION_SECRET: string;
  /**
   * The only origin shoppers are sent to for their finance application (FINANCE_PROVIDER=http)
   */
  FINANCE_APPLICATION_ORIGIN?: string;
  /**
   * Where the finance sandbox posts its signed decisions; unset, this server's own listening address
   */
  FINANCE_SANDBOX_DECISION_URL?: string;
  /**
   * The finance help centre the calculator links to: a path of this site or an https address
   */
  FINANCE_HELP_CENTRE_URL: string;
};
