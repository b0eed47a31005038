import { LATEST_BUILD_PATH } from '../domain/build-check.ts';
import { parse as parseCookies } from 'cookie';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { accountApi, defaultAddressApi } from './api/account.ts';
import { authApi } from './api/auth.ts';
import { cycleToWorkApi } from './api/cycle-to-work.ts';
import { warrantyApi } from './api/warranty.ts';
import { financeApi } from './api/finance.ts';
import { financeCheckoutApi, financeRoutes } from './api/finance-checkout.ts';
import { cartApi } from './api/cart.ts';
import { checkoutApi } from './api/checkout.ts';
import { eswHandoffApi, eswRoutes } from './api/esw.ts';
import { catalogApi } from './api/catalog.ts';
import { menusApi } from './api/menus.ts';
import { newsletterApi } from './api/newsletter.ts';
import { routingApi } from './api/routing.ts';
import { storeApi } from './api/store.ts';
import { storeIpApi } from './api/store-ip.ts';
import { studioApi } from './api/studio.ts';
import { staffOf } from './api/studio-guard.ts';
import { studioAccess } from './middleware/studio-access.ts';
import { customerAuthentication } from './commerce/customer/authenticate.ts';
import { setPasswordHashCost } from './commerce/customer/passwords.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { pendingMigrations } from './db/migrate.ts';
import { createIntegrations, type Integrations } from './integrations/index.ts';
import { productImages } from './media/product-images.ts';
import { seoRoutes } from './seo/sitemap.ts';
import type { Logger } from './lib/logger.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { DomainError, STATUS_BY_TYPE } from './lib/errors.ts';
import { redirectWithin } from './lib/redirect.ts';
import { isFromThisMachine } from './lib/this-machine.ts';
import { accountAccess } from './middleware/account-access.ts';
import { affiliateCookie } from './middleware/affiliate-cookie.ts';
import { type Authenticate, authenticationStep } from './middleware/auth-slot.ts';
import { apiErrorHandler, apiNotFound } from './middleware/error-handler.ts';
import { redirectLookup } from './middleware/redirect-lookup.ts';
import { requestId } from './middleware/request-id.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { publicIpSandbox } from './sandbox/public-ip.ts';
import { consentOrigins } from './commerce/consent/consent-settings.ts';
import { shopperLocation } from './middleware/shopper-location.ts';
import { siteLocale } from './middleware/site-locale.ts';
import { requestText } from './middleware/request-text.ts';
import { strictJson } from './middleware/strict-json.ts';
import { trailingSlash } from './middleware/trailing-slash.ts';
import { composeErrorPage, composeServerError } from './pages/not-found.ts';
import { PREVIEW_ONLY_IN_DEVELOPMENT, previewRoute } from './pages/preview.ts';
import { resolvePage } from './pages/resolve-page.ts';
import { createPageOutput } from './pages/page-output.ts';
import { sendPage } from './pages/send-page.ts';
import type { PageRequest } from './pages/types.ts';
import { compress } from './middleware/compress.ts';
import { assetFiles } from './middleware/asset-files.ts';
import { CLIENT_DIR, type ClientAssets, currentBuild, FAVICON_PATH } from './render/assets.ts';
import { answerKeptPagesFirst, keptPages } from './middleware/kept-pages.ts';
import { watchStoreChanges } from './db/store-changes.ts';
import { storeMemo } from './db/store-memo.ts';
import { eswSandbox } from './sandbox/esw.ts';
import { financeSandbox } from './sandbox/finance.ts';
import { stripeWebhook } from './api/stripe-webhook.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  log: Logger;
  /** Prometheus metrics; a fresh registry when not given. */
  metrics?: Metrics;
  /** The client bundle's file names; read from the build by default. */
  assets?: () => ClientAssets;
  /** The client build's folder, served below /assets; `dist/client` by default. */
  clientDir?: string;
  /** The authentication and token-renewal step (customer domain). */
  authenticate?: Authenticate;
  /** Outside parties; each defaults to the adapter the configuration selects. */
  integrations?: Partial<Integrations>;
}

/** Answers to the statements anonymous pages are composed of, kept as long and cleared with them. */
const STORE_MEMO = { maxEntries: 5000, ttlMs: 60_000 };

function hostOf(url: string): string {
  return new URL(url).hostname.toLowerCase();
}

export function createApp({
  config,
  db,
  log,
  assets,
  clientDir = CLIENT_DIR,
  authenticate,
  integrations: given,
  metrics = createMetrics(db),
}: AppDeps): Express {
  const app = express();
  setPasswordHashCost(config.passwordHashCost);
  const integrations: Integrations = { ...createIntegrations(config, db), ...given };
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy === 'false' ? false : config.trustProxy.split(',').map((s) => s.trim()));
  app.set('query parser', 'simple');

  const output = createPageOutput({ config, metrics, assets, clientDir });

  // The steps every answer takes: its request id with the log line, and metrics.
  const everyAnswer = [requestId(log), metrics.middleware];
  app.use(everyAnswer);
  // An anonymous page kept whole is answered before Express sees the request, and before anything
  // reads the database; the step below marks the others so that their answers are kept (docs/decisions/021).
  const { pageCache } = output;
  const memo = storeMemo(db, STORE_MEMO);
  const changes = watchStoreChanges(
    db,
    () => {
      pageCache.clear();
      memo.clear();
    },
    (error) => log.error('store changes are not heard: pages are not kept', { err: error }),
  );
  app.locals['storeChanges'] = changes;
  const kept = { cache: pageCache, changes, build: () => currentBuild(output.assets) ?? '', hits: metrics.pageKeptHits };
  answerKeptPagesFirst(app, kept, everyAnswer);
  app.use(keptPages(kept));
  const consent = consentOrigins(config);
  app.use(
    securityHeaders({
      hsts: config.nodeEnv === 'production',
      paymentOrigins: config.payments.stripe?.origins,
      scriptOrigins: [...consent.scripts, ...(config.finance.calculatorScriptUrl ? [new URL(config.finance.calculatorScriptUrl).origin] : [])],
      connectOrigins: consent.connect,
    }),
  );
  // Control characters in the address are refused before anything reads it; the API answers as JSON.
  app.use(requestText());
  app.use(['/nuxt/api', '/api'], apiErrorHandler());

  app.use(compress());

  app.use(assetFiles(clientDir));
  // Browsers ask for /favicon.ico wherever a document names no icon (a text file, a PDF).
  app.get('/favicon.ico', (_req, res) => redirectWithin(res, 301, FAVICON_PATH));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get(LATEST_BUILD_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const id = currentBuild(output.assets);
    if (!id) return void res.status(503).json({ error: 'The client bundle is not built yet.' });
    res.json({ id });
  });
  app.get('/readyz', async (_req, res) => {
    const [reachable, pending] = await Promise.all([db.ping(), pendingMigrations(db)]);
    const ready = reachable && pending.length === 0;
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'not ready', database: reachable ? 'reachable' : 'unreachable', pendingMigrations: pending });
  });

  app.use(productImages({ db, photos: integrations.photos }));

  app.use(siteLocale({ deHosts: [hostOf(config.siteUrls.de)], dataEnv: config.dataEnv }));
  app.use(shopperLocation({ db }));

  // The partner's webhook needs its raw body for the signature: before the JSON parser.
  const partnerRoutes = eswRoutes(db, config, integrations.esw);
  app.use(partnerRoutes);
  const paymentRoutes = [financeRoutes(db, config), ...(config.payments.stripe ? [stripeWebhook(db, config.payments.stripe.webhookSecret)] : [])];
  for (const routes of paymentRoutes) app.use(routes);

  const api = express.Router();
  // The newsletter sign-up also takes a plain form post, for shoppers without JavaScript.
  api.use(strictJson({ limit: config.maxBodyBytes, formPaths: ['/newsletter/subscribe'] }));
  api.use(routingApi(db));
  api.use(menusApi(db));
  api.use(authApi(db, config));
  api.use(accountApi(db, config));
  api.use(newsletterApi(db, config));
  api.use(storeApi(db, config, integrations.geolocation));
  api.use(storeIpApi({ config, publicIp: integrations.publicIp }));
  api.use(financeApi({ finance: integrations.finance }));
  api.use(cycleToWorkApi(db));
  api.use(warrantyApi(db));
  api.use(catalogApi(db));
  api.use(cartApi(db, config));
  api.use(checkoutApi(db, config, { payments: integrations.payments, cycleToWork: integrations.cycleToWork }));
  api.use(eswHandoffApi(db, config));
  api.use(financeCheckoutApi(db, config, integrations.finance));
  api.use(apiNotFound(api, [partnerRoutes, ...paymentRoutes]));
  api.use(apiErrorHandler());
  app.use('/nuxt/api', api);
  app.use(seoRoutes(db, config));
  if (config.esw.provider === 'sandbox') app.use(eswSandbox(db, config), apiErrorHandler());
  if (config.finance.provider === 'sandbox') app.use(financeSandbox(db, config), apiErrorHandler());
  if (config.publicIp.provider === 'sandbox') app.use(publicIpSandbox());
  // The spec lists the default-address update outside /nuxt/api.
  const defaultAddress = defaultAddressApi(db, config);
  app.use('/api', strictJson({ limit: config.maxBodyBytes }), defaultAddress, apiNotFound(defaultAddress), apiErrorHandler());

  // The content studio's API: staff only, its own session cookie (docs/decisions/010).
  app.use(
    '/studio/api',
    studioApi(db, config, { pageRequest: (req) => pageRequest(req), output, payments: integrations.payments, photos: integrations.photos }),
  );

  // A page's draft at its real address, for signed-in staff only: never indexed, never stored.
  const draftPreviews = new WeakSet<Request>();
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' || req.query['preview'] !== 'draft') return next();
    if (!(await staffOf(db, req))) return next();
    draftPreviews.add(req);
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  // Page middleware in the spec's order.
  app.use(authenticationStep(authenticate ?? customerAuthentication(db)));
  app.use(affiliateCookie());
  app.use(trailingSlash());
  app.use(redirectLookup((req) => (req.keptPage ? memo : db)));
  app.use(accountAccess(db));
  app.use(studioAccess((req) => staffOf(db, req)));

  const pageRequest = (req: Request): PageRequest => ({
    site: req.site,
    path: req.site.path,
    query: new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : ''),
    // An anonymous page is composed from what the store answered since its last change (store-memo.ts).
    db: req.keptPage ? memo : db,
    config,
    log: req.log,
    cookies: parseCookies(req.headers.cookie ?? ''),
    fromThisMachine: isFromThisMachine(req),
    location: req.location,
    draftPreview: draftPreviews.has(req),
    ...(req.urlInfo ? { urlInfo: req.urlInfo } : {}),
    ...(req.staff ? { staff: req.staff } : {}),
  });

  const previewMounted = config.nodeEnv !== 'production';
  if (previewMounted) app.use(previewRoute({ pageRequest, output }));

  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pageReq = pageRequest(req);
    const page = await resolvePage(pageReq, req.originalUrl);
    await sendPage(req, res, pageReq, page, output);
  });

  app.use((req, res) => {
    const previewNote = !previewMounted && req.path === '/preview/' ? ` ${PREVIEW_ONLY_IN_DEVELOPMENT}` : '';
    res.status(405).setHeader('Allow', 'GET, HEAD').type('text').send(`${req.method} is not allowed on pages; use GET.${previewNote}`);
  });

  app.use(async (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return void req.log.error('page failed', { err: error, page: req.originalUrl });
    // A refusal of the request itself (a control character in the address) is its own 4xx page.
    const refusal = error instanceof DomainError ? error : undefined;
    if (!refusal) req.log.error('page failed', { err: error, page: req.originalUrl });
    // Refused before the site was known (an image or asset address): no page to compose.
    if (refusal && !req.site) return void res.status(STATUS_BY_TYPE[refusal.type]).type('text').send(refusal.message);
    try {
      const page = refusal ? composeErrorPage(pageRequest(req), STATUS_BY_TYPE[refusal.type], refusal.message) : composeServerError(pageRequest(req));
      await sendPage(req, res, pageRequest(req), page, output);
    } catch (renderError) {
      req.log.error('error page failed', { err: renderError });
      if (!res.headersSent) res.status(500).type('text').send('An unknown error occurred - main app');
    }
  });

  return app;
}
