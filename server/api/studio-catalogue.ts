import { type RequestHandler, type Response, Router } from 'express';
import {
  editProduct,
  productEditFrom,
  productForStaff,
  productSearchOf,
  type RecordCatalogueChange,
  searchProductsForStaff,
} from '../commerce/catalog/catalogue-edits.ts';
import { editProductPhoto, productPhotos, removeProductPhoto } from '../commerce/catalog/product-photos.ts';
import { categoriesForStaff, categoryForStaff, editCategory } from '../commerce/catalog/category-edits.ts';
import { recordAudit } from '../commerce/staff/audit.ts';
import type { Database } from '../db/database.ts';
import type { PhotoStorage } from '../integrations/photos/photo-storage.ts';
import { DomainError } from '../lib/errors.ts';
import { queryOf, staffLocal } from './studio-request.ts';
import { validateBody } from './validate-body.ts';

/** Writes a change down in the audit log, with the staff member who made it, in the change's transaction. */
export const catalogueRecorder =
  (res: Response): RecordCatalogueChange =>
  (tx, change) => {
    const { id, email } = staffLocal(res);
    return recordAudit(tx, { staff: { id, email }, ...change });
  };

/** A category id from the path; 404 for anything that cannot be one. */
function categoryId(param: unknown): number {
  const text = String(param);
  if (!/^\d{1,9}$/.test(text)) throw new DomainError('not_found', `No category with id ${text.slice(0, 20)}.`);
  return Number(text);
}

/** The back office's catalogue calls under /studio/api/catalogue (`guard` lets only the staff who may change the catalogue through). */
export function studioCatalogueApi(db: Database, photos: PhotoStorage, guard: RequestHandler): Router {
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
    const product = await db.transaction((tx) => editProduct(tx, String(req.params['sku']), edit, catalogueRecorder(res)));
    res.json({ product, message: `${product.sku} saved.` });
  });

  router.delete('/products/:sku/special-price', async (req, res) => {
    const product = await db.transaction((tx) => editProduct(tx, String(req.params['sku']), { offer: null }, catalogueRecorder(res)));
    res.json({ product, message: `The special price of ${product.sku} is removed.` });
  });

  router.get('/categories', async (_req, res) => {
    res.json({ categories: await categoriesForStaff(db) });
  });

  router.get('/categories/:id', async (req, res) => {
    const category = await categoryForStaff(db, categoryId(req.params['id']));
    if (!category) throw new DomainError('not_found', `No category with id ${String(req.params['id']).slice(0, 20)}.`);
    res.json({ category });
  });

  router.patch('/categories/:id', async (req, res) => {
    const edit = validateBody('studio-category-edit', req.body);
    const category = await db.transaction((tx) => editCategory(tx, categoryId(req.params['id']), edit, catalogueRecorder(res)));
    res.json({ category, message: `${category.name.en} saved.` });
  });

  router.get('/products/:sku/photos', async (req, res) => {
    const sku = String(req.params['sku']);
    if (!(await productForStaff(db, sku))) throw new DomainError('not_found', `No product with sku "${sku.slice(0, 64)}".`);
    res.json({ photos: await productPhotos(db, sku) });
  });

  router.patch('/products/:sku/photos/:id', async (req, res) => {
    const edit = validateBody('studio-photo-edit', req.body);
    const list = await db.transaction((tx) => editProductPhoto(tx, String(req.params['sku']), String(req.params['id']), edit, catalogueRecorder(res)));
    res.json({ photos: list, message: 'Photograph saved.' });
  });

  router.delete('/products/:sku/photos/:id', async (req, res) => {
    const removed = await db.transaction((tx) => removeProductPhoto(tx, String(req.params['sku']), String(req.params['id']), catalogueRecorder(res)));
    // The file goes once nothing refers to it; one left behind by a failed removal is only space.
    await photos.remove(removed.storageKey).catch((error: unknown) => req.log.warn('photo file not removed', { err: error, key: removed.storageKey }));
    res.json({ photos: removed.photos, message: 'Photograph removed.' });
  });

  return router;
}
