import type { Metrics } from '../lib/metrics.ts';
import type { Request, Response } from 'express';
import { reportOnce } from '../../renderer/render-context.tsx';
import { renderPageToHtml } from '../../renderer/server/render-page.tsx';
import type { PageTree } from '../../schemas/generated/index.ts';
import { type NodeDiagnostic, validatePageTree } from '../../schemas/page-validation.ts';
import { consentSettings } from '../commerce/consent/consent-settings.ts';
import { withFinanceSettings } from '../commerce/finance/finance-settings.ts';
import { wantsJson } from '../lib/http.ts';
import { BUILD_HEADER } from '../../domain/build-check.ts';
import { type ClientAssets, currentBuild } from '../render/assets.ts';
import { renderDocument } from '../render/document.ts';
import { RenderCache } from '../render/render-cache.ts';
import { finishMeta } from './meta.ts';
import { composeShell } from './shell.ts';
import { withShopperLocation } from './shell-location.ts';
import type { ComposedPage, PageRequest } from './types.ts';

export interface PageOutput {
  assets: () => ClientAssets;
  /** Server renders kept for identical trees of anonymous visitors; none renders every time. */
  renderCache?: RenderCache;
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

/** Completes a composed page (shell, title, canonical), validates it, and answers as JSON or HTML. */
export async function sendPage(req: Request, res: Response, pageReq: PageRequest, composed: ComposedPage, output: PageOutput): Promise<void> {
  const shared = await withShopperLocation(await composeShell(pageReq, { showGoInStore: composed.pageType === 'home' }), pageReq);
  const shell = { ...withFinanceSettings(shared, pageReq.config.finance), consent: consentSettings(pageReq.config) };
  const complete: PageTree = { ...composed, meta: finishMeta(composed.meta, pageReq), shell: { ...shell, hasCart: Boolean(pageReq.cookies['cart_id']) } };
  const { tree, diagnostics } = validatePageTree(complete, output.diagnostics);
  logDiagnostics(req, diagnostics);
  const status = tree.status ?? 200;
  res.status(status);
  res.setHeader('Vary', 'Accept, Cookie');
  if (wantsJson(req)) {
    // An open page that runs another build loads its next page in full.
    const build = currentBuild(output.assets);
    if (build) res.setHeader(BUILD_HEADER, build);
    res.json(tree);
    return;
  }
  const appHtml = await renderApp(req, res, pageReq, tree, output);
  res.type('html').send(
    renderDocument({
      tree,
      appHtml,
      assets: output.assets(),
      nonce: res.locals['cspNonce'] as string,
      origin: output.origin(pageReq),
      diagnostics: output.diagnostics,
    }),
  );
}

/** The app's HTML for a tree; signed-in visitors' pages are rendered each time and never kept. */
async function renderApp(req: Request, res: Response, pageReq: PageRequest, tree: PageTree, output: PageOutput): Promise<string> {
  const cache = pageReq.cookies['customer_token'] ? undefined : output.renderCache;
  const key = cache ? RenderCache.keyOf(req.originalUrl, tree) : '';
  const cached = cache?.get(key);
  if (cached !== undefined) {
    res.setHeader('Server-Timing', 'render;desc="cached";dur=0');
    output.metrics?.renderKeptHits.inc();
    return cached;
  }
  const started = performance.now();
  const html = await renderPageToHtml(tree, {
    url: req.originalUrl,
    settings: { diagnostics: output.diagnostics, report: reportOnce },
    onBlockError: (error) => req.log.error('block failed during server render', { err: error, page: req.originalUrl }),
  });
  const ms = performance.now() - started;
  res.setHeader('Server-Timing', `render;dur=${ms.toFixed(1)}`);
  output.metrics?.renderSeconds.observe({ cached: 'no' }, ms / 1000);
  cache?.set(key, html);
  return html;
}
