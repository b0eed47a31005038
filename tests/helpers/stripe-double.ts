import { startStripeSandbox, type StripeSandbox } from '../../server/sandbox/stripe-api.ts';
import { STRIPE_WEBHOOK_PATH } from '../../server/api/stripe-webhook.ts';
import { SANDBOX_STRIPE_KEYS } from '../../server/sandbox/payment-sandbox.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.ts';

/** Keys of the local Stripe double, shaped as Stripe's test-mode keys. */
export const STRIPE_KEYS = SANDBOX_STRIPE_KEYS;

/** Stripe's test cards, which the double knows. */
export const STRIPE_CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', challenge: '4000 0027 6000 3184' };

/** A started double and the environment that points the store's Stripe SDK at it. */
export async function startStripeDouble(): Promise<{ double: StripeSandbox; env: Record<string, string> }> {
  const double = await startStripeSandbox({ ...STRIPE_KEYS });
  return {
    double,
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
      STRIPE_API_HOST: double.url,
    },
  };
}

/** Sends the double's webhooks to the store at `storeUrl`. */
export function deliverWebhooksTo(double: StripeSandbox, storeUrl: string): void {
  double.options.webhookUrl = `${storeUrl}${STRIPE_WEBHOOK_PATH}`;
}

/**
 * What the browser's hosted fields do: the card goes to the provider with the publishable
 * key, and only the PaymentMethod id comes back for the store.
 */
export async function paymentMethodFor(double: StripeSandbox, cardNumber: string): Promise<string> {
  const res = await fetch(`${double.url}/v1/payment_methods`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${STRIPE_KEYS.publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ type: 'card', 'card[number]': cardNumber, 'card[exp_month]': '12', 'card[exp_year]': '2034', 'card[cvc]': '123' }),
  });
  const body = (await res.json()) as { id?: string; error?: { message: string } };
  if (!res.ok || !body.id) throw new Error(`the double refused the card: ${body.error?.message ?? res.status}`);
  return body.id;
}

/**
 * A store on a free port (trusting the loopback proxy, so each test may act from an address of its
 * own) that takes card payments at a fresh Stripe double with its webhooks wired; `close` stops both
 * once the double's deliveries have settled.
 */
export async function startStoreWithStripe(
  options: Omit<TestServerOptions, 'env'>,
): Promise<{ server: TestServer; double: StripeSandbox; close(): Promise<void> }> {
  const { double, env } = await startStripeDouble();
  const server = await startTestServer({ ...options, env: { TRUST_PROXY: 'loopback', ...env } });
  deliverWebhooksTo(double, server.url);
  return {
    server,
    double,
    async close() {
      await double.settled();
      await server.close();
      await double.close();
    },
  };
}
