import { startTransition, useLayoutEffect, useState } from 'react';
import { type Location, NavigationType, type Navigator, Router, type To } from 'react-router';
import type { PageTree } from '../../schemas/generated/index.ts';
import { useNavigationStore } from '../kit/stores/navigation-store.ts';
import { PageRoute } from '../page-route.tsx';
import { loadPage } from './load-page.ts';

/**
 * The browser's router: React Router's `<Router>` with a location and a navigator of the store's
 * own. Every URL is one page tree, so there is nothing to match: a navigation fetches the next
 * tree (load-page.ts), and the address and the page change together once it is in, as a data
 * router's loader would have them. Links, `useNavigate`, `useLocation` and `useSearchParams`
 * work as React Router's, without its data router in every page's first load
 * (docs/decisions/027).
 */

/** Where the window goes once a page is shown: the top, where the shopper left it, the element the fragment names, or nowhere. */
type Scroll = 'top' | 'restore' | 'fragment' | 'stay';

interface Shown {
  location: Location;
  action: NavigationType;
  tree: PageTree;
  scroll: Scroll;
}

/** What a history entry holds, as React Router's browser history writes it: the navigation's state and the entry's key. */
interface EntryState {
  usr: unknown;
  key: string;
}

interface GoOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/** Scroll positions by history entry, kept over a reload of the page (as React Router's `ScrollRestoration` keeps them). */
const POSITIONS_KEY = 'page-scroll-positions';
const MAX_POSITIONS = 100;

let shown: Shown | undefined;
let show: ((next: Shown) => void) | undefined;
let pending: AbortController | undefined;
const positions = new Map<string, number>();
/** Whether the positions kept over a reload have been read into `positions` (savedPositions). */
let positionsRead = false;

function hrefOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

function locationOf(url: URL, state: unknown, key: string): Location {
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

function entryLocation(): Location {
  const entry = window.history.state as Partial<EntryState> | null;
  return locationOf(new URL(window.location.href), entry?.usr ?? null, entry?.key ?? 'default');
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function current(): Shown {
  if (!shown) throw new Error('The page router has not started: call startPageRouter first');
  return shown;
}

/**
 * The scroll positions, with those kept over a reload read in on first use: an entry the page
 * started on with no key of its own (a link followed, an address typed) has none kept, and the
 * tab's storage is a call into the browser that can take milliseconds.
 */
function savedPositions(): Map<string, number> {
  if (positionsRead) return positions;
  positionsRead = true;
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
    // This page's own positions are newer than the saved ones and stay last, as the latest.
    const own = [...positions];
    positions.clear();
    for (const [key, y] of [...Object.entries(saved), ...own]) keepPosition(key, y);
  } catch {
    // No storage (a private window): positions are kept for this page's life only.
  }
  return positions;
}

/** Keeps a position as the latest, letting the oldest go beyond MAX_POSITIONS. */
function keepPosition(key: string, y: number) {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value as string);
}

function rememberScroll(key: string) {
  keepPosition(key, window.scrollY);
}

/** The same page at another fragment (or the same address again): nothing to load. */
function samePage(url: URL, location: Location): boolean {
  return url.pathname === location.pathname && url.search === location.search;
}

/** Fetches the tree for an address; undefined when another navigation took its place. */
async function load(url: URL, options: GoOptions): Promise<PageTree | undefined> {
  pending?.abort();
  const controller = new AbortController();
  pending = controller;
  useNavigationStore.setState({ loading: true });
  try {
    const loaded = await loadPage(url, controller.signal);
    if (controller.signal.aborted) return undefined;
    if ('redirect' in loaded) {
      // The address asked for is never shown: the redirect's takes its place in the history.
      void go(loaded.redirect, options);
      return undefined;
    }
    // The server out of reach: the error page stands over the page shown so far, at the new address.
    return 'tree' in loaded ? loaded.tree : current().tree;
  } catch (error) {
    if (controller.signal.aborted) return undefined;
    throw error;
  } finally {
    if (pending === controller) {
      pending = undefined;
      useNavigationStore.setState({ loading: false });
    }
  }
}

/** A navigation inside the app: the next page's tree is fetched, then its address and page are shown together. */
async function go(to: string, options: GoOptions = {}): Promise<void> {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const from = current();
  const same = samePage(url, from.location) && (url.hash !== '' || url.hash === from.location.hash);
  const tree = same ? from.tree : await load(url, options);
  if (!tree) return;
  rememberScroll(current().location.key);
  const replace = options.replace || (same && url.hash === current().location.hash);
  const location = locationOf(url, options.state ?? null, newKey());
  const entry: EntryState = { usr: location.state, key: location.key };
  if (replace) window.history.replaceState(entry, '', url.href);
  else window.history.pushState(entry, '', url.href);
  const scroll: Scroll = url.hash !== '' ? 'fragment' : options.preventScrollReset ? 'stay' : 'top';
  show?.({ location, action: replace ? NavigationType.Replace : NavigationType.Push, tree, scroll });
}

/**
 * Back or forward: the address has changed already; its page is loaded, and shown where it was
 * left. An entry the browser made itself (a plain `#fragment` link) is named here, and the browser
 * has already scrolled to its element.
 */
async function wentTo(): Promise<void> {
  const from = current();
  rememberScroll(from.location.key);
  const madeByBrowser = !(window.history.state as Partial<EntryState> | null)?.key;
  if (madeByBrowser) window.history.replaceState({ usr: null, key: newKey() } satisfies EntryState, '');
  const location = entryLocation();
  const url = new URL(window.location.href);
  const tree = samePage(url, from.location) ? from.tree : await load(url, { replace: true });
  if (!tree) return;
  show?.({ location, action: NavigationType.Pop, tree, scroll: madeByBrowser ? 'stay' : 'restore' });
}

/** Loads the shown page's tree again, at the same address (after a change made through the API). */
async function refresh(): Promise<void> {
  const before = current();
  const url = new URL(window.location.href);
  const loaded = await loadPage(url, new AbortController().signal);
  if (current() !== before) return;
  if ('redirect' in loaded) return go(loaded.redirect, { replace: true });
  show?.({ ...before, tree: 'tree' in loaded ? loaded.tree : before.tree, scroll: 'stay' });
}

function scrollToFragment(hash: string) {
  const id = decodeURIComponent(hash.slice(1));
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
  target?.scrollIntoView();
}

function applyScroll({ location, scroll }: Shown) {
  if (scroll === 'top') window.scrollTo(0, 0);
  else if (scroll === 'fragment') scrollToFragment(location.hash);
  else if (scroll === 'restore') {
    const y = savedPositions().get(location.key);
    if (y !== undefined) window.scrollTo(0, y);
    else if (location.hash) scrollToFragment(location.hash);
    else window.scrollTo(0, 0);
  }
}

/** What `Link`, `useNavigate` and `useSearchParams` call. */
const navigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to, state, options) => void go(hrefOf(to), { state, preventScrollReset: options?.preventScrollReset }),
  replace: (to, state, options) => void go(hrefOf(to), { state, replace: true, preventScrollReset: options?.preventScrollReset }),
};

/** Sets the router up for the page the server rendered, before it is hydrated. */
export function startPageRouter(tree: PageTree): void {
  // Every entry the router shows has a key of its own, the first one too: its scroll position is kept by it.
  const keyed = Boolean((window.history.state as Partial<EntryState> | null)?.key);
  if (!keyed) window.history.replaceState({ usr: null, key: newKey() } satisfies EntryState, '');
  const location = entryLocation();
  shown = { location, action: NavigationType.Pop, tree, scroll: 'stay' };
  // A reload, or back or forward to a page loaded in full: the entry had its key, and may have a position kept.
  if (keyed && savedPositions().has(location.key)) shown.scroll = 'restore';
  window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => void wentTo());
  window.addEventListener('pagehide', () => {
    rememberScroll(current().location.key);
    try {
      window.sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(Object.fromEntries(savedPositions())));
    } catch {
      // Storage full or refused: a reload starts at the top.
    }
  });
  useNavigationStore.setState({ refresh });
}

/** The app inside the router; a navigation renders as a transition, so the page shown stays responsive while the next one renders. */
export function PageRouter() {
  const [page, setPage] = useState(current);
  useLayoutEffect(() => {
    show = (next) => {
      shown = next;
      startTransition(() => setPage(next));
    };
    return () => {
      show = undefined;
    };
  }, []);
  useLayoutEffect(() => applyScroll(page), [page]);
  return (
    <Router location={page.location} navigationType={page.action} navigator={navigator}>
      <PageRoute tree={page.tree} />
    </Router>
  );
}
