import { i18nFor } from '../../domain/i18n/index.ts';
import { node } from './node.ts';
import type { ComposedPage, Composer, PageRequest } from './types.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

const t = (req: PageRequest) => i18nFor(req.site.locale).getFixedT(req.site.locale, 'checkout');

function checkoutPage(req: PageRequest, title: string, root: ComposedPage['root']): ComposedPage {
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'checkout',
    layout: 'simple',
    locale: req.site.locale,
    meta: { title, robots: 'noindex, nofollow' },
    root,
  };
}

/** The card fields: Stripe.js' hosted fields (test cards shown only against the local double). */
export function paymentFields(req: PageRequest) {
  const stripe = req.config.payments.stripe;
  if (!stripe) throw new Error('no payment provider: PAYMENT_PROVIDER=sandbox needs startPaymentSandbox first');
  return { provider: 'stripe' as const, publishableKey: stripe.publishableKey, scriptUrl: stripe.scriptUrl, testCards: stripe.apiHost !== undefined };
}

/** /checkout/ (the new checkout, spec section 4): for signed-in customers; a guest is asked to sign in there. */
export const composeCheckout: Composer = async (req) => {
  return checkoutPage(
    req,
    t(req)('title'),
    node('stack', 'checkout-page', { width: 'wide', gap: 'medium' }, [
      node('heading', 'checkout-title', { text: t(req)('title'), level: 1, eyebrow: t(req)('eyebrow') }),
      node('checkout', 'checkout', { payment: paymentFields(req) }),
    ]),
  );
};

/** /checkout/confirmation/{order}/: thanks, and the order as the account shows it. */
export async function composeCheckoutConfirmation(req: PageRequest, params: Record<string, string>): Promise<ComposedPage> {
  const orderNumber = params['orderNumber'] ?? '';
  return checkoutPage(
    req,
    t(req)('confirmation.title', { number: orderNumber }),
    node('stack', 'checkout-confirmation-page', { width: 'narrow', gap: 'medium' }, [
      node('checkout-confirmation', 'checkout-confirmation', { orderNumber }, [node('account-order-detail', 'checkout-order', { orderNumber })]),
    ]),
  );
}
