import type { BootSettings } from '../../renderer/client/boot.ts';
import { hasConsentStep } from '../../renderer/shell/layout.tsx';
import { intlLocale } from '../../domain/locale.ts';
import type { PageTree } from '../../schemas/generated/index.ts';
import { type ClientAssets, FAVICON_PATH, pageScripts, pageStylesheet } from './assets.ts';
import { escapeHtml, jsonForScript, scriptSafeJson } from './escape.ts';

interface DocumentOptions {
  tree: PageTree;
  /** `JSON.stringify(tree)`, when the caller has written it already: a page tree is tens of kilobytes. */
  treeJson?: string;
  /** The page's stylesheet (`pageStylesheet`), when the caller has worked it out already. */
  stylesheet?: string;
  appHtml: string;
  /** Whether the page's render formatted numbers: the boot script then readies the browser's number formatting off the main thread. */
  formatsNumbers?: boolean;
  /** Whether the render put each block in a Suspense boundary of its own (renderer/server/render-page.tsx): hydration must too. */
  blockBoundaries?: boolean;
  assets: ClientAssets;
  /** This site's origin, for canonical and hreflang links given as paths. */
  origin: string;
  diagnostics: 'show' | 'omit';
}

/**
 * The HTML document around the rendered app; the page tree is inlined for hydration as a JSON
 * data block, which never runs, and the bootstrap is the bundle's own file: no inline script,
 * so nothing differs between two answers of the same page (docs/decisions/016). The page paints
 * from its HTML; the bootstrap (renderer/client/boot.ts) loads the scripts `#__app` lists once
 * what a shopper sees first has painted (docs/decisions/025).
 */
export function renderDocument({
  tree,
  treeJson,
  stylesheet,
  appHtml,
  formatsNumbers = false,
  blockBoundaries = false,
  assets,
  origin,
  diagnostics,
}: DocumentOptions): string {
  const { meta } = tree;
  // Links within this site are paths; another site's are whole URLs.
  const absolute = (href: string) => (/^https?:\/\//.test(href) ? href : origin + href);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.title)}</title>`,
    meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    meta.keywords ? `<meta name="keywords" content="${escapeHtml(meta.keywords)}">` : '',
    meta.robots ? `<meta name="robots" content="${escapeHtml(meta.robots)}">` : '',
    meta.canonical ? `<link rel="canonical" href="${escapeHtml(absolute(meta.canonical))}">` : '',
    meta.alternates?.en ? `<link rel="alternate" hreflang="en" href="${escapeHtml(absolute(meta.alternates.en))}">` : '',
    meta.alternates?.de ? `<link rel="alternate" hreflang="de" href="${escapeHtml(absolute(meta.alternates.de))}">` : '',
    meta.alternates?.en ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(meta.alternates.en))}">` : '',
    '<meta name="theme-color" content="#00a3e0">',
    `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${stylesheet ?? pageStylesheet(assets, tree.root)}">`,
    ...(assets.fonts ?? []).map((font) => `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`),
    // The boot script's own chunk (the consent step) loads beside it, not after it.
    ...(assets.bootChunks ?? []).map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`),
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ]
    .filter(Boolean)
    .join('');
  return `<!doctype html><html lang="${tree.locale}"><head>${head}</head><body><div id="app">${appHtml}</div><script type="application/json" id="__page">${scriptSafeJson(treeJson ?? JSON.stringify(tree))}</script><script type="application/json" id="__app">${jsonForScript(bootSettings(tree, assets, { diagnostics, formatsNumbers, blockBoundaries }))}</script><script type="module" src="/${assets.boot}" fetchpriority="low"></script></body></html>`;
}

/** What the boot script and the app read from `#__app`. */
function bootSettings(
  tree: PageTree,
  assets: ClientAssets,
  { diagnostics, formatsNumbers, blockBoundaries }: { diagnostics: DocumentOptions['diagnostics']; formatsNumbers: boolean; blockBoundaries: boolean },
): BootSettings & Pick<DocumentOptions, 'diagnostics' | 'blockBoundaries'> {
  const consent = hasConsentStep(tree.layout) ? tree.shell?.consent : undefined;
  const numbers = formatsNumbers && assets.numberWarmUp ? { worker: assets.numberWarmUp, locale: intlLocale(tree.locale) } : undefined;
  return {
    diagnostics,
    build: assets.js,
    ...(assets.libraries ? { libraries: assets.libraries } : {}),
    scripts: pageScripts(assets, tree),
    ...(consent ? { consent } : {}),
    ...(numbers ? { numbers } : {}),
    ...(blockBoundaries ? { blockBoundaries } : {}),
  };
}
