import { parse as parseCookies } from 'cookie';
import { type Request, Router } from 'express';
import type { CheckoutPlaceOrderRequest } from '../../schemas/generated/index.ts';
import { penceFromPounds } from '../../schemas/pounds.ts';
import { checkoutMessages } from '../commerce/checkout/checkout-messages.ts';
import { addWorkingDays, DELIVERY_METHODS, deliveryPrice, londonToday } from '../commerce/checkout/delivery-methods.ts';
import { type OrderPayments, placeOrder } from '../commerce/checkout/place-order.ts';
import { openCart } from '../commerce/cart/cart-store.ts';
import { cartView } from '../commerce/cart/cart-view.ts';
import { readAuthCookies } from '../commerce/customer/auth-cookies.ts';
import { signedInCustomer } from '../commerce/customer/sessions.ts';
import { findOrder } from '../commerce/orders/orders.ts';
import type { Config } from '../config.ts';
import { type Database, queryOne } from '../db/database.ts';
import { DomainError, invalid } from '../lib/errors.ts';
import { sameOriginOnly } from '../middleware/same-origin.ts';
import { personal } from './auth-context.ts';
import { CART_COOKIE, forgetCartCookie } from './cart.ts';
import { validateBody } from './validate-body.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The GB checkout: the feature flag, the delivery choices for the cart, and placing the order. */
export function checkoutApi(db: Database, config: Config, parties: OrderPayments): Router {
  const router = Router();
  const sameSite = sameOriginOnly([config.siteUrls.uk, config.siteUrls.de]);

  const customerOf = async (req: Request) => {
    const customer = await signedInCustomer(db, readAuthCookies(req.headers.cookie).access);
    if (!customer) throw new DomainError('unauthorized', checkoutMessages.signIn);
    return customer.customerId;
  };
  const cartIdOf = (req: Request) => parseCookies(req.headers.cookie ?? '')[CART_COOKIE];

  router.get('/new-checkout-check', (_req, res) => {
    res.json({ isNewCheckoutEnabled: config.checkout.newCheckoutEnabled });
  });

  router.use('/checkout', (_req, res, next) => {
    personal(res);
    next();
  });

  /** Delivery methods with their price and estimated delivery for the customer's cart. */
  router.get('/checkout/delivery-methods', async (req, res) => {
    const customerId = await customerOf(req);
    const id = cartIdOf(req) ?? (await queryOne<{ id: string }>(db, 'select id from carts where customer_id = $1 and is_active', [customerId]))?.id;
    const cart = await openCart(db, id, { customerId });
    const view = await cartView(db, cart.id);
    const subtotal = Math.round(view.prices.subtotal_including_tax.value * 100);
    const dispatchDate = view.dispatch_date ?? addWorkingDays(londonToday(), 1);
    res.json({
      dispatchDate,
      deliveryMethods: DELIVERY_METHODS.map((method) => ({
        code: method.code,
        price: { value: deliveryPrice(method, Math.round(view.prices.default_shipping_rate.value * 100), subtotal) / 100, currency: 'GBP' },
        estimatedDelivery: addWorkingDays(dispatchDate, method.workingDays),
      })),
    });
  });

  router.post('/checkout/place-order', sameSite, async (req, res) => {
    const body = validateBody<CheckoutPlaceOrderRequest>('checkout-place-order', req.body);
    const key = req.get('idempotency-key') ?? '';
    if (!IDEMPOTENCY_KEY.test(key)) throw invalid(checkoutMessages.idempotencyKey, 'Idempotency-Key');
    const customerId = await customerOf(req);
    const outcome = await placeOrder(db, parties, {
      customerId,
      cartId: cartIdOf(req),
      idempotencyKey: key,
      shippingAddressId: body.shippingAddressId,
      deliveryMethod: body.deliveryMethod,
      paymentToken: body.paymentToken,
      certificate: body.certificate && {
        number: body.certificate.number,
        issuedBy: body.certificate.issuedBy,
        // The schema's `pounds` keyword has checked it: read as decimal text, never through floating point.
        amount: body.certificate.amount === undefined ? undefined : penceFromPounds(body.certificate.amount),
      },
    });
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
