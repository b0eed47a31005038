import { type ErrorRequestHandler, type Request, Router } from 'express';
import { areasOfRole } from '../../domain/staff/staff-areas.ts';
import type { PageTree } from '../../schemas/generated/index.ts';
import { checkLocale, checkSlug, documentProblems, InvalidDocument } from '../commerce/content/page-checks.ts';
import { copyPage, createPage, DraftConflict, listPages, pageDetail, publishPage, saveDraft } from '../commerce/content/page-store.ts';
import { getVersion, listVersions, rollbackPage } from '../commerce/content/page-versions.ts';
import { migrateStoredPages } from '../commerce/content/migrations/stored-pages.ts';
import { PAGE_TEMPLATES } from '../commerce/content/templates.ts';
import { TooManyAttempts } from '../commerce/customer/rate-limits.ts';
import { authenticateStaff, issueStaffToken, revokeStaffToken, type StaffMember } from '../commerce/staff/staff.ts';
import { requireStaff, STUDIO_COOKIE, staffTokenOf } from './studio-guard.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { clientAddress } from '../lib/client-address.ts';
import type { PaymentProvider } from '../integrations/payments/payment-provider.ts';
import { DomainError, invalid, STATUS_BY_TYPE } from '../lib/errors.ts';
import { describeBodyError } from '../middleware/error-handler.ts';
import { sameOriginOnly } from '../middleware/same-origin.ts';
import { strictJson } from '../middleware/strict-json.ts';
import { PREVIEW_BODY_LIMIT, previewTree } from '../pages/preview.ts';
import { type PageOutput, sendPage } from '../pages/send-page.ts';
import type { PageRequest } from '../pages/types.ts';
import { personal } from './auth-context.ts';
import { studioOrdersApi } from './studio-orders.ts';
import { bodyOf, isObject, staffLocal, text, versionNumber } from './studio-request.ts';
import { studioAuditApi, studioStaffApi } from './studio-staff.ts';
import { studioCatalogueApi } from './studio-catalogue.ts';
import { studioCatalogueImportsApi } from './studio-catalogue-imports.ts';
import { studioPhotoUploads } from './studio-photos.ts';
import type { PhotoStorage } from '../integrations/photos/photo-storage.ts';
import { studioCouponsApi } from './studio-coupons.ts';
import { studioCustomersApi } from './studio-customers.ts';
import { studioReviewsApi } from './studio-reviews.ts';

/** `If-Match: "7"` → 7; 428 without it, 400 when it is not a revision. */
function expectedRevision(req: Request): number {
  const header = req.get('if-match');
  if (!header) throw new PreconditionRequired();
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  if (!match) throw invalid(`If-Match must be the revision you loaded, like "7" (got ${header}).`, 'If-Match');
  return Number(match[1]);
}

class PreconditionRequired extends Error {
  constructor() {
    super('Send If-Match with the revision you loaded (the ETag of GET /studio/api/pages/:locale/:slug), so nobody’s save is overwritten.');
  }
}

/** Studio errors: `{message, …}` with what the studio needs to act (the current revision, every problem). */
const studioErrors: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  personal(res);
  if (error instanceof PreconditionRequired) return void res.status(428).json({ message: error.message });
  if (error instanceof DraftConflict) return void res.status(409).json({ message: error.message, current: error.current });
  if (error instanceof InvalidDocument) return void res.status(422).json({ message: error.message, problems: error.problems });
  if (error instanceof TooManyAttempts) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof DomainError) {
    return void res.status(STATUS_BY_TYPE[error.type]).json({ message: error.message, ...(error.field ? { field: error.field } : {}) });
  }
  const body = describeBodyError(error as { type?: string });
  if (body) return void res.status(body.status).json({ message: body.message });
  req.log.error('studio call failed', { err: error });
  res.status(500).json({ message: `Something went wrong on our side. Please try again; if it keeps happening, quote reference ${req.id}.` });
};

export interface StudioApiOptions {
  pageRequest: (req: Request) => PageRequest;
  output: PageOutput;
  /** The card payment provider the back office captures, releases and refunds through. */
  payments: PaymentProvider;
  /** Where uploaded product photographs are kept. */
  photos: PhotoStorage;
}

/** The studio's HTTP API under /studio/api (docs/decisions/010-content-versions-and-publishing.md). */
export function studioApi(db: Database, config: Config, options: StudioApiOptions): Router {
  const router = Router();
  const editors = requireStaff(db, 'pages');
  const admins = requireStaff(db, 'staff');
  const anyStaff = requireStaff(db);
  const sameSite = sameOriginOnly([config.siteUrls.uk, config.siteUrls.de]);
  const cookieOptions = { httpOnly: true, secure: config.nodeEnv === 'production', sameSite: 'strict', path: '/' } as const;

  router.use((req, res, next) => {
    personal(res);
    // Writes only from the studio's own pages; a bearer token is not ambient, yet is checked the same way.
    if (req.method !== 'GET' && req.method !== 'HEAD') return sameSite(req, res, next);
    next();
  });
  // Catalogue files (CSV or JSON, up to their own limit) and product photographs are read as files, before the JSON body reader.
  const merchandisers = requireStaff(db, 'catalogue');
  router.use('/catalogue', studioCatalogueImportsApi(db, merchandisers));
  router.use('/catalogue', studioPhotoUploads(db, options.photos, config.photos.maxBytes, merchandisers));
  // Publish takes no body: a bodiless POST is an empty object rather than "not JSON".
  const bodiless = (req: Request) =>
    !req.headers['content-type'] && (req.headers['content-length'] === undefined || req.headers['content-length'] === '0') && !req.headers['transfer-encoding'];
  for (const step of strictJson({ limit: PREVIEW_BODY_LIMIT })) {
    router.use((req, res, next) => {
      if (!bodiless(req)) return step(req, res, next);
      req.body = {};
      next();
    });
  }

  const staffView = ({ email, name, role }: StaffMember) => ({ email, name, role });

  router.post('/session', async (req, res) => {
    const body = bodyOf(req);
    const staff = await authenticateStaff(db, { email: text(body, 'email'), password: text(body, 'password') }, clientAddress(req));
    const { token, expiresAt } = await issueStaffToken(db, staff.id, 'session');
    res.cookie(STUDIO_COOKIE, token, { ...cookieOptions, maxAge: Math.max(0, expiresAt.getTime() - Date.now()) });
    res.json({ staff: staffView(staff) });
  });

  router.get('/session', anyStaff, (_req, res) => {
    const staff = staffLocal(res);
    res.json({ staff: staffView(staff), areas: areasOfRole(staff.role) });
  });

  router.delete('/session', async (req, res) => {
    await revokeStaffToken(db, staffTokenOf(req));
    res.clearCookie(STUDIO_COOKIE, cookieOptions);
    res.status(204).end();
  });

  /** A token for the command line (`npm run staff:token`), by email and password like a sign-in. */
  router.post('/tokens', async (req, res) => {
    const body = bodyOf(req);
    const staff = await authenticateStaff(db, { email: text(body, 'email'), password: text(body, 'password') }, clientAddress(req));
    const { token, expiresAt } = await issueStaffToken(db, staff.id, 'token');
    res.status(201).json({ token, expiresAt: expiresAt.toISOString(), staff: staffView(staff) });
  });

  router.get('/templates', editors, (_req, res) => {
    res.json({ templates: PAGE_TEMPLATES.map(({ id, name, description }) => ({ id, name, description })) });
  });

  router.get('/pages', editors, async (req, res) => {
    const locale = checkLocale(typeof req.query['locale'] === 'string' ? req.query['locale'] : 'en');
    res.json({ pages: await listPages(db, locale) });
  });

  router.post('/pages', editors, async (req, res) => {
    const body = bodyOf(req);
    const detail = await createPage(db, {
      locale: checkLocale(body['locale']),
      slug: checkSlug(body['slug']),
      templateId: body['templateId'],
      by: staffLocal(res).email,
    });
    res.status(201).setHeader('ETag', `"${detail.draft.revision}"`).json(detail);
  });

  const pageParams = (req: Request) => ({ locale: checkLocale(req.params['locale']), slug: checkSlug(req.params['slug']) });

  router.get('/pages/:locale/:slug', editors, async (req, res) => {
    const { locale, slug } = pageParams(req);
    const detail = await pageDetail(db, locale, slug);
    res.setHeader('ETag', `"${detail.draft.revision}"`).json(detail);
  });

  router.put('/pages/:locale/:slug/draft', editors, async (req, res) => {
    const { locale, slug } = pageParams(req);
    const body = bodyOf(req);
    // If-None-Match: * creates a page that does not exist yet (the command line's way in).
    const creating = req.get('if-none-match')?.trim() === '*';
    const saved = await saveDraft(db, {
      locale,
      slug,
      document: body['document'],
      expectedRevision: creating ? 'new' : expectedRevision(req),
      by: staffLocal(res).email,
    });
    res
      .status(creating ? 201 : 200)
      .setHeader('ETag', `"${saved.revision}"`)
      .json(saved);
  });

  router.post('/pages/:locale/:slug/publish', editors, async (req, res) => {
    const { locale, slug } = pageParams(req);
    const { email, id } = staffLocal(res);
    res.json(await publishPage(db, { locale, slug, expectedRevision: expectedRevision(req), by: email, staffId: id }));
  });

  router.get('/pages/:locale/:slug/versions', editors, async (req, res) => {
    const { locale, slug } = pageParams(req);
    res.json({ versions: await listVersions(db, locale, slug) });
  });

  router.get('/pages/:locale/:slug/versions/:version', editors, async (req, res) => {
    const { locale, slug } = pageParams(req);
    res.json(await getVersion(db, locale, slug, versionNumber(req.params['version'])));
  });

  router.post('/pages/:locale/:slug/rollback', editors, async (req, res) => {
    const { locale, slug } = pageParams(req);
    const { email, id } = staffLocal(res);
    res.json(await rollbackPage(db, { locale, slug, version: versionNumber(bodyOf(req)['version']), by: email, staffId: id }));
  });

  router.post('/pages/:locale/:slug/copy', editors, async (req, res) => {
    const { locale, slug } = pageParams(req);
    const detail = await copyPage(db, { locale, slug, toLocale: checkLocale(bodyOf(req)['toLocale']), by: staffLocal(res).email });
    res.status(201).setHeader('ETag', `"${detail.draft.revision}"`).json(detail);
  });

  router.post('/validate', editors, (req, res) => {
    const body = bodyOf(req);
    const document = body['document'];
    const locale = isObject(document) && (document['locale'] === 'de' || document['locale'] === 'en') ? document['locale'] : 'en';
    res.json({ problems: documentProblems(document, locale) });
  });

  router.post('/preview', editors, async (req, res) => {
    const body = bodyOf(req);
    const locale = checkLocale(body['locale']);
    if (body['slug'] !== undefined) checkSlug(body['slug']);
    if (!isObject(body['document'])) throw invalid('Send the page to preview as {"document": {…}, "locale", "slug"}.', 'document');
    const result = previewTree({ ...body['document'], locale });
    if ('problems' in result) {
      throw new InvalidDocument(documentProblems(body['document'], locale));
    }
    const { status: _status, ...tree } = result.tree as PageTree;
    const pageReq = options.pageRequest(req);
    const site = { ...pageReq.site, locale, prefix: locale === pageReq.site.defaultLocale ? '' : `/${locale}` };
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Cache-Control', 'no-store');
    // Always the HTML page: the studio shows it in a frame.
    req.headers.accept = 'text/html';
    await sendPage(req, res, { ...pageReq, site }, tree, { ...options.output, diagnostics: 'show', renderCache: undefined });
  });

  /** Stored documents of an older schemaVersion (`npm run pages:migrate -- --store`): listed, or rewritten upgraded with `{"write": true}`. */
  router.post('/migrate', admins, async (req, res) => {
    const write = bodyOf(req)['write'] ?? false;
    if (typeof write !== 'boolean') throw invalid('"write" must be true (rewrite the documents) or false (only list them, the default).', 'write');
    res.json(await migrateStoredPages(db, write));
  });

  router.use('/staff', studioStaffApi(db, admins));

  router.use('/orders', studioOrdersApi(db, options.payments, requireStaff(db, 'orders')));

  router.use('/audit', studioAuditApi(db, requireStaff(db, 'audit')));

  router.use('/catalogue', studioCatalogueApi(db, options.photos, merchandisers));
  router.use('/coupons', studioCouponsApi(db, requireStaff(db, 'coupons')));
  router.use('/reviews', studioReviewsApi(db, requireStaff(db, 'reviews')));
  router.use('/customers', studioCustomersApi(db, requireStaff(db, 'customers'), requireStaff(db, 'customers', 'erase')));

  router.use((req, res) => {
    res.status(404).json({ message: `No studio call ${req.method} ${req.originalUrl.split('?')[0]}` });
  });
  router.use(studioErrors);
  return router;
}
