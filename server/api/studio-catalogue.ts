import { type Request, type RequestHandler, Router } from 'express';
import {
  editProduct,
  type ProductSearch,
  productEditFrom,
  productForStaff,
  type RecordCatalogueChange,
  searchProductsForStaff,
} from '../commerce/catalog/catalogue-edits.ts';
import type { Database } from '../db/database.ts';
import { DomainError, invalid } from '../lib/errors.ts';

const SORTS: ProductSearch['sort'][] = ['sku', 'name', 'price', 'stock'];
export const MAX_PAGE_SIZE = 100;

function queryText(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Send "${name}" once, as text.`, name);
  return value;
}

function wholeParam(req: Request, name: string, fallback: number, max: number): number {
  const value = queryText(req, name);
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) throw invalid(`"${name}" must be a whole number from 1 to ${max}.`, name);
  return Number(value);
}

/** The product search of a request's query: `q`, `page`, `pageSize`, `sort`, `direction`, `visible`. */
export function productSearchOf(req: Request): ProductSearch {
  const q = queryText(req, 'q') ?? '';
  if (q.length > 100) throw invalid('"q" must be at most 100 characters: a sku or words of a name.', 'q');
  const sort = queryText(req, 'sort') ?? 'sku';
  if (!SORTS.includes(sort as ProductSearch['sort'])) throw invalid(`"sort" must be one of ${SORTS.join(', ')}.`, 'sort');
  const direction = queryText(req, 'direction') ?? 'asc';
  if (direction !== 'asc' && direction !== 'desc') throw invalid('"direction" must be asc or desc.', 'direction');
  const visible = queryText(req, 'visible');
  if (visible !== undefined && visible !== '' && visible !== 'true' && visible !== 'false')
    throw invalid('"visible" must be true (shown in the shop) or false (hidden), or left out for both.', 'visible');
  return {
    q,
    page: wholeParam(req, 'page', 1, 100_000),
    pageSize: wholeParam(req, 'pageSize', 25, MAX_PAGE_SIZE),
    sort: sort as ProductSearch['sort'],
    direction,
    ...(visible === 'true' || visible === 'false' ? { visible: visible === 'true' } : {}),
  };
}

export interface CatalogueApiOptions {
  /** Lets only the staff who may change the catalogue through. */
  guard: RequestHandler;
  /** Writes a change down, with who made it (from the request), in the change's transaction. */
  recorder: (req: Request, res: Parameters<RequestHandler>[1]) => RecordCatalogueChange;
}

/** The back office's catalogue calls under /studio/api/catalogue: search, a product with its sizes, and changes to it. */
export function studioCatalogueApi(db: Database, { guard, recorder }: CatalogueApiOptions): Router {
  const router = Router();
  router.use(guard);

  router.get('/products', async (req, res) => {
    const search = productSearchOf(req);
    const { items, total } = await searchProductsForStaff(db, search);
    res.json({ items, total, page: search.page, pageSize: search.pageSize, pages: Math.ceil(total / search.pageSize) });
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
    res.json({ product });
  });

  return router;
}
