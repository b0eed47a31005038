import type { Metrics } from '../lib/metrics.ts';
import type { Request, Response } from 'express';
import { reportOnce } from '../../renderer/render-context.tsx';
import type { KeptMarkup } from '../../renderer/server/kept-markup.ts';
import { renderPageToHtml } from '../../renderer/server/render-page.tsx';
import type { PageTree } from '../../schemas/generated/index.ts';
import type { NodeDiagnostic } from '../../schemas/page-validation.ts';
import { consentSettings } from '../commerce/consent/consent-settings.ts';
import { withFinanceSettings } from '../commerce/finance/finance-settings.ts';
import { wantsJson } from '../lib/http.ts';
import { BUILD_HEADER } from '../../domain/build-check.ts';
import { type ClientAssets, currentBuild, pageStylesheet } from '../render/assets.ts';
import { renderDocument } from '../render/document.ts';
import { type CheckedTree, type CheckedTrees, checkTree } from '../render/checked-trees.ts';
import { RenderCache } from '../render/render-cache.ts';
import { withoutCampaignParameters } from '../lib/campaign-parameters.ts';
import type { PageCache } from '../render/page-cache.ts';
import { ONE_PERSON_LINK_PARAMETER, keepPage } from '../middleware/kept-pages.ts';
import { finishMeta } from './meta.ts';
import { AUTH_COOKIE } from '../commerce/customer/auth-cookies.ts';
import { CART_COOKIE } from '../api/request-cart.ts';
import { pageCountryOf } from '../middleware/shopper-location.ts';
import { composeShell } from './shell.ts';
import { withShopperLocation } from './shell-location.ts';
import type { ComposedPage, PageRequest } from './types.ts';

export interface PageOutput {
  assets: () => ClientAssets;
  /** Server renders kept for identical trees of anonymous visitors; none renders every time. */
  renderCache?: RenderCache;
  /** Whole answers for anonymous visitors, served before the page steps run (middleware/kept-pages.ts). */
  pageCache?: PageCache;
  /** The shell's navigation and footer, rendered once for each site, language and menu (renderer/kept-element.tsx). */
  keptMarkup?: KeptMarkup;
  /** Trees validated before, by their JSON; none validates every tree. */
  checkedTrees?: CheckedTrees;
  /** Render time and kept-render hits, when the app keeps metrics. */
  metrics?: Pick<Metrics, 'renderSeconds' | 'renderKeptHits'>;
  diagnostics: 'show' | 'omit';
  origin: (req: PageRequest) => string;
}

const loggedDiagnostics = new Set<string>();

function logDiagnostics(req: Request, diagnostics: NodeDiagnostic[]) {
  for (const d of diagnostics) {
    const key = `${req.site.locale}:${req.site.path}:${d.path}:${d.nodeId}:${d.kind}`;
    if (loggedDiagnostics.has(key)) continue;
    loggedDiagnostics.add(key);
    req.log.warn('page node left out', { kind: d.kind, nodeType: d.nodeType, nodeId: d.nodeId, path: d.path, problems: d.problems, page: req.originalUrl });
  }
}

/** Anonymous pages: shared caches keep them a minute and serve them stale while they ask again; browsers always ask (docs/decisions/016). */
export const ANONYMOUS_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** A missing page, anonymous: kept a minute by shared caches, not served stale. */
export const ANONYMOUS_MISSING_CACHE = 'public, max-age=0, s-maxage=60';
/** Signed-in or cart-holding shoppers, a chosen country, account, studio and checkout pages. */
export const PERSONAL_PAGE_CACHE = 'private, no-store';

/**
 * Whether the answer is for this shopper alone: signed in, holding a cart, staff, a country
 * other than the page's, the checkout, or a cookie being set. Anything else is the anonymous
 * page, the same for every visitor.
 */
function isPersonal(res: Response, pageReq: PageRequest, pageType: string): boolean {
  const { cookies } = pageReq;
  const country = pageReq.location?.country?.code;
  return Boolean(
    cookies[AUTH_COOKIE.access] ||
      cookies[AUTH_COOKIE.refresh] ||
      cookies[CART_COOKIE] ||
      pageReq.staff ||
      pageReq.draftPreview ||
      pageType === 'checkout' ||
      // A link from an email (`?token=`) acts for one person: confirming a sign-up, an address, a reset.
      pageReq.query.has(ONE_PERSON_LINK_PARAMETER) ||
      (country && country !== pageCountryOf(pageReq.site)) ||
      res.getHeader('Set-Cookie') !== undefined,
  );
}

function cacheControlOf(personal: boolean, status: number): string {
  if (personal) return PERSONAL_PAGE_CACHE;
  if (status === 200) return ANONYMOUS_PAGE_CACHE;
  if (status === 404 || status === 410) return ANONYMOUS_MISSING_CACHE;
  return 'no-store';
}

/**
 * Completes a composed page (shell, title, canonical), validates it, and answers as JSON or
 * HTML with a strong ETag (a 304 when the browser or cache holds it) and the Cache-Control of
 * its kind: the anonymous page is byte-identical for every visitor, so shared caches may keep it.
 */
export async function sendPage(req: Request, res: Response, pageReq: PageRequest, composed: ComposedPage, output: PageOutput): Promise<void> {
  const shared = await withShopperLocation(await composeShell(pageReq, { showGoInStore: composed.pageType === 'home' }), pageReq);
  const shell = { ...withFinanceSettings(shared, pageReq.config.finance), consent: consentSettings(pageReq.config) };
  const complete: PageTree = { ...composed, meta: finishMeta(composed.meta, pageReq), shell };
  const { tree, diagnostics, json, digest } = output.checkedTrees?.check(complete) ?? checkTree(complete, output.diagnostics);
  logDiagnostics(req, diagnostics);
  const status = tree.status ?? 200;
  res.status(status);
  // The CDN passes shoppers with a session, cart or country cookie to the store (docs/decisions/016).
  res.setHeader('Vary', 'Accept');
  if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', cacheControlOf(isPersonal(res, pageReq, tree.pageType), status));
  if (wantsJson(req)) {
    // An open page that runs another build loads its next page in full.
    const build = currentBuild(output.assets);
    if (build) res.setHeader(BUILD_HEADER, build);
    const stylesheet = build ? pageStylesheet(output.assets(), tree.root) : undefined;
    res.setHeader('ETag', `"j${RenderCache.keyOf(digest, `${build ?? ''}\n${stylesheet ?? ''}`)}"`);
    // The page's stylesheet, which the client loads before it shows the page (renderer/client/page-styles.ts).
    if (stylesheet) res.setHeader('Link', `<${stylesheet}>; rel="stylesheet"`);
    res.type('json');
    const body = Buffer.from(json);
    keepPage(req, res, output.pageCache, body);
    res.send(body);
    return;
  }
  const { document, key } = await renderPage(req, res, pageReq, { tree, json, digest }, output);
  res.setHeader('ETag', `"h${key}"`);
  res.type('html');
  keepPage(req, res, output.pageCache, document);
  res.send(document);
}

/**
 * The page's document, as the bytes sent, and a digest of everything it is made of (URL, tree,
 * client build); the documents of visitors who are not signed in are kept for identical trees
 * (docs/decisions/005).
 */
async function renderPage(
  req: Request,
  res: Response,
  pageReq: PageRequest,
  { tree, json, digest }: Pick<CheckedTree, 'tree' | 'json' | 'digest'>,
  output: PageOutput,
): Promise<{ document: Buffer; key: string }> {
  const assets = output.assets();
  // Campaign parameters change nothing on the page: it is rendered and kept as without them.
  const address = withoutCampaignParameters(req.originalUrl);
  const stylesheet = pageStylesheet(assets, tree.root);
  const key = RenderCache.keyOf(digest, `${address}\n${assets.js}\n${assets.boot}\n${stylesheet}\n${assets.numberWarmUp ?? ''}`);
  const cache = pageReq.cookies[AUTH_COOKIE.access] ? undefined : output.renderCache;
  const cached = cache?.get(key);
  if (cached !== undefined) {
    res.setHeader('Server-Timing', 'render;desc="cached";dur=0');
    output.metrics?.renderKeptHits.inc();
    return { document: cached, key };
  }
  const started = performance.now();
  const {
    html: appHtml,
    formatsNumbers,
    blockBoundaries,
  } = await renderPageToHtml(tree, {
    url: address,
    settings: { diagnostics: output.diagnostics, report: reportOnce },
    onBlockError: (error) => req.log.error('block failed during server render', { err: error, page: req.originalUrl }),
    ...(output.keptMarkup ? { kept: output.keptMarkup } : {}),
  });
  const ms = performance.now() - started;
  res.setHeader('Server-Timing', `render;dur=${ms.toFixed(1)}`);
  output.metrics?.renderSeconds.observe({ cached: 'no' }, ms / 1000);
  const document = Buffer.from(
    renderDocument({
      tree,
      treeJson: json,
      stylesheet,
      appHtml,
      formatsNumbers,
      blockBoundaries,
      assets,
      origin: output.origin(pageReq),
      diagnostics: output.diagnostics,
    }),
  );
  cache?.set(key, document);
  return { document, key };
}
