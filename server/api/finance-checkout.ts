import express, { type Request, Router } from 'express';
import { checkoutMessages } from '../commerce/checkout/checkout-messages.ts';
import { readAuthCookies } from '../commerce/customer/auth-cookies.ts';
import { requireCustomer } from '../commerce/customer/authenticate.ts';
import { signedInCustomer } from '../commerce/customer/sessions.ts';
import {
  applyForFinance,
  FINANCE_DECISION_PATH,
  FINANCE_RETURN_PATH,
  type FinanceApplicationRow,
  findApplication,
} from '../commerce/finance/finance-application.ts';
import { applyFinanceDecision, parseFinanceDecision } from '../commerce/finance/finance-decision.ts';
import type { Config } from '../config.ts';
import { type Database, queryOne } from '../db/database.ts';
import type { FinanceProvider } from '../integrations/finance/finance-provider.ts';
import { DomainError, invalid } from '../lib/errors.ts';
import { redirectWithin } from '../lib/redirect.ts';
import { verifyWebhook } from '../lib/webhook-signature.ts';
import { apiErrorHandler } from '../middleware/error-handler.ts';
import { sameOriginOnly } from '../middleware/same-origin.ts';
import { linkContext, personal } from './auth-context.ts';
import { cartCookieOf, forgetCartCookie } from './request-cart.ts';
import { validateBody } from './validate-body.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** An application as the shopper's browser sees it: its state, the plan, and the order once approved. */
function shownApplication(row: FinanceApplicationRow) {
  return {
    id: row.id,
    status: row.status,
    handoffUrl: row.handoff_url,
    orderNumber: row.order_number,
    plan: { productId: row.product_id, months: row.months, apr: Number(row.apr), depositPercent: row.deposit_percent },
    cashPrice: row.cash_price,
    deposit: row.deposit,
    loanAmount: row.loan_amount,
    monthlyRepayment: row.monthly_repayment,
  };
}

/**
 * Paying with finance at the GB checkout: POST /nuxt/api/checkout/finance-application opens an
 * application for the basket and answers where the shopper fills it in; GET …/finance-application/:id
 * answers how it stands.
 */
export function financeCheckoutApi(db: Database, config: Config, finance: FinanceProvider): Router {
  const router = Router();
  const customerOf = async (req: Request) => (await requireCustomer(db, req.headers.cookie, checkoutMessages.signIn)).customerId;

  router.post('/checkout/finance-application', sameOriginOnly([config.siteUrls.uk, config.siteUrls.de]), async (req, res) => {
    personal(res);
    if (!config.checkout.newCheckoutEnabled) throw new DomainError('not_allowed', checkoutMessages.newCheckoutOff);
    const body = validateBody('checkout-finance-application', req.body);
    const key = req.get('idempotency-key') ?? '';
    if (!IDEMPOTENCY_KEY.test(key)) throw invalid(checkoutMessages.idempotencyKey, 'Idempotency-Key');
    const customerId = await customerOf(req);
    const link = linkContext(req, config);
    const application = await applyForFinance(
      db,
      finance,
      { enabled: config.finance.enabled, siteUrl: link.origin },
      { ...body, customerId, cartId: cartCookieOf(req), idempotencyKey: key, locale: link.locale },
    );
    res.status(201).json({ application: shownApplication(application) });
  });

  router.get('/checkout/finance-application/:id', async (req, res) => {
    personal(res);
    const customerId = await customerOf(req);
    res.json({ application: shownApplication(await findApplication(db, customerId, String(req.params['id']))) });
  });

  return router;
}

/**
 * The provider's signed decisions (POST /nuxt/api/finance/decision, raw body for the signature) and the
 * way back from its application page: to the order's confirmation once approved, else to the checkout,
 * which says how the application stands and offers the card.
 */
export function financeRoutes(db: Database, config: Config): Router {
  const router = Router();

  router.post(FINANCE_DECISION_PATH, express.raw({ type: 'application/json', limit: '16kb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    verifyWebhook(config.finance.decisionSecret, body, req.get('finance-signature'));
    const outcome = await applyFinanceDecision(db, parseFinanceDecision(body));
    res.json({ received: true, ...outcome });
  });

  router.get(FINANCE_RETURN_PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const id = typeof req.query['application'] === 'string' ? req.query['application'] : '';
    const customer = await signedInCustomer(db, readAuthCookies(req.headers.cookie).access);
    const row = customer
      ? await queryOne<{ status: string; order_number: string | null; locale: string }>(
          db,
          'select status, order_number, locale from finance_applications where id = $1 and customer_id = $2',
          [id, customer.customerId],
        )
      : undefined;
    // Back in the language the shopper applied in.
    const language = row?.locale ?? linkContext(req, config).locale;
    const prefix = language === req.site.defaultLocale ? '' : `/${language}`;
    if (row?.order_number) {
      // The basket became the order: the browser forgets it.
      forgetCartCookie(res);
      return void redirectWithin(res, 303, `${prefix}/checkout/confirmation/${row.order_number}/`);
    }
    redirectWithin(res, 303, row ? `${prefix}/checkout/?finance=${row.status}&application=${encodeURIComponent(id)}` : `${prefix}/checkout/`);
  });

  router.use('/nuxt/api/finance/decision', apiErrorHandler());
  return router;
}
