import { loadBlock } from '../../block-registry/index.ts';
import { loadPageCode } from '../page-code.ts';
import type { PageTree } from '../../schemas/generated/index.ts';
import { useAppErrorStore } from '../kit/stores/app-error-store.ts';
import { BUILD_HEADER } from '../../domain/build-check.ts';
import { isStaleBuild, mayReload, noteServerBuild } from './build-check.ts';
import { loadPageStyles } from './page-styles.ts';

export const UNKNOWN_ERROR = 'An unknown error occurred - main app';

/** The answer of a page URL requested with `Accept: application/json`. */
export type PageResponse = PageTree | { redirect: { location: string; external: boolean } };

/**
 * What a client navigation shows: the page's tree, another address of the store to go to
 * instead, or, when the server cannot be reached, the error page over the page shown so far.
 */
export type LoadedPage = { tree: PageTree } | { redirect: string } | { unreachable: true };

/** Never settles: the browser is leaving the app. */
function fullNavigation(href: string): Promise<never> {
  window.location.assign(href);
  return new Promise<never>(() => undefined);
}

/**
 * Client navigation: fetches the next page tree as JSON from the same URL, with the code and
 * stylesheet it needs. A page the app cannot show (another build, an address outside the store,
 * a chunk that will not load) is loaded in full instead, and the promise never settles.
 */
export async function loadPage(url: URL, signal: AbortSignal): Promise<LoadedPage> {
  let response: Response;
  try {
    response = await fetch(url.pathname + url.search, { headers: { Accept: 'application/json' }, signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal.aborted) throw error;
    showUnreachable();
    return { unreachable: true };
  }
  if (!response.headers.get('content-type')?.includes('application/json')) return fullNavigation(url.href);
  // A new build is out: load this page in full to run it (once per path in 10 s).
  noteServerBuild(response.headers.get(BUILD_HEADER));
  if (isStaleBuild() && mayReload(url.pathname + url.search)) return fullNavigation(url.href);
  const body = (await response.json()) as PageResponse;
  if ('redirect' in body) {
    if (body.redirect.external) return fullNavigation(body.redirect.location);
    return { redirect: body.redirect.location };
  }
  try {
    await Promise.all([loadPageCode(body), loadPageStyles(response.headers.get('link'))]);
  } catch (error) {
    if (signal.aborted) throw error;
    // A chunk or stylesheet that will not load (a dropped connection): the server renders the page instead.
    return fullNavigation(url.href);
  }
  useAppErrorStore.getState().clearError();
  return { tree: body };
}

function showUnreachable(): void {
  // The error page replaces the page's content; its block may not have been loaded yet.
  void loadBlock('error-page').catch(() => undefined);
  useAppErrorStore.getState().setError({ statusCode: 500, message: UNKNOWN_ERROR });
}
