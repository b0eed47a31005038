import { STRIPE_WEBHOOK_PATH } from '../api/stripe-webhook.ts';
import { type Config, stripeSettings } from '../config.ts';
import { startStripeSandbox, type StripeSandbox } from './stripe-api.ts';

/** The local Stripe double's keys, shaped as Stripe's test-mode keys (public: the double takes no money). */
export const SANDBOX_STRIPE_KEYS = {
  secretKey: 'sk_test_northvaleDoubleSecret0123456789',
  publishableKey: 'pk_test_northvaleDoublePublic0123456789',
  webhookSecret: 'whsec_northvaleDoubleSigning0123456789abcd',
};

export interface PaymentSandbox {
  double: StripeSandbox;
  /** Sends the double's webhooks to the store listening at `storeUrl`. */
  deliverTo(storeUrl: string): void;
}

/**
 * `PAYMENT_PROVIDER=sandbox` (the demo, development and tests): the local Stripe double is
 * started on loopback beside the store, and the store's Stripe settings point the official SDK
 * and Stripe.js at it, so every card payment takes the provider's path. Answers the config
 * unchanged when Stripe itself is the provider.
 */
export async function startPaymentSandbox(config: Config): Promise<{ config: Config; sandbox?: PaymentSandbox }> {
  if (config.payments.provider !== 'sandbox') return { config };
  const double = await startStripeSandbox({ ...SANDBOX_STRIPE_KEYS });
  const stripe = stripeSettings({ ...SANDBOX_STRIPE_KEYS, apiHost: double.url }, config.payments.captureMethod);
  return {
    config: { ...config, payments: { ...config.payments, stripe } },
    sandbox: {
      double,
      deliverTo: (storeUrl) => {
        double.options.webhookUrl = `${storeUrl}${STRIPE_WEBHOOK_PATH}`;
      },
    },
  };
}
