import { type RequestHandler, type Response, Router } from 'express';
import {
  editProduct,
  productEditFrom,
  productForStaff,
  productSearchOf,
  type RecordCatalogueChange,
  searchProductsForStaff,
} from '../commerce/catalog/catalogue-edits.ts';
import { recordAudit } from '../commerce/staff/audit.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../lib/errors.ts';
import { queryOf, staffLocal } from './studio-request.ts';

/** Writes a change down in the audit log, with the staff member who made it, in the change's transaction. */
const recorder =
  (res: Response): RecordCatalogueChange =>
  (tx, change) => {
    const { id, email } = staffLocal(res);
    return recordAudit(tx, { staff: { id, email }, ...change });
  };

/** The back office's catalogue calls under /studio/api/catalogue (`guard` lets only the staff who may change the catalogue through). */
export function studioCatalogueApi(db: Database, guard: RequestHandler): Router {
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
    const product = await db.transaction((tx) => editProduct(tx, String(req.params['sku']), edit, recorder(res)));
    res.json({ product, message: `${product.sku} saved.` });
  });

  router.delete('/products/:sku/special-price', async (req, res) => {
    const product = await db.transaction((tx) => editProduct(tx, String(req.params['sku']), { offer: null }, recorder(res)));
    res.json({ product, message: `The special price of ${product.sku} is removed.` });
  });

  return router;
}
