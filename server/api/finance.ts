import { type Response, Router } from 'express';
import type { FinanceProvider } from '../integrations/finance/finance-provider.ts';
import { IntegrationError } from '../integrations/http-json.ts';

export const FINANCE_UNAVAILABLE = 'Finance options are unavailable at the moment. Please try again later.';

/** Products and deposits are the same for every shopper, so browsers and proxies may keep them briefly. */
const CACHE_FOR_SECONDS = 300;

/**
 * GET /nuxt/api/finance/v12-products → {v12Products} and GET /nuxt/api/finance/v12-deposits →
 * {v12Deposits} (spec section 7). A provider failure answers 503 with an error field, which
 * the calculator shows in its own error state; the page around it is not affected.
 */
export function financeApi({ finance }: { finance: FinanceProvider }): Router {
  const router = Router();
  const answer = async (res: Response, field: string, read: () => Promise<unknown[]>) => {
    try {
      const list = await read();
      res.setHeader('Cache-Control', `public, max-age=${CACHE_FOR_SECONDS}`);
      res.json({ [field]: list });
    } catch (error) {
      if (!(error instanceof IntegrationError)) throw error;
      res.req.log.warn('finance provider failed', { err: error, call: field });
      res.setHeader('Cache-Control', 'no-store');
      res.status(503).json({ error: FINANCE_UNAVAILABLE, errors: [{ message: FINANCE_UNAVAILABLE }] });
    }
  };
  router.get('/finance/v12-products', (_req, res) => answer(res, 'v12Products', () => finance.products()));
  router.get('/finance/v12-deposits', (_req, res) => answer(res, 'v12Deposits', () => finance.deposits()));
  return router;
}
