import { json, type StubService, startStubService } from './stub-service.ts';

/** A production deployment (NODE_ENV=production, DEMO=false) with nothing else set. */
export const PRODUCTION = { NODE_ENV: 'production', DEMO: 'false', TRUST_PROXY: '', LOG_LEVEL: 'info', PASSWORD_HASH_COST: '' };

/** Local doubles of the geolocation, public-IP, rates and finance services. */
export async function localParties(): Promise<StubService> {
  const local = await startStubService((req, res) => {
    if (req.url?.startsWith('/rates')) json(res, { base: 'GBP', rates: { EUR: 1.17, USD: 1.27 } });
    else if (req.url?.startsWith('/ip')) json(res, { ip: '198.51.100.7' });
    else json(res, { country: 'GB' });
  });
  return local;
}

/** Every provider configured, pointing at `local`; the payment, partner and certificate services are only called by a checkout, so their addresses are never reached here. */
export function liveEnv(local: string): Record<string, string> {
  return {
    ...PRODUCTION,
    TRUST_PROXY: 'false',
    GEOLOCATION_PROVIDER: 'http',
    GEOLOCATION_URL: `${local}/geo/`,
    PUBLIC_IP_PROVIDER: 'http',
    PUBLIC_IP_URL: `${local}/ip/`,
    EXCHANGE_RATES_PROVIDER: 'http',
    EXCHANGE_RATES_URL: `${local}/rates`,
    FINANCE_PROVIDER: 'http',
    FINANCE_URL: `${local}/finance`,
    FINANCE_RETAILER_ID: 'northvale',
    FINANCE_RETAILER_GUID: '0123abcd-4567',
    FINANCE_APPLICATION_ORIGIN: 'https://127.0.0.1:9',
    FINANCE_DECISION_SECRET: 'a-long-random-finance-decision-secret-0123456789',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_51Northvale0123456789abcdefABCDEF',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_51Northvale0123456789abcdefABCDEF',
    STRIPE_WEBHOOK_SECRET: 'whsec_Q8rT2mZk4vN7pL1xW9cB3yH6jD5fG0aE',
    STRIPE_API_HOST: 'https://127.0.0.1:9',
    ESW_PROVIDER: 'http',
    ESW_URL: 'https://127.0.0.1:9/esw',
    ESW_API_KEY: 'live-partner-key-0123456789abcdef',
    ESW_CHECKOUT_ORIGIN: 'https://127.0.0.1:9',
    ESW_WEBHOOK_SECRET: 'a-long-random-partner-webhook-secret-0123456789',
    CYCLE_TO_WORK_PROVIDER: 'http',
    CYCLE_TO_WORK_URL: 'https://127.0.0.1:9/certificates',
    CYCLE_TO_WORK_API_KEY: 'live-certificate-key-0123456789ab',
    // Nothing queues an email in these processes' tests; a refused connection would only be retried.
    SMTP_URL: 'smtp://127.0.0.1:9',
    EMAIL_FROM: 'Northvale Cycles <orders@northvale.co.uk>',
  };
}
