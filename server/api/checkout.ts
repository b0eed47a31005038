import { type Request, Router } from 'express';
import type { DeliveryMethodsResponse } from '../../schemas/generated/index.ts';
import { checkoutMessages } from '../commerce/checkout/checkout-messages.ts';
import { quoteDelivery } from '../commerce/checkout/delivery-quote.ts';
import { type OrderPayments, placeOrder, placeOrderInput } from '../commerce/checkout/place-order.ts';
import { requireCustomer } from '../commerce/customer/authenticate.ts';
import { findOrder } from '../commerce/orders/orders.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { DomainError, invalid } from '../lib/errors.ts';
import { sameOriginOnly } from '../middleware/same-origin.ts';
import { linkContext, personal } from './auth-context.ts';
import { cartCookieOf, forgetCartCookie } from './request-cart.ts';
import { validateBody } from './validate-body.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The GB checkout: the feature flag, the delivery choices for the cart, and placing the order. */
export function checkoutApi(db: Database, config: Config, parties: OrderPayments): Router {
  const router = Router();
  const sameSite = sameOriginOnly([config.siteUrls.uk, config.siteUrls.de]);

  const customerOf = async (req: Request) => (await requireCustomer(db, req.headers.cookie, checkoutMessages.signIn)).customerId;

  router.get('/new-checkout-check', (_req, res) => {
    res.json({ isNewCheckoutEnabled: config.checkout.newCheckoutEnabled });
  });

  router.use('/checkout', (_req, res, next) => {
    personal(res);
    next();
  });

  /** Delivery methods with their price and estimated delivery for the customer's cart. */
  router.get('/checkout/delivery-methods', async (req, res) => {
    res.json((await quoteDelivery(db, await customerOf(req), cartCookieOf(req))) satisfies DeliveryMethodsResponse);
  });

  router.post('/checkout/place-order', sameSite, async (req, res) => {
    // While the new checkout is off every shopper pays through the old checkout address (spec section 4), even from an open /checkout/ page.
    if (!config.checkout.newCheckoutEnabled) throw new DomainError('not_allowed', checkoutMessages.newCheckoutOff);
    const body = validateBody('checkout-place-order', req.body);
    const key = req.get('idempotency-key') ?? '';
    if (!IDEMPOTENCY_KEY.test(key)) throw invalid(checkoutMessages.idempotencyKey, 'Idempotency-Key');
    const customerId = await customerOf(req);
    const outcome = await placeOrder(
      db,
      parties,
      placeOrderInput(body, { customerId, cartId: cartCookieOf(req), idempotencyKey: key, locale: linkContext(req, config).locale }),
    );
    if (outcome.kind === 'challenge') {
      res.status(202).json({ requiresAction: { challengeUrl: outcome.challengeUrl } });
      return;
    }
    const order = await findOrder(db, customerId, outcome.orderNumber);
    // The cart became the order: the browser forgets it.
    forgetCartCookie(res);
    res.status(outcome.replayed ? 200 : 201).json({ placeOrder: { order } });
  });

  return router;
}
