import { stylesheetAddress, stylesheetIds } from '../../domain/stylesheets.ts';

/** `<…>; rel="stylesheet"` in a page's `Link` header: the page's stylesheet (server/pages/send-page.ts). */
const STYLESHEET_LINK = /<([^>]+)>\s*;\s*rel="?stylesheet"?/;

/** The stylesheets linked by a navigation and still loading, by id: a navigation that needs one of them waits for it too. */
const loading = new Map<string, Promise<void>>();

/** The ids of the stylesheets the document links already (or is loading). */
function linkedIds(): Set<string> {
  const ids = new Set<string>();
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    for (const id of stylesheetIds(link.getAttribute('href') ?? '') ?? []) ids.add(id);
  }
  return ids;
}

/** Links the stylesheets of these ids as one file; settles once the browser has applied them. */
function link(ids: string[]): Promise<void> {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.href = stylesheetAddress(ids);
  const loaded = new Promise<void>((resolve, reject) => {
    element.addEventListener('load', () => resolve());
    element.addEventListener('error', () => {
      element.remove();
      reject(new Error(`The stylesheet ${element.href} did not load`));
    });
  });
  for (const id of ids) loading.set(id, loaded);
  const settled = () => {
    for (const id of ids) if (loading.get(id) === loaded) loading.delete(id);
  };
  loaded.then(settled, settled);
  document.head.append(element);
  return loaded;
}

/**
 * Before a client navigation shows the next page: links the stylesheets its `Link` header names
 * that the document lacks (those of blocks no page so far has shown), as one file, and settles
 * once the browser has applied them and any of them an earlier navigation is still loading, so
 * the page never shows unstyled. Rejects when they do not load (a dropped connection); the caller
 * loads the page in full instead.
 */
export async function loadPageStyles(linkHeader: string | null): Promise<void> {
  const address = STYLESHEET_LINK.exec(linkHeader ?? '')?.[1];
  const ids = address ? stylesheetIds(address) : undefined;
  if (!ids) return;
  const waits = new Set(ids.flatMap((id) => loading.get(id) ?? []));
  const linked = linkedIds();
  const missing = ids.filter((id) => !linked.has(id));
  if (missing.length) waits.add(link(missing));
  await Promise.all(waits);
}
