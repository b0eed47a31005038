import express, { type Request, type RequestHandler, Router } from 'express';
import { currentProducts } from '../commerce/catalog/catalogue-entries.ts';
import { type CatalogueFormat, catalogueCsv, catalogueJson, formatOf, MAX_IMPORT_BYTES, readCatalogueUpload } from '../commerce/catalog/catalogue-file.ts';
import { storeSections } from '../commerce/catalog/catalogue-sections.ts';
import { planContext, planImport, type ImportPlan } from '../commerce/catalog/catalogue-import-plan.ts';
import { catalogueImport, importSummary, runCatalogueImport, startCatalogueImport } from '../commerce/catalog/catalogue-imports.ts';
import type { Database } from '../db/database.ts';
import type { CatalogueImportCheckResponse } from '../../schemas/generated/index.ts';
import { DomainError, invalid } from '../lib/errors.ts';
import { queryOf, staffLocal, versionNumber } from './studio-request.ts';

const readFile = express.text({ type: () => true, limit: MAX_IMPORT_BYTES, defaultCharset: 'utf-8' });

/** The uploaded file: its name (`?file=`), its format (from its Content-Type, or the name's ending) and its text. */
const upload: RequestHandler = (req, res, next) => {
  const fileName = (queryOf(req).get('file') ?? '').trim().slice(0, 200) || 'catalogue';
  const format = formatOf(req.get('content-type'), fileName);
  if (!format)
    return next(
      new DomainError(
        'unsupported_media_type',
        `"${fileName}" is not a CSV or JSON file: send the catalogue as CSV (Content-Type: text/csv) or JSON (application/json), as the exports are.`,
      ),
    );
  res.locals['upload'] = { fileName, format };
  readFile(req, res, next);
};

interface Upload {
  fileName: string;
  format: CatalogueFormat;
}

async function plan(db: Database, req: Request, { format }: Upload): Promise<ImportPlan> {
  if (typeof req.body !== 'string') throw invalid('Send the file itself as the request body.');
  return planImport(readCatalogueUpload(req.body, format), await planContext(db));
}

/** The dry run's answer: counts, and every problem of every bad row. */
const report = (upload: Upload, checked: ImportPlan): CatalogueImportCheckResponse => ({
  file: upload.fileName,
  format: upload.format,
  rows: checked.rows,
  good: checked.planned.length,
  rejected: checked.rejected,
  ...checked.counts,
  sections: checked.sections.counts,
  summary: importSummary(checked),
  problems: checked.problems,
});

const today = () => new Date().toISOString().slice(0, 10);

/** Export and import of the whole catalogue (products as CSV; the whole catalogue document as JSON) under /studio/api/catalogue (`guard`, on each call: merchandisers and admins). Reads its own bodies: files, not JSON calls. */
export function studioCatalogueImportsApi(db: Database, guard: RequestHandler): Router {
  const router = Router();

  router.get('/export.csv', guard, async (_req, res) => {
    const products = await currentProducts(db);
    res
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="catalogue-${today()}.csv"`)
      .send(catalogueCsv(products.map((p) => p.entry)));
  });

  router.get('/export.json', guard, async (_req, res) => {
    const [products, sections] = await Promise.all([currentProducts(db), storeSections(db)]);
    const content = new Map(products.map((p) => [p.entry.sku, p.content]));
    res
      .type('application/json; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="catalogue-${today()}.json"`)
      .send(
        catalogueJson(
          products.map((p) => p.entry),
          new Date(),
          { sections, content },
        ),
      );
  });

  /** The dry run: nothing is written. */
  router.post('/imports/check', guard, upload, async (req, res) => {
    const file = res.locals['upload'] as Upload;
    res.json(report(file, await plan(db, req, file)));
  });

  /** The import: the good rows are applied in the background; the answer (202) is the import to poll. */
  router.post('/imports', guard, upload, async (req, res) => {
    const file = res.locals['upload'] as Upload;
    const checked = await plan(db, req, file);
    const { id, email } = staffLocal(res);
    const start = { staff: { id, email }, fileName: file.fileName, format: file.format, plan: checked };
    const started = await startCatalogueImport(db, start);
    runCatalogueImport(db, started, start).catch((error: unknown) => req.log.error('catalogue import failed', { err: error, importId: started.id }));
    res
      .status(202)
      .setHeader('Location', `/studio/api/catalogue/imports/${started.id}`)
      .json({ import: started, report: report(file, checked) });
  });

  router.get('/imports/:id', guard, async (req, res) => {
    const found = await catalogueImport(db, versionNumber(req.params['id'], 'id'));
    if (!found) throw new DomainError('not_found', `No catalogue import ${String(req.params['id']).slice(0, 12)}.`);
    res.json({ import: found });
  });

  return router;
}
