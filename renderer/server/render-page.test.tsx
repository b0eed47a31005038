import { describe, expect, test } from 'vitest';
import { loadMessages } from '../../domain/i18n/instances.ts';
import type { PageTree } from '../../schemas/generated/index.ts';
import { reportOnce } from '../render-context.tsx';
import { renderPageStreamed, renderPageToHtml } from './render-page.tsx';

const page = (children: PageTree['root']['children']): PageTree =>
  ({
    schemaVersion: 2,
    pageType: 'cms-page',
    layout: 'basic',
    locale: 'en',
    meta: { title: 'Render test' },
    root: { type: 'stack', id: 'root', props: {}, children },
  }) as PageTree;

const render = (tree: PageTree, errors: unknown[] = []) =>
  renderPageToHtml(tree, { url: '/render-test/', settings: { diagnostics: 'show', report: reportOnce }, onBlockError: (error) => void errors.push(error) });

describe('renderPageToHtml', () => {
  test('a page whose blocks all render is the same HTML as the streamed render', async () => {
    await loadMessages('en');
    const tree = page([
      { type: 'heading', id: 'title', props: { text: 'Delivery', level: 1 } },
      { type: 'rich-text', id: 'body', props: { html: '<p>Free on every bike.</p>' } },
    ]);
    const html = await render(tree);
    expect(html).toContain('Free on every bike.');
    expect(html).toBe(
      await renderPageStreamed(tree, { url: '/render-test/', settings: { diagnostics: 'show', report: reportOnce }, onBlockError: () => undefined }),
    );
  });

  test('a block that throws is reported with its error and stands as a note, the rest of the page rendered', async () => {
    const errors: unknown[] = [];
    const html = await render(
      page([
        { type: 'heading', id: 'title', props: { text: 'Still here', level: 1 } },
        { type: 'qa-fault', id: 'broken', props: { message: 'deliberate failure' } },
      ]),
      errors,
    );
    expect(html).toContain('Still here');
    expect(html).toContain('data-block-error="qa-fault"');
    expect(errors.map((error) => (error as Error).message)).toContain('deliberate failure');
  });
});
