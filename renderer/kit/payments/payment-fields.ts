/**
 * The card payment provider's hosted card fields, behind one small interface. The card is typed
 * into the provider's own frame (Stripe.js' Card Element from `scriptUrl`: js.stripe.com/v3/ in
 * production, the local Stripe double's `/v3/` in the demo and tests) and turned into a
 * PaymentMethod there; the store only ever receives its id (`pm_…`).
 */

export interface PaymentFieldsSettings {
  publishableKey: string;
  /** Stripe.js: https://js.stripe.com/v3/, or the double's `${STRIPE_API_HOST}/v3/`. */
  scriptUrl: string;
}

export type PaymentMethodResult = { paymentMethodId: string } | { error: string };

export interface PaymentFields {
  /** Turns what the shopper typed into a PaymentMethod at the provider. */
  createPaymentMethod(): Promise<PaymentMethodResult>;
  focus(): void;
  destroy(): void;
}

interface StripeError {
  message?: string;
}
interface StripeCardElement {
  mount(target: HTMLElement): void;
  focus(): void;
  destroy(): void;
}
interface StripeClient {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  createPaymentMethod(params: { type: 'card'; card: StripeCardElement }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
}
type StripeConstructor = (publishableKey: string) => StripeClient;

const scripts = new Map<string, Promise<StripeConstructor>>();

/** Loads Stripe.js once per address (a failed load may be tried again). */
function loadStripe(scriptUrl: string): Promise<StripeConstructor> {
  const kept = scripts.get(scriptUrl);
  if (kept) return kept;
  const loading = new Promise<StripeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const stripe = (window as unknown as { Stripe?: StripeConstructor }).Stripe;
      if (stripe) resolve(stripe);
      else reject(new Error('The payment script loaded but did not define Stripe.'));
    };
    script.onerror = () => reject(new Error(`The payment script ${scriptUrl} could not be loaded.`));
    document.head.appendChild(script);
  });
  scripts.set(scriptUrl, loading);
  loading.catch(() => scripts.delete(scriptUrl));
  return loading;
}

/** Mounts the provider's card fields in `host`; rejects when the provider's script cannot be loaded. */
export async function mountPaymentFields(host: HTMLElement, { publishableKey, scriptUrl }: PaymentFieldsSettings): Promise<PaymentFields> {
  const stripe = (await loadStripe(scriptUrl))(publishableKey);
  const card = stripe.elements().create('card', { hidePostalCode: true });
  card.mount(host);
  return {
    async createPaymentMethod() {
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (paymentMethod?.id) return { paymentMethodId: paymentMethod.id };
      return { error: error?.message ?? '' };
    },
    focus: () => card.focus(),
    destroy: () => card.destroy(),
  };
}
