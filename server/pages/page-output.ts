import { KeptMarkup } from '../../renderer/server/kept-markup.ts';
import type { Config } from '../config.ts';
import { type ClientAssets, readClientAssets } from '../render/assets.ts';
import { CheckedTrees } from '../render/checked-trees.ts';
import { PageCache } from '../render/page-cache.ts';
import { RenderCache } from '../render/render-cache.ts';
import type { PageOutput } from './send-page.ts';

/**
 * Rendered pages kept per process: a few hundred anonymous pages, none older than a minute, and
 * at most 16 MB of them (about 160 listers), so that a crawler's or a filter-happy shopper's new
 * addresses cannot hold more than that.
 */
const RENDER_CACHE = { maxEntries: 300, maxBytes: 16 * 1024 * 1024, ttlMs: 60_000 };
/** Whole anonymous answers kept per process: as long as shared caches may keep them (ANONYMOUS_PAGE_CACHE), cleared on any change. */
const PAGE_CACHE = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 };
/**
 * Composed trees kept validated, by their JSON: 128 at most, with 2 million characters of JSON
 * (about 100 listers, or 200 content pages), which with their objects come to a few megabytes.
 */
const CHECKED_TREES = { maxEntries: 128, maxChars: 2_000_000 };

/**
 * How an app writes its pages: the client build it names, what it keeps per process (checked
 * trees, renders, whole anonymous answers, the shell's kept markup) and each site's origin.
 * Production leaves a bad node out of a page; elsewhere it is shown as a diagnostic.
 */
export function createPageOutput({
  config,
  metrics,
  assets,
  clientDir,
}: {
  config: Pick<Config, 'nodeEnv' | 'siteUrls'>;
  metrics: NonNullable<PageOutput['metrics']>;
  /** The client bundle's file names; read from `clientDir` once by default. */
  assets: (() => ClientAssets) | undefined;
  clientDir: string;
}): PageOutput & { pageCache: PageCache } {
  let read: ClientAssets | undefined;
  const diagnostics = config.nodeEnv === 'production' ? 'omit' : 'show';
  return {
    assets: assets ?? (() => (read ??= readClientAssets(clientDir))),
    diagnostics,
    checkedTrees: new CheckedTrees(diagnostics, CHECKED_TREES),
    metrics,
    renderCache: new RenderCache(RENDER_CACHE),
    pageCache: new PageCache(PAGE_CACHE),
    keptMarkup: new KeptMarkup(),
    origin: (req) => (req.site.variant === 'de_de_de' ? config.siteUrls.de : config.siteUrls.uk),
  };
}
