import { type Request, type RequestHandler, type Response, Router } from 'express';
import {
  editProduct,
  productEditFrom,
  productForStaff,
  productSearchOf,
  type RecordCatalogueChange,
  searchProductsForStaff,
} from '../commerce/catalog/catalogue-edits.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../lib/errors.ts';

export interface CatalogueApiOptions {
  /** Lets only the staff who may change the catalogue through. */
  guard: RequestHandler;
  /** The query of a request, as the back office's lists read it. */
  queryOf: (req: Request) => URLSearchParams;
  /** Writes a change down, with who made it (from the request), in the change's transaction. */
  recorder: (req: Request, res: Response) => RecordCatalogueChange;
}

/** The back office's catalogue calls under /studio/api/catalogue: search, a product with its sizes, and changes to it. */
export function studioCatalogueApi(db: Database, { guard, queryOf, recorder }: CatalogueApiOptions): Router {
  const router = Router();
  router.use(guard);

  router.get('/products', async (req, res) => {
    const page = await searchProductsForStaff(db, productSearchOf(queryOf(req)));
    res.json({ items: page.rows, total: page.total, page: page.page, pageSize: page.pageSize });
  });

  router.get('/products/:sku', async (req, res) => {
    const sku = String(req.params['sku']);
    const product = await productForStaff(db, sku);
    if (!product) throw new DomainError('not_found', `No product with sku "${sku.slice(0, 64)}".`);
    res.json({ product });
  });

  router.patch('/products/:sku', async (req, res) => {
    const edit = productEditFrom(req.body);
    const product = await db.transaction((tx) => editProduct(tx, String(req.params['sku']), edit, recorder(req, res)));
    res.json({ product, message: `${product.sku} saved.` });
  });

  router.delete('/products/:sku/special-price', async (req, res) => {
    const product = await db.transaction((tx) => editProduct(tx, String(req.params['sku']), { offer: null }, recorder(req, res)));
    res.json({ product, message: `The special price of ${product.sku} is removed.` });
  });

  return router;
}
