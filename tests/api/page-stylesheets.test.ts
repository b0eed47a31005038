import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stylesheetIds } from '../../domain/stylesheets.ts';
import { CLIENT_DIR, readClientAssets } from '../../server/render/assets.ts';
import { type Visitor, visitorCookies } from '../helpers/page-visitors.ts';
import { signInStaff } from '../helpers/studio.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/** Pages of every kind, shop and staff, and who asks for them. */
const PAGES: { path: string; as?: Visitor | 'admin'; status?: number }[] = [
  { path: '/' },
  { path: '/bikes/' },
  { path: '/endurance-sl/' },
  { path: '/endurance-sl-sport/' },
  { path: '/accessories/' },
  { path: '/delivery/' },
  { path: '/blog/' },
  { path: '/blog/the-frame-that-came-back/' },
  { path: '/search/?q=gravel' },
  { path: '/de/' },
  { path: '/finance/' },
  { path: '/cycle-schemes/' },
  { path: '/no-such-page/', status: 404 },
  { path: '/auth/login/' },
  { path: '/auth/register/' },
  { path: '/checkout/', as: 'shopper-with-basket' },
  { path: '/my-account/profile/', as: 'customer' },
  { path: '/my-account/orders/', as: 'customer' },
  { path: '/studio/login/' },
  { path: '/studio/pages/en/delivery/', as: 'staff' },
  { path: '/studio/orders/', as: 'admin' },
  { path: '/studio/catalogue/', as: 'admin' },
  { path: '/studio/catalogue/import/', as: 'admin' },
  { path: '/studio/customers/', as: 'admin' },
];

/** Each style rule's selectors (comma-separated ones apart) in a stylesheet, inside @media, @layer and @supports too. */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  let prelude = '';
  let skip = 0;
  for (const char of css) {
    if (skip > 0) {
      if (char === '{') skip += 1;
      else if (char === '}') skip -= 1;
      continue;
    }
    if (char === '{') {
      const text = prelude.trim();
      prelude = '';
      // An at-rule's block holds rules; a style rule's block holds declarations, skipped.
      if (text.startsWith('@')) continue;
      selectors.push(...splitTopLevel(text));
      skip = 1;
    } else if (char === '}' || char === ';') prelude = '';
    else prelude += char;
  }
  return selectors;
}

function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(part);
      part = '';
    } else part += char;
  }
  return [...parts, part].map((selector) => selector.trim()).filter(Boolean);
}

const classesOf = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string);

describe("each page links one stylesheet: the core and its blocks' rules, and no rule its markup needs is left out", () => {
  let server: TestServer;
  let cookies: Record<Visitor | 'admin', string>;
  const assets = () => readClientAssets(CLIENT_DIR);
  const stylesheet = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8');
  beforeAll(async () => {
    server = await startTestServer();
    cookies = { ...(await visitorCookies(server.url)), admin: (await signInStaff(server.url, 'admin@northvale.test')).auth['Cookie'] ?? '' };
  });
  afterAll(async () => {
    await server?.close();
  });

  test('the build writes the core and one stylesheet per block stylesheet, and says which blocks need each', () => {
    const { css, blockStylesheets = [], blockStyles = {} } = assets();
    expect(stylesheetIds(css)).toHaveLength(1);
    expect(blockStylesheets.length).toBeGreaterThan(20);
    for (const file of blockStylesheets) expect(stylesheetIds(file), file).toHaveLength(1);
    // Every block stylesheet is needed by some block; the hero's own rules are not in the core.
    const needed = new Set(Object.values(blockStyles).flat());
    expect([...needed].sort((a, b) => a - b)).toEqual(blockStylesheets.map((_, index) => index));
    expect(stylesheet(css)).not.toContain('.hero__image');
    expect(blockStyles['hero']?.map((index) => stylesheet(blockStylesheets[index] as string)).join('')).toContain('.hero__image');
  });

  test.each(PAGES)('$path', async ({ path, as, status = 200 }) => {
    const response = await fetch(server.url + path, { headers: as ? { cookie: cookies[as] } : {}, redirect: 'manual' });
    expect(response.status, `${path} answers the page itself`).toBe(status);
    const html = await response.text();
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1] as string);
    expect(links, 'one stylesheet, so the first paint waits for one request').toHaveLength(1);
    const address = links[0] as string;
    const sent = await fetch(server.url + address);
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-type')).toMatch(/^text\/css/);
    expect(sent.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await sent.text();

    const { css: core, blockStylesheets = [] } = assets();
    const linked = new Set(stylesheetIds(address));
    expect(linked.has(stylesheetIds(core)?.[0] as string), 'the core comes with every page').toBe(true);
    expect(css.startsWith(stylesheet(core)), 'the core first, so the layer order is declared before any block rule').toBe(true);

    // A rule of a stylesheet the page does not link, every class of which the page's markup uses, is a rule it lacks.
    const markup = new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => (match[1] as string).split(/\s+/)));
    const lacking = blockStylesheets
      .filter((file) => !linked.has(stylesheetIds(file)?.[0] as string))
      .flatMap((file) =>
        selectorsOf(stylesheet(file))
          .filter((selector) => {
            const classes = classesOf(selector);
            return classes.length > 0 && classes.every((name) => markup.has(name));
          })
          .map((selector) => `${file}: ${selector}`),
      );
    expect(lacking).toEqual([]);
  });

  test("the home page's stylesheet is well under the whole of the build's", async () => {
    const { css: core, blockStylesheets = [] } = assets();
    const whole = [core, ...blockStylesheets].reduce((sum, file) => sum + stylesheet(file).length, 0);
    const html = await (await fetch(`${server.url}/`)).text();
    const address = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1] as string;
    const css = await (await fetch(server.url + address)).text();
    console.log(`home: ${css.length} of ${whole} bytes of stylesheet`);
    expect(css.length).toBeLessThan(whole * 0.6);
  });

  test('a page asked for as JSON (a client navigation) names its stylesheet in a Link header; the stylesheet goes out compressed, and 304 to its ETag', async () => {
    const html = await (await fetch(`${server.url}/endurance-sl/`)).text();
    const address = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1] as string;
    const json = await fetch(`${server.url}/endurance-sl/`, { headers: { accept: 'application/json' } });
    expect(json.headers.get('link')).toBe(`<${address}>; rel="stylesheet"`);
    const compressed = await fetch(server.url + address, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/);
    const etag = compressed.headers.get('etag') as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await fetch(server.url + address, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    // A client that takes no compression gets the same rules as they are.
    const plain = await fetch(server.url + address, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(await (await fetch(server.url + address)).text());
  });

  test('an address naming no stylesheet of the build, or one twice, is a 404', async () => {
    const { css } = assets();
    const id = stylesheetIds(css)?.[0] as string;
    for (const address of ['/assets/css/AAAAAAAA.css', `/assets/css/${id}.AAAAAAAA.css`, `/assets/css/${id}.${id}.css`, '/assets/css/..css']) {
      expect((await fetch(server.url + address)).status, address).toBe(404);
    }
  });
});
