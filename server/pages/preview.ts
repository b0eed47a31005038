import { mapNodes } from '../../schemas/page-tree.ts';
import express, { type Request, Router } from 'express';
import type { PageNode, PageTree } from '../../schemas/generated/index.ts';
import { describeAjvError } from '../../schemas/page-validation.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import { UnreadableVersion } from '../commerce/content/migrations/index.ts';
import { migrateDocument, sanitizeTree } from '../commerce/content/page-documents.ts';
import { sanitizeRichText } from '../commerce/content/sanitize.ts';
import { invalid } from '../lib/errors.ts';
import { apiErrorHandler } from '../middleware/error-handler.ts';
import { type PageOutput, sendPage } from './send-page.ts';
import type { PageRequest } from './types.ts';

/** What a POST to /preview/ hears where the preview is not mounted (a production server, `npm start` among them). */
export const PREVIEW_ONLY_IN_DEVELOPMENT =
  'The preview (POST /preview/) and /qa/replay/ run on a development server only: start the store with npm run dev (NODE_ENV=development).';

/** Page trees are bigger than API bodies; this fits a long content page with room to spare. */
export const PREVIEW_BODY_LIMIT = 512 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every block carrying editor HTML is sanitised, as it would be when stored. */
function sanitizePreview(node: PageNode): PageNode {
  return mapNodes(sanitizeTree(node), (each) =>
    each.type === 'blog-post' && typeof each.props['html'] === 'string'
      ? { ...each, props: { ...each.props, html: sanitizeRichText(each.props['html']) } }
      : each,
  );
}

/** The posted document as a page tree, or the problems of its envelope (each with its JSON path). */
export function previewTree(body: Record<string, unknown>): { tree: PageTree } | { problems: { message: string; field: string }[] } {
  const { shell: _shell, ...document } = body;
  let tree: PageTree;
  try {
    tree = migrateDocument(document);
  } catch (error) {
    if (error instanceof UnreadableVersion) return { problems: [{ message: error.message, field: '/schemaVersion' }] };
    throw error;
  }
  const validate = schemaRegistry().validator('page.json');
  if (!validate(tree)) {
    return { problems: (validate.errors ?? []).map((error) => ({ message: describeAjvError(error), field: error.instancePath || '/' })) };
  }
  return { tree: { ...tree, meta: { ...tree.meta, robots: 'noindex' }, root: sanitizePreview(tree.root) } };
}

/**
 * `POST /preview/` (not in production): renders a posted page tree in the store's layout,
 * with invalid blocks shown as diagnostics, so editors see a page before it is saved.
 */
export function previewRoute(options: { pageRequest: (req: Request) => PageRequest; output: PageOutput }): Router {
  const router = Router();
  router.post('/preview/', express.json({ limit: PREVIEW_BODY_LIMIT, strict: false }), async (req, res) => {
    if (!req.is('application/json')) {
      res.status(415).json({
        error: 'Send the page tree as JSON (Content-Type: application/json).',
        errors: [{ message: 'Send the page tree as JSON (Content-Type: application/json).' }],
      });
      return;
    }
    if (!isObject(req.body)) throw invalid('Send one page tree: a JSON object with schemaVersion, pageType, layout, locale, meta and root.');
    const result = previewTree(req.body);
    if ('problems' in result) {
      res.status(400).json({ error: `This page tree cannot be previewed: ${result.problems.map((p) => p.message).join('; ')}`, errors: result.problems });
      return;
    }
    const { status: _status, ...tree } = result.tree;
    const pageReq = options.pageRequest(req);
    const site = { ...pageReq.site, locale: tree.locale, prefix: tree.locale === pageReq.site.defaultLocale ? '' : `/${tree.locale}` };
    await sendPage(req, res, { ...pageReq, site }, tree, options.output);
  });
  router.use(apiErrorHandler());
  return router;
}
