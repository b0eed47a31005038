/**
 * Stale-build handling (spec section 4): the page knows the build it runs; the server names
 * its own on every page tree (header) and at /builds/latest.json, polled now and then. Once they
 * differ, the next navigation is a full page load, so the browser picks up the new bundle; a
 * guard allows one such reload per path every 10 s, so a mixed deployment cannot loop a page.
 */
export const BUILD_HEADER = 'X-Build';
export const LATEST_BUILD_PATH = '/builds/latest.json';
export const RELOAD_GUARD_MS = 10_000;
