/**
 * How a page names its stylesheets. The build writes each as `assets/css-ID.css`, ID its content
 * hash: the core, which every page links, and one per block stylesheet. A page that needs more
 * than the core links them as one file, `/assets/css/CORE.A.B.css`, which the server puts together
 * (server/middleware/combined-styles.ts); a client navigation loads the ones the page still lacks
 * the same way (renderer/client/page-styles.ts).
 */
export const COMBINED_STYLES_PATH = '/assets/css/';
const ONE = /^\/?assets\/css-([A-Z0-9]+)\.css$/;
const COMBINED = /^\/assets\/css\/([A-Z0-9]+(?:\.[A-Z0-9]+)*)\.css$/;

/** The address of one file holding the stylesheets of these ids, in this order. */
export function stylesheetAddress(ids: readonly string[]): string {
  return ids.length === 1 ? `/assets/css-${ids[0]}.css` : `${COMBINED_STYLES_PATH}${ids.join('.')}.css`;
}

/** The ids of the stylesheets an address holds (a build file or a combination of them), or undefined for any other address. */
export function stylesheetIds(address: string): string[] | undefined {
  const one = ONE.exec(address)?.[1];
  if (one) return [one];
  return COMBINED.exec(address)?.[1]?.split('.');
}
