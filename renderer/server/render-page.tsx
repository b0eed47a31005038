import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type DataRouteMatch,
  type DataRouteObject,
  matchRoutes,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { loadBlocksOf } from '../../block-registry/index.ts';
import { loadMessages } from '../../domain/i18n/instances.ts';
import { numberFormatsAskedFor } from '../../domain/locale.ts';
import type { PageTree } from '../../schemas/generated/index.ts';
import { RenderSettingsContext, type RenderSettings } from '../render-context.tsx';
import { createRoutes, PAGE_ROUTE_ID } from '../routes.tsx';

export interface RenderOptions {
  /** Path and query of the request, for links and the router's location. */
  url: string;
  settings: RenderSettings;
  /** Server-side render failures inside a block (isolated by its Suspense boundary). */
  onBlockError(error: unknown): void;
}

/** Made once: the one page route, with no loader; each render hands its tree in as the route's data. */
const handler = createStaticHandler(createRoutes());

async function routerFor(tree: PageTree, url: string) {
  // The same order as in the browser: the page's blocks and messages first, then a render that never waits.
  await Promise.all([loadBlocksOf(tree.root), loadMessages(tree.locale)]);
  const context = routeContext(tree, url);
  return { router: createStaticRouter(handler.dataRoutes, context), context };
}

/**
 * What a static handler's `query` answers for a route with no loader, made directly: there is
 * nothing to run, and `query` would build a fetch `Request` and go through its data strategy on
 * every render only to find that out (a twentieth of a page rendered afresh). The location is
 * read as `query` reads it, through `URL`, so paths are percent-encoded alike.
 */
export function staticContext(routes: Pick<StaticHandler, 'dataRoutes'>, url: string, loaderData: Record<string, unknown>): StaticHandlerContext {
  const { pathname, search, hash } = new URL(url, 'http://storefront.local');
  const location = { pathname, search, hash, state: null, key: 'default' };
  const matches = matchesOf(routes.dataRoutes, pathname);
  return { basename: '/', location, matches, loaderData, actionData: null, errors: null, statusCode: 200, loaderHeaders: {}, actionHeaders: {} };
}

/** Paths matched lately, per route list: a lister's filters and pages are new URLs on one path. */
const matched = new WeakMap<DataRouteObject[], Map<string, DataRouteMatch[]>>();
const MATCHED_PATHS = 500;

/** The routes a path matches, as `matchRoutes` finds them (it flattens and ranks the route list on every call). Read, never changed. */
function matchesOf(routes: DataRouteObject[], pathname: string): DataRouteMatch[] {
  let byPath = matched.get(routes);
  if (!byPath) {
    byPath = new Map();
    matched.set(routes, byPath);
  }
  const kept = byPath.get(pathname);
  if (kept) return kept;
  const matches = matchRoutes(routes, { pathname }) as DataRouteMatch[] | null;
  if (!matches) throw new Error(`No route matches ${pathname}`);
  if (byPath.size >= MATCHED_PATHS) byPath.delete(byPath.keys().next().value as string);
  byPath.set(pathname, matches);
  return matches;
}

/** The page route's context for a request: the tree is the route's data. */
export const routeContext = (tree: PageTree, url: string) => staticContext(handler, url, { [PAGE_ROUTE_ID]: tree });

/** A page's HTML (the body of `#app`), and whether rendering it formatted a number: the browser's hydration will too. */
export interface RenderedPage {
  html: string;
  formatsNumbers: boolean;
}

/** A Suspense boundary `renderToString` could not finish: one that suspended (`<!--$?-->`) or threw (`<!--$!-->`). */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/**
 * Renders the app for a page tree to HTML (the body of `#app`). `renderToString` first: with
 * the page's blocks loaded nothing waits, and it writes the same HTML as the streamed render at
 * about 1.3 times the speed (bench/RESULTS.md). Should any boundary be left unfinished (a block
 * threw, or something waited), the page is rendered again, streamed: that render waits for what
 * suspends and hands every block's error to `onBlockError`, which `renderToString` drops.
 */
export async function renderPageToHtml(tree: PageTree, options: RenderOptions): Promise<RenderedPage> {
  const { router, context } = await routerFor(tree, options.url);
  // `renderToString` runs to the end without yielding, so no other render asks in between.
  const askedBefore = numberFormatsAskedFor();
  const html = renderToString(
    <RenderSettingsContext.Provider value={options.settings}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </RenderSettingsContext.Provider>,
  );
  const formatsNumbers = numberFormatsAskedFor() > askedBefore;
  if (!UNFINISHED_BOUNDARY.test(html)) return { html, formatsNumbers };
  // The streamed render waits, and other renders may ask meanwhile, so the count cannot tell: the
  // page is taken to format numbers, which at worst starts the browser's preparation for nothing.
  return { html: await renderPageStreamed(tree, options), formatsNumbers: true };
}

/** The page rendered by `renderToPipeableStream`, whole (onAllReady), reporting each block's error. */
export async function renderPageStreamed(tree: PageTree, options: RenderOptions): Promise<string> {
  const { router, context } = await routerFor(tree, options.url);
  const app = (
    <RenderSettingsContext.Provider value={options.settings}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </RenderSettingsContext.Provider>
  );
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(app, {
      // The whole page is written at once (onAllReady), so no boundary may be outlined for
      // later: outlined boundaries need inline scripts, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => options.onBlockError(error),
    });
  });
}
