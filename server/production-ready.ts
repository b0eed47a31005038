import { staffPasswordProblem } from './commerce/staff/staff.ts';
import { type Config, ConfigError, envKeys, mountsDevelopmentRoutes } from './config.ts';

/** A production deployment: `NODE_ENV=production` without the demo (`npm start` sets `DEMO=true`). */
export function isProductionDeployment(config: Pick<Config, 'nodeEnv' | 'demo'>): boolean {
  return config.nodeEnv === 'production' && !config.demo;
}

/** Shortest shared secret a production deployment accepts. */
const MIN_SECRET_LENGTH = 32;

/**
 * Every reason a production deployment must not start: a local sandbox in place of an outside
 * party, a shared secret that is the public sandbox one or too short, no SMTP server or the demo
 * sender for email, `TRUST_PROXY` not set
 * (`false` when no proxy is in front), or a development route that would be served.
 */
export function productionProblems(config: Config, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const sandboxes: [string, string][] = [
    ['PAYMENT_PROVIDER', config.payments.provider],
    ['ESW_PROVIDER', config.esw.provider],
    ['GEOLOCATION_PROVIDER', config.geolocation.provider],
    ['PUBLIC_IP_PROVIDER', config.publicIp.provider],
    ['EXCHANGE_RATES_PROVIDER', config.exchangeRates.provider],
    ['CYCLE_TO_WORK_PROVIDER', config.cycleToWork.provider],
  ];
  if (config.finance.enabled) sandboxes.push(['FINANCE_PROVIDER', config.finance.provider]);
  for (const [key, provider] of sandboxes)
    if (provider === 'sandbox')
      problems.push(
        key === 'PAYMENT_PROVIDER'
          ? `${key}: is the local sandbox; set stripe and the STRIPE_* keys`
          : `${key}: is the local sandbox; set http and the provider's URL and key`,
      );
  if (config.payments.stripe) problems.push(...stripeProblems(config.payments.stripe));
  if (config.photos.storage === 's3' && config.photos.s3.endpoint && plainHttpToAnotherMachine(config.photos.s3.endpoint))
    problems.push('S3_ENDPOINT: reaches another machine over plain http; use https (or unset it for AWS S3)');
  const sandboxSecret = envKeys().find((k) => k.key === 'ESW_WEBHOOK_SECRET')?.fallback;
  if (config.esw.webhookSecret === sandboxSecret) problems.push('ESW_WEBHOOK_SECRET: is the public sandbox secret; set the secret agreed with the partner');
  else if (config.esw.webhookSecret.length < MIN_SECRET_LENGTH)
    problems.push(`ESW_WEBHOOK_SECRET: is too weak; use at least ${MIN_SECRET_LENGTH} random characters`);
  if (config.finance.enabled) {
    const financeSandboxSecret = envKeys().find((k) => k.key === 'FINANCE_DECISION_SECRET')?.fallback;
    if (config.finance.decisionSecret === financeSandboxSecret)
      problems.push('FINANCE_DECISION_SECRET: is the public sandbox secret; set the secret agreed with the finance provider');
    else if (config.finance.decisionSecret.length < MIN_SECRET_LENGTH)
      problems.push(`FINANCE_DECISION_SECRET: is too weak; use at least ${MIN_SECRET_LENGTH} random characters`);
  }
  for (const [key, value] of [
    ['ESW_API_KEY', config.esw.apiKey],
    ['CYCLE_TO_WORK_API_KEY', config.cycleToWork.apiKey],
  ] as const)
    if (value !== undefined && /sandbox|test|example|changeme|\.\.\./i.test(value))
      problems.push(`${key}: looks like a placeholder or test key; set the live key`);
  if (!config.email.smtp) problems.push('SMTP_URL: must be set (or SMTP_HOST): without it no email leaves the outbox');
  if (config.email.from === envKeys().find((k) => k.key === 'EMAIL_FROM')?.fallback || /\.(test|example|invalid|localhost)>?$/i.test(config.email.from))
    problems.push("EMAIL_FROM: is the demo sender; set the shop's own address, e.g. Northvale Cycles <orders@your-domain>");
  if (config.passwordHashCost !== 'owasp') problems.push('PASSWORD_HASH_COST: fast is for test runs only; unset it (owasp)');
  if (!env['TRUST_PROXY']) problems.push('TRUST_PROXY: must be set: the reverse proxy addresses, or false when nothing is in front');
  if (config.staffAdmin) {
    const weak = staffPasswordProblem(config.staffAdmin.password);
    if (weak) problems.push(`STAFF_ADMIN_PASSWORD: is too weak: ${weak}`);
  }
  if (mountsDevelopmentRoutes(config)) problems.push('DEMO: development routes (/dev/*) would be served; set DEMO=false');
  return problems;
}

/**
 * Stripe in production: live keys of one mode against Stripe itself (test keys take no money),
 * a webhook secret that is not a placeholder, and the local double (STRIPE_API_HOST) reached
 * over https unless it is on this machine.
 */
function stripeProblems(stripe: NonNullable<Config['payments']['stripe']>): string[] {
  const problems: string[] = [];
  const mode = (key: string) => (key.includes('_live_') ? 'live' : 'test');
  if (!stripe.apiHost && mode(stripe.secretKey) === 'test')
    problems.push('STRIPE_SECRET_KEY: is a test-mode key, which takes no money; set the live key (sk_live_...)');
  if (mode(stripe.publishableKey) !== mode(stripe.secretKey))
    problems.push(
      `STRIPE_PUBLISHABLE_KEY: is a ${mode(stripe.publishableKey)}-mode key but STRIPE_SECRET_KEY is ${mode(stripe.secretKey)}; use the pair from one mode`,
    );
  const signing = stripe.webhookSecret.slice('whsec_'.length);
  if (signing.length < MIN_SECRET_LENGTH || /sandbox|test|example|changeme|(.)\1{7}/i.test(signing))
    problems.push("STRIPE_WEBHOOK_SECRET: looks like a placeholder or is too short; set the endpoint's signing secret from Stripe");
  if (stripe.apiHost && plainHttpToAnotherMachine(stripe.apiHost))
    problems.push('STRIPE_API_HOST: reaches another machine over plain http; use https (or unset it for Stripe itself)');
  return problems;
}

/** A service address on another machine without TLS: what it is sent can be read and replayed on the way. */
function plainHttpToAnotherMachine(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol !== 'https:' && !['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

/** Fails, naming every problem at once, when a production deployment is not fit to start. */
export function checkProductionReady(config: Config, env: NodeJS.ProcessEnv = process.env): void {
  if (!isProductionDeployment(config)) return;
  const problems = productionProblems(config, env);
  if (problems.length) throw new ConfigError([...new Set(problems.map((problem) => problem.slice(0, problem.indexOf(':'))))], problems);
}
