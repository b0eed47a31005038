import { Router } from 'express';
import { lookupUrl } from '../commerce/content/url-lookup.ts';
import type { Database } from '../db/database.ts';
import { invalid } from '../lib/errors.ts';

/** GET /nuxt/api/routing/main?urlKey= → getUrlInfo {redirect_url, page_status, page_type}. */
export function routingApi(db: Database): Router {
  const router = Router();
  router.get('/routing/main', async (req, res) => {
    const urlKey = req.query['urlKey'];
    if (typeof urlKey !== 'string') throw invalid('urlKey is required: the path without leading or trailing slash', 'urlKey');
    if (urlKey.length > 500) throw invalid('urlKey is too long (500 characters at most)', 'urlKey');
    const { redirect_url, page_status, page_type } = await lookupUrl(db, urlKey, req.site.dataEnv);
    res.json({ getUrlInfo: { redirect_url, page_status, page_type } });
  });
  return router;
}
