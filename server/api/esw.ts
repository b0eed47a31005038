import express, { Router } from 'express';
import { parse as parseCookies } from 'cookie';
import { createHandoff, ExpiredHandoffError, openHandoff } from '../commerce/checkout/esw-handoff.ts';
import { ESW_WEBHOOK_PATH, parseEswEvent, receiveEswOrder, verifyWebhook } from '../commerce/checkout/esw-order.ts';
import { LOCATION_COOKIE } from '../commerce/countries/location-cookies.ts';
import { readAuthCookies } from '../commerce/customer/auth-cookies.ts';
import { requireCustomer } from '../commerce/customer/authenticate.ts';
import { checkoutMessages } from '../commerce/checkout/checkout-messages.ts';
import { signedInCustomer } from '../commerce/customer/sessions.ts';
import type { Config } from '../config.ts';
import { type Database, queryOne } from '../db/database.ts';
import type { CrossBorderPartner } from '../integrations/esw/esw.ts';
import { IntegrationError } from '../integrations/http-json.ts';
import { DomainError } from '../lib/errors.ts';
import { sameOriginOnly } from '../middleware/same-origin.ts';
import { apiErrorHandler } from '../middleware/error-handler.ts';
import { personal } from './auth-context.ts';
import { cartCookieOf, forgetCartCookie } from './request-cart.ts';
import { redirectOutside, redirectWithin } from '../lib/redirect.ts';

/** POST /nuxt/api/checkout/esw-handoff: the old checkout address for a shopper outside the UK, and for every shopper while the new checkout is off. */
export function eswHandoffApi(db: Database, config: Config): Router {
  const router = Router();
  router.post('/checkout/esw-handoff', sameOriginOnly([config.siteUrls.uk, config.siteUrls.de]), async (req, res) => {
    personal(res);
    const { customerId } = await requireCustomer(db, req.headers.cookie, checkoutMessages.signIn);
    const country = parseCookies(req.headers.cookie ?? '')[LOCATION_COOKIE]?.toUpperCase();
    res.json({ url: await createHandoff(db, customerId, cartCookieOf(req), country, config.checkout) });
  });
  return router;
}

/**
 * The partner's order webhook (POST /nuxt/api/esw/webhook) with its raw body for the
 * signature, the old checkout address, and the way back from the partner.
 */
export function eswRoutes(db: Database, config: Config, partner: CrossBorderPartner): Router {
  const router = Router();

  router.post(ESW_WEBHOOK_PATH, express.raw({ type: 'application/json', limit: '64kb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    verifyWebhook(config.esw.webhookSecret, body, req.get('esw-signature'));
    const placed = await receiveEswOrder(db, parseEswEvent(body));
    res.status(placed.replayed ? 200 : 201).json({ received: true, orderNumber: placed.orderNumber, duplicate: placed.replayed });
  });

  router.get('/vue/cart/sync/token/:token/cart/:cartId/currency/:currency/country/:country', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const param = (name: string) => String((req.params as Record<string, string | undefined>)[name] ?? '');
    const [token, cartId, currency, country] = [param('token'), param('cartId'), param('currency'), param('country')];
    try {
      const checkout = await openHandoff(db, partner, { token, cartId, currency, country }, '/checkout/esw/return/');
      // The target is the configured partner's (the adapter checks its origin), never from this request.
      redirectOutside(res, 303, checkout.checkoutUrl, config.esw.checkoutOrigin ? [new URL(config.esw.checkoutOrigin).origin] : []);
    } catch (error) {
      if (error instanceof IntegrationError) {
        req.log.error('esw hand-off failed', { err: error });
        return void redirectWithin(res, 303, '/checkout/?esw=unavailable');
      }
      if (error instanceof DomainError) return void redirectWithin(res, 303, `/checkout/?esw=${error instanceof ExpiredHandoffError ? 'expired' : 'refused'}`);
      throw error;
    }
  });

  router.get('/checkout/esw/return/', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const checkoutId = typeof req.query['checkout'] === 'string' ? req.query['checkout'] : '';
    const customer = await signedInCustomer(db, readAuthCookies(req.headers.cookie).access);
    const order = customer
      ? await queryOne<{ order_number: string }>(db, 'select order_number from orders where esw_checkout_id = $1 and customer_id = $2', [
          checkoutId,
          customer.customerId,
        ])
      : undefined;
    // The cart became the order: the browser forgets it.
    if (order) forgetCartCookie(res);
    redirectWithin(res, 303, order ? `/checkout/confirmation/${order.order_number}/` : '/my-account/orders/');
  });

  router.use('/nuxt/api/esw', apiErrorHandler());
  return router;
}
