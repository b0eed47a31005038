import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lookupBlock } from '../../block-registry/index.ts';
import type { BlockNamespace } from '../../domain/i18n/messages/block-namespaces.ts';
import { firstLoad, readBudgets } from '../../bench/first-load.ts';
import { CLIENT_DIR, readClientAssets } from '../../server/render/assets.ts';
import type { PageTree } from '../../schemas/generated/index.ts';
import { type Visitor, visitorCookies } from '../helpers/page-visitors.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/** One page of each type, and who asks for it. */
const PAGES: { type: string; path: string; as?: Visitor }[] = [
  { type: 'home', path: '/' },
  { type: 'lister', path: '/bikes/' },
  { type: 'parent-bike', path: '/endurance-sl/' },
  { type: 'child-bike', path: '/endurance-sl-sport/' },
  { type: 'checkout', path: '/checkout/', as: 'shopper-with-basket' },
  { type: 'account', path: '/my-account/profile/', as: 'customer' },
  { type: 'studio', path: '/studio/pages/en/delivery/', as: 'staff' },
];

function blockTypes(node: PageTree['root'], into = new Set<string>()): Set<string> {
  into.add(node.type);
  for (const child of node.children ?? []) blockTypes(child, into);
  return into;
}

describe('first-load JavaScript of each page type stays within its budget of bytes (production build, gzip) and of files', () => {
  const budgets = readBudgets();
  let server: TestServer;
  let cookies: Record<Visitor, string>;
  beforeAll(async () => {
    // The run's client build (tests/helpers/global-client.ts) is the production one.
    server = await startTestServer();
    cookies = await visitorCookies(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  test('every page type measured has a budget, and every budget a page', () => {
    expect(Object.keys(budgets).sort()).toEqual(PAGES.map(({ type }) => type).sort());
  });

  test.each(PAGES)('$type ($path)', async ({ type, path, as }) => {
    const headers = as ? { cookie: cookies[as] } : undefined;
    const response = await fetch(server.url + path, { headers, redirect: 'manual' });
    expect(response.status, `${path} answers the page itself`).toBe(200);
    const html = await response.text();
    const load = firstLoad(html, CLIENT_DIR);
    console.log(
      `${type.padEnd(12)} ${path.padEnd(28)} ${String(load.gzip).padStart(7)} B gzip in ${load.files.length} files (budget ${budgets[type]?.gzip} B in ${budgets[type]?.files} files)`,
    );

    // Nothing the page runs first is found only by running another script first.
    expect(load.notPreloaded).toEqual([]);
    // The chunks of every block the page names are preloaded, so hydration never waits on a second round trip.
    const treeResponse = await fetch(server.url + path, { headers: { ...headers, accept: 'application/json' } });
    const tree = (await treeResponse.json()) as PageTree;
    const assets = readClientAssets(CLIENT_DIR);
    const files = new Set(load.files.map(({ file }) => file));
    for (const block of blockTypes(tree.root)) for (const file of assets.blocks?.[block] ?? []) expect(files, `${block}: ${file}`).toContain(file);
    for (const file of assets.messages?.[tree.locale] ?? []) expect(files, `messages: ${file}`).toContain(file);
    // The messages only some blocks use: those the page's blocks name, and no others.
    const named = new Set([...blockTypes(tree.root)].flatMap((block) => lookupBlock(block)?.messages ?? []));
    for (const [namespace, namespaceFiles] of Object.entries(assets.namespaces?.[tree.locale] ?? {}))
      for (const file of namespaceFiles) expect(files.has(file), `${namespace} messages: ${file}`).toBe(named.has(namespace as BlockNamespace));
    // One language's messages, not every language's.
    for (const [language, messageFiles] of Object.entries(assets.messages ?? {}))
      if (language !== tree.locale) for (const file of messageFiles) expect(files).not.toContain(file);

    expect(load.gzip, `${type}: first-load JavaScript in bytes of gzip`).toBeLessThanOrEqual(budgets[type]?.gzip ?? 0);
    // Each file is a request: on a slow connection many small ones hold back the first paint.
    expect(load.files.length, `${type}: number of script files loaded first`).toBeLessThanOrEqual(budgets[type]?.files ?? 0);
  });
});
