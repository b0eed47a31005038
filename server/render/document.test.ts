import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { PageTree } from '../../schemas/generated/index.ts';
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

test('the one script the document runs is the boot script; the page scripts it lists are not preloaded by the document itself', () => {
  const assets = { ...options.assets, chunks: ['assets/chunk-app.js'], messages: { en: ['assets/chunk-en.js'], de: ['assets/chunk-de.js'] } };
  const document = renderDocument({ ...options, assets });
  const scripts = [...document.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts).toEqual(['/assets/boot.js']);
  // Nothing in the head competes with the stylesheet, the font and the first pictures.
  expect(document).not.toContain('modulepreload');
  const settings = JSON.parse(/<script type="application\/json" id="__app">([^<]*)<\/script>/.exec(document)?.[1] ?? '{}');
  expect(settings).toMatchObject({ build: 'assets/app.js', scripts: ['assets/app.js', 'assets/chunk-app.js', `assets/chunk-${tree.locale}.js`] });
});
