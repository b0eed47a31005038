import { stylesheetAddress, stylesheetIds } from '../../domain/stylesheets.ts';

/** `<…>; rel="stylesheet"` in a page's `Link` header: the page's stylesheet (server/pages/send-page.ts). */
const STYLESHEET_LINK = /<([^>]+)>\s*;\s*rel="?stylesheet"?/;

/** The ids of the stylesheets the document links already (or is loading). */
function linkedIds(): Set<string> {
  const ids = new Set<string>();
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    for (const id of stylesheetIds(link.getAttribute('href') ?? '') ?? []) ids.add(id);
  }
  return ids;
}

/**
 * Before a client navigation shows the next page: links the stylesheets its `Link` header names
 * that the document lacks (those of blocks no page so far has shown), as one file, and settles
 * once the browser has applied them, so the page never shows unstyled. Rejects when they do not
 * load (a dropped connection); the caller loads the page in full instead.
 */
export function loadPageStyles(linkHeader: string | null): Promise<void> {
  const address = STYLESHEET_LINK.exec(linkHeader ?? '')?.[1];
  const ids = address ? stylesheetIds(address) : undefined;
  if (!ids) return Promise.resolve();
  const linked = linkedIds();
  const missing = ids.filter((id) => !linked.has(id));
  if (!missing.length) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetAddress(missing);
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      reject(new Error(`The stylesheet ${link.href} did not load`));
    });
    document.head.append(link);
  });
}
