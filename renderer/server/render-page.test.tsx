import { describe, expect, test } from 'vitest';
import { loadMessages } from '../../domain/i18n/instances.ts';
import type { PageTree } from '../../schemas/generated/index.ts';
import { contentPage } from '../../tests/helpers/page-tree.ts';
import { reportOnce } from '../render-context.tsx';
import { renderPageStreamed, renderPageToHtml } from './render-page.tsx';

const page = (children: PageTree['root']['children']): PageTree => contentPage(children ?? [], { layout: 'basic', title: 'Render test' });

const rendered = (tree: PageTree, errors: unknown[] = []) =>
  renderPageToHtml(tree, { url: '/render-test/', settings: { diagnostics: 'show', report: reportOnce }, onBlockError: (error) => void errors.push(error) });

describe('renderPageToHtml', () => {
  test('a page whose blocks all render has no boundary around them, and is otherwise the streamed render', async () => {
    await loadMessages('en');
    const tree = page([
      { type: 'heading', id: 'title', props: { text: 'Delivery', level: 1 } },
      { type: 'rich-text', id: 'body', props: { html: '<p>Free on every bike.</p>' } },
    ]);
    const { html, blockBoundaries } = await rendered(tree);
    expect(html).toContain('Free on every bike.');
    expect(blockBoundaries).toBe(false);
    expect(html).not.toContain('<!--$');
    const streamed = await renderPageStreamed(tree, {
      url: '/render-test/',
      settings: { diagnostics: 'show', report: reportOnce },
      onBlockError: () => undefined,
    });
    // Three blocks (the stack and its two), each in a boundary of its own.
    expect(streamed.match(/<!--\$-->/g)).toHaveLength(3);
    expect(html).toBe(streamed.replace(/<!--\/?\$-->/g, ''));
  });

  test('it says whether the page formatted a number, which a page with a price does and a page of text does not', async () => {
    await loadMessages('en');
    const text = await rendered(page([{ type: 'heading', id: 'title', props: { text: 'Delivery', level: 1 } }]));
    expect(text.formatsNumbers).toBe(false);
    const product = {
      sku: 'NV-1029',
      name: 'Aries helmet',
      href: '/aries-helmet/',
      image: 'parts/helmets/black',
      price: 8900,
      specialPrice: null,
      currency: 'GBP',
      kind: 'product',
      inStock: true,
    };
    const priced = await rendered(
      page([{ type: 'product-grid', id: 'grid', props: { title: 'Complete your ride', listName: 'Up-sell', products: [product] } }]),
    );
    expect(priced.html).toContain('£89');
    expect(priced.formatsNumbers).toBe(true);
    // Asked again with the formats already made, the answer is the same.
    expect(
      (await rendered(page([{ type: 'product-grid', id: 'grid', props: { title: 'Again', listName: 'Up-sell', products: [product] } }]))).formatsNumbers,
    ).toBe(true);
  });

  test('a block that throws is reported with its error and stands as a note, the rest of the page rendered', async () => {
    const errors: unknown[] = [];
    const { html, blockBoundaries } = await rendered(
      page([
        { type: 'heading', id: 'title', props: { text: 'Still here', level: 1 } },
        { type: 'qa-fault', id: 'broken', props: { message: 'deliberate failure' } },
      ]),
      errors,
    );
    expect(html).toContain('Still here');
    expect(html).toContain('data-block-error="qa-fault"');
    // Rendered again with a boundary per block, the failed one written as its fallback: the browser hydrates the same shape and retries the block.
    expect(blockBoundaries).toBe(true);
    expect(html).toContain('<!--$!-->');
    expect(errors.map((error) => (error as Error).message)).toContain('deliberate failure');
  });
});
