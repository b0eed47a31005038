import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { numberFormatsAskedFor } from '../../domain/locale.ts';
import type { PageTree } from '../../schemas/generated/index.ts';
import { KeptMarkupContext } from '../kept-element.tsx';
import { RenderSettingsContext, type RenderSettings } from '../render-context.tsx';
import { loadPageCode } from '../page-code.ts';
import { PageRoute } from '../page-route.tsx';
import type { KeptMarkup, KeptRender } from './kept-markup.ts';

export interface RenderOptions {
  /** Path and query of the request, for links and the router's location. */
  url: string;
  settings: RenderSettings;
  /** Server-side render failures inside a block (isolated by its Suspense boundary). */
  onBlockError(error: unknown): void;
  /** The shell's navigation and footer as rendered before (renderer/kept-element.tsx); without it, everything is rendered. */
  kept?: KeptMarkup;
}

/**
 * The app for a page tree at a URL: the page route inside React Router's static router, so links
 * and `useLocation` read the request's address. The page's blocks and messages must be loaded
 * first (`loadPageCode`), as in the browser, so the render never waits. `blockBoundaries` puts
 * each block in a Suspense boundary of its own (renderer/render-node.tsx).
 */
function appFor(tree: PageTree, options: RenderOptions, blockBoundaries: boolean, kept?: KeptRender) {
  // Read through `URL`, as the browser reads its address, so paths are percent-encoded alike.
  const { pathname, search } = new URL(options.url, 'http://storefront.local');
  return (
    <RenderSettingsContext.Provider value={{ ...options.settings, blockBoundaries }}>
      <KeptMarkupContext.Provider value={kept}>
        <StaticRouter location={{ pathname, search }}>
          <PageRoute tree={tree} />
        </StaticRouter>
      </KeptMarkupContext.Provider>
    </RenderSettingsContext.Provider>
  );
}

/**
 * A page's HTML (the body of `#app`); whether rendering it formatted a number (the browser's
 * hydration will too); and whether each block has a Suspense boundary of its own, which the
 * browser must hydrate alike.
 */
export interface RenderedPage {
  html: string;
  formatsNumbers: boolean;
  blockBoundaries: boolean;
}

/** A Suspense boundary `renderToString` could not finish: one that suspended (`<!--$?-->`) or threw (`<!--$!-->`). */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/**
 * Renders the app for a page tree to HTML (the body of `#app`). First with `renderToString` and
 * no boundary around the blocks: with the page's blocks loaded nothing waits, and the page
 * renders as hand-written JSX would (bench/RESULTS.md). Should a block throw or wait (the render
 * then throws), or a block's own boundary be left unfinished, the page is rendered again,
 * streamed, each block in a Suspense boundary of its own: that render waits for what suspends,
 * writes a failed block's boundary as its fallback, for the browser to retry, and hands every
 * block's error to `onBlockError`.
 */
export async function renderPageToHtml(tree: PageTree, options: RenderOptions): Promise<RenderedPage> {
  const loading = loadPageCode(tree);
  if (loading) await loading;
  // Only this render uses kept markup: the streamed one below is for a page with a failed block, and writes everything.
  const kept = options.kept?.forRender();
  const app = appFor(tree, options, false, kept);
  // `renderToString` runs to the end without yielding, so no other render asks in between.
  const askedBefore = numberFormatsAskedFor();
  let html: string | undefined;
  try {
    html = renderToString(app);
  } catch {
    // Rendered again below, where the block's error is reported.
  }
  if (html !== undefined && !UNFINISHED_BOUNDARY.test(html))
    return { html: kept ? kept.keep(html) : html, formatsNumbers: numberFormatsAskedFor() > askedBefore, blockBoundaries: false };
  // The streamed render waits, and other renders may ask meanwhile, so the count cannot tell: the
  // page is taken to format numbers, which at worst starts the browser's preparation for nothing.
  return { html: await renderPageStreamed(tree, options), formatsNumbers: true, blockBoundaries: true };
}

/** The page rendered by `renderToPipeableStream`, whole (onAllReady), each block in a boundary of its own, reporting each block's error. */
export async function renderPageStreamed(tree: PageTree, options: RenderOptions): Promise<string> {
  await loadPageCode(tree);
  const app = appFor(tree, options, true);
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
