import { Router } from 'express';
import type { CategoryProductsResponse } from '../../schemas/generated/index.ts';
import { selectionFromRequest } from '../commerce/catalog/category-products-request.ts';
import { findCategory } from '../commerce/catalog/find-category.ts';
import { listerProducts } from '../commerce/catalog/lister-products.ts';
import { searchTerms } from '../commerce/catalog/search-terms.ts';
import { suggestProducts } from '../commerce/catalog/suggest-products.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../lib/errors.ts';
import { validateRequest } from './catalog-requests.ts';
import { requestStockAlert } from '../commerce/catalog/stock-alerts.ts';
import { validateBody } from './validate-body.ts';

/** The catalogue calls of spec section 7: category list and category products. */
export function catalogApi(db: Database): Router {
  const router = Router();

  router.post('/category/list', async (req, res) => {
    const { urlPath } = validateRequest('requests/category-list.json', req.body);
    const category = await findCategory(db, { urlPath }, req.site.locale, req.site.dataEnv);
    if (!category) throw new DomainError('not_found', `No category at urlPath "${urlPath}"`, 'urlPath');
    res.json({ categoryList: [category] });
  });

  // "Email me when it's back" for a sold-out product or size: 202, the email goes when stock returns.
  router.post('/catalog/stock-alert', async (req, res) => {
    const request = validateBody('stock-alert', req.body);
    const { email } = await requestStockAlert(db, { ...request, locale: request.locale ?? req.site.locale });
    res.status(202).json({ status: 'waiting', email });
  });

  router.post('/category/products', async (req, res) => {
    const request = validateRequest('requests/category-products.json', req.body);
    const selection = await selectionFromRequest(db, request, req.site.dataEnv);
    res.json({ products: await listerProducts(db, selection, req.site.locale) } satisfies CategoryProductsResponse);
  });

  // Type-ahead for the top navigation: an unusable search answers an empty list with the reason, never an error.
  router.get('/search/suggest', async (req, res) => {
    const q = typeof req.query['q'] === 'string' ? req.query['q'] : '';
    const terms = searchTerms(q);
    if (!terms.ok) {
      res.json({ suggestions: [], problem: terms.problem });
      return;
    }
    const rows = await suggestProducts(db, terms.terms, req.site.locale);
    const prefix = req.site.prefix;
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json({
      suggestions: rows.map((row) => ({
        sku: row.sku,
        name: row.name,
        href: `${prefix}/${row.url_key}/`,
        image: row.image,
        price: row.price,
        specialPrice: row.special_price,
        currency: row.currency,
      })),
    });
  });

  return router;
}
