import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { PageTree } from '../../schemas/generated/index.ts';
import { EMPTY_SHELL } from '../../renderer/page-renderer.tsx';
import { renderDocument } from './document.ts';

const tree = JSON.parse(readFileSync('fixtures/pages/account-order.json', 'utf8')) as PageTree;
const options = {
  tree,
  appHtml: '<main></main>',
  assets: { js: 'assets/app.js', boot: 'assets/boot.js', css: 'assets/app.css' },
  origin: 'https://shop.example',
  diagnostics: 'omit' as const,
};

test('the inlined tree is the JSON the answer already wrote, made safe for a script element', () => {
  const document = renderDocument({ ...options, treeJson: JSON.stringify(tree) });
  expect(document).toBe(renderDocument(options));
  const inlined = /<script type="application\/json" id="__page">([\s\S]*?)<\/script>/.exec(document)?.[1] ?? '';
  expect(JSON.parse(inlined)).toEqual(tree);
  // What is handed in is what goes out: the tree is not serialised a second time.
  const marked = JSON.stringify({ ...tree, written: 'once' });
  expect(renderDocument({ ...options, treeJson: marked })).toContain('"written":"once"');
});

test('the one script the document runs is the boot script: the head preloads only its chunk, and #__app lists the rest', () => {
  const assets = {
    ...options.assets,
    bootChunks: ['assets/chunk-consent.js'],
    libraries: 'assets/libraries.js',
    chunks: ['assets/chunk-app.js'],
    messages: { en: ['assets/chunk-en.js'], de: ['assets/chunk-de.js'] },
  };
  const document = renderDocument({ ...options, assets });
  const scripts = [...document.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts).toEqual(['/assets/boot.js']);
  // Nothing else in the head competes with the stylesheet, the font and the first pictures.
  const preloads = [...document.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
  expect(preloads).toEqual(['/assets/chunk-consent.js']);
  const settings = JSON.parse(/<script type="application\/json" id="__app">([^<]*)<\/script>/.exec(document)?.[1] ?? '{}');
  // The libraries' entry, which the boot script evaluates a task before the entry, is preloaded with the rest.
  expect(settings).toMatchObject({
    build: 'assets/app.js',
    libraries: 'assets/libraries.js',
    scripts: ['assets/libraries.js', 'assets/app.js', 'assets/chunk-app.js', `assets/chunk-${tree.locale}.js`],
  });
});

test('#__app carries the consent settings only for a page with the consent step', () => {
  const consent = { publicIpUrl: '/sandbox/public-ip?format=json' };
  const appSettings = (page: PageTree) =>
    JSON.parse(/<script type="application\/json" id="__app">([^<]*)<\/script>/.exec(renderDocument({ ...options, tree: page }))?.[1] ?? '{}');
  const withConsent = { ...tree, shell: { ...(tree.shell ?? EMPTY_SHELL), consent } } as PageTree;
  expect(appSettings({ ...withConsent, layout: 'default' }).consent).toEqual(consent);
  expect(appSettings({ ...withConsent, layout: 'basic' }).consent).toBeUndefined();
  expect(appSettings({ ...tree, layout: 'default' }).consent).toBeUndefined();
});

test('#__app names the number warm-up worker, with the Intl locale of the page, only for a page whose render formatted numbers', () => {
  const assets = { ...options.assets, numberWarmUp: 'assets/numbers.js' };
  const appSettings = (extra: { formatsNumbers?: boolean; tree?: PageTree }) =>
    JSON.parse(/<script type="application\/json" id="__app">([^<]*)<\/script>/.exec(renderDocument({ ...options, assets, ...extra }))?.[1] ?? '{}');
  expect(appSettings({ formatsNumbers: true, tree: { ...tree, locale: 'en' } }).numbers).toEqual({ worker: 'assets/numbers.js', locale: 'en-GB' });
  expect(appSettings({ formatsNumbers: true, tree: { ...tree, locale: 'de' } }).numbers).toEqual({ worker: 'assets/numbers.js', locale: 'de-DE' });
  expect(appSettings({ formatsNumbers: false }).numbers).toBeUndefined();
  expect(appSettings({}).numbers).toBeUndefined();
});

test('#__app says the blocks have boundaries of their own only when the render put them there, so hydration takes the same shape', () => {
  const appSettings = (extra: { blockBoundaries?: boolean }) =>
    JSON.parse(/<script type="application\/json" id="__app">([^<]*)<\/script>/.exec(renderDocument({ ...options, ...extra }))?.[1] ?? '{}');
  expect(appSettings({ blockBoundaries: true }).blockBoundaries).toBe(true);
  expect(appSettings({ blockBoundaries: false })).not.toHaveProperty('blockBoundaries');
  expect(appSettings({})).not.toHaveProperty('blockBoundaries');
});
