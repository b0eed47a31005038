import { expect, test } from 'vitest';
import { loadedBlock } from '../block-registry/index.ts';
import { messagesLoaded } from '../domain/i18n/instances.ts';
import type { PageTree } from '../schemas/generated/index.ts';
import { loadPageCode } from './page-code.ts';

const page = (locale: 'en' | 'de', root: PageTree['root']): PageTree =>
  ({ schemaVersion: 2, pageType: 'cms-page', layout: 'basic', locale, meta: { title: 'Page code' }, root }) as PageTree;

// A module of its own: no block and no messages are loaded yet, as in a browser before its first page.
test("a page's blocks and messages load once; after that there is nothing to wait for, not even a promise", async () => {
  const quote = page('de', {
    type: 'stack',
    id: 'root',
    props: {},
    children: [{ type: 'cycle-to-work-quote', id: 'quote', props: {} }],
  });
  expect(loadedBlock('cycle-to-work-quote')).toBeUndefined();
  expect(messagesLoaded('de', ['cycletowork'])).toBe(false);
  const loading = loadPageCode(quote);
  expect(loading).toBeInstanceOf(Promise);
  await loading;
  expect(loadedBlock('cycle-to-work-quote')).toBeDefined();
  expect(messagesLoaded('de', ['cycletowork'])).toBe(true);
  expect(loadPageCode(quote)).toBeUndefined();
  // The same blocks in the other language still wait for that language's messages.
  expect(loadPageCode({ ...quote, locale: 'en' })).toBeInstanceOf(Promise);
  // A namespace of the language that is not in yet is waited for, though the language's own messages are.
  expect(messagesLoaded('de', ['account'])).toBe(false);
});
