import { type RequestHandler, Router } from 'express';
import { i18nFor, isLanguage, type Language } from '../../domain/i18n/index.ts';
import { requireCustomer } from '../commerce/customer/authenticate.ts';
import { InvalidReview, reviewable, writeReview } from '../commerce/reviews/write-review.ts';
import type { Database } from '../db/database.ts';
import { clientAddress } from '../lib/client-address.ts';
import { invalid } from '../lib/errors.ts';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A customer's reviews of what they bought, under /nuxt/api/account:
 * GET /account/reviews/eligibility?sku=… → 200 {product: {sku, name, path}} when they may review it,
 * else 401 (not signed in), 404 (no such product), 403 (not bought, or not dispatched yet), 409 (reviewed already);
 * POST /account/reviews {sku, rating, title, body, name?, locale?} → 201 {review: {id, status: "pending"}, message},
 * 400 {error, errors: [{field, message}]} naming every field to correct, or the refusals above; 429 past the rate limit.
 * Messages are in `locale` (the page's language), else the site's.
 */
export function reviewsApi(db: Database, sameSite: RequestHandler): Router {
  const router = Router();
  const languageOf = (value: unknown, fallback: Language): Language => (isLanguage(value) ? value : fallback);
  const customerOf = (cookie: string | undefined, locale: Language) =>
    requireCustomer(db, cookie, i18nFor(locale).getFixedT(locale, 'reviews', 'errors')('signIn'));

  router.get('/account/reviews/eligibility', async (req, res) => {
    const locale = languageOf(req.query['locale'], req.site.locale);
    const { customerId } = await customerOf(req.headers.cookie, locale);
    const sku = textOf(req.query['sku']).trim();
    if (!sku) throw invalid('Send the product\'s "sku", like ?sku=NV-1036.', 'sku');
    const { product } = await reviewable(db, customerId, sku, locale);
    res.json({ product: { sku: product.sku, name: product.name, path: `/${product.urlKey}/` } });
  });

  router.post('/account/reviews', sameSite, async (req, res) => {
    const body = (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {}) as Record<string, unknown>;
    const locale = languageOf(body['locale'], req.site.locale);
    const { customerId } = await customerOf(req.headers.cookie, locale);
    const sku = textOf(body['sku']).trim();
    if (!sku) throw invalid('Send the product\'s "sku" with the review.', 'sku');
    try {
      const { id, product } = await writeReview(db, customerId, {
        sku,
        draft: { rating: body['rating'], title: textOf(body['title']), body: textOf(body['body']), name: textOf(body['name']) },
        locale,
        clientAddress: clientAddress(req),
      });
      req.log.info('review written', { reviewId: id, sku: product.sku });
      res.status(201).json({
        review: { id, status: 'pending' },
        message: i18nFor(locale).getFixedT(locale, 'reviews', 'write')('done', { product: product.name }),
      });
    } catch (error) {
      if (!(error instanceof InvalidReview)) throw error;
      res.status(400).json({ error: error.message, errors: error.errors });
    }
  });

  return router;
}
