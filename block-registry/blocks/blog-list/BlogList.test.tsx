import { describe, expect, test } from 'vitest';
import { EMPTY_SHELL } from '../../../renderer/page-renderer.tsx';
import { renderPageToHtml } from '../../../renderer/server/render-page.tsx';
import type { BlogListProps, BlogPostCard, PageNode } from '../../../schemas/generated/index.ts';
import { PAGE_SCHEMA_VERSION } from '../../../schemas/page-version.ts';

const CARD: BlogPostCard = {
  slug: 'tubeless-set-up-step-by-step',
  title: 'Tubeless set-up, step by step',
  publishedAt: '2025-10-02T12:00:00.000Z',
  category: 'maintenance',
  tags: ['tubeless', 'wheels'],
  excerpt: 'Tubeless tyres seal most small punctures as you ride…',
  image: '/assets/images/blog/tubeless-set-up-step-by-step.svg',
  author: 'Workshop team',
};

/** An `<a>` with this href and text, whatever other attributes the router adds. */
function link(href: string, text: string): RegExp {
  const quote = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`<a[^>]*href="${quote(href)}"[^>]*>${quote(text)}</a>`);
}

async function render(props: BlogListProps, locale: 'en' | 'de' = 'en'): Promise<string> {
  const root: PageNode = { type: 'blog-list', id: 'posts', props: props as unknown as Record<string, unknown> };
  const errors: unknown[] = [];
  const { html } = await renderPageToHtml(
    { schemaVersion: PAGE_SCHEMA_VERSION, pageType: 'blog', layout: 'basic', locale, meta: { title: 'Journal' }, shell: EMPTY_SHELL, root },
    { url: '/blog/', settings: { diagnostics: 'show', report: () => undefined }, onBlockError: (error) => errors.push(error) },
  );
  expect(errors).toEqual([]);
  return html;
}

describe('blog-list block', () => {
  test('a card links its title and read-more to the post, its category and tags to their pages', async () => {
    const html = await render({ posts: [CARD], page: 1, pageCount: 1, basePath: '/blog/' });
    expect(html).toMatch(link('/blog/tubeless-set-up-step-by-step/', 'Tubeless set-up, step by step'));
    expect(html).toMatch(link('/blog/tubeless-set-up-step-by-step/', 'Read more'));
    expect(html).toContain('aria-label="Read more: Tubeless set-up, step by step"');
    expect(html).toMatch(link('/blog/category/maintenance/', 'Maintenance'));
    expect(html).toMatch(link('/blog/tag/wheels/', 'Wheels'));
    expect(html).toContain('<time dateTime="2025-10-02T12:00:00.000Z">2 October 2025</time>');
    expect(html).toContain('Tubeless tyres seal most small punctures as you ride…');
  });

  test('German cards use German words, dates and /de/ links', async () => {
    const html = await render({ posts: [CARD], page: 1, pageCount: 1, basePath: '/blog/' }, 'de');
    expect(html).toMatch(link('/de/blog/tubeless-set-up-step-by-step/', 'Weiterlesen'));
    expect(html).toMatch(link('/de/blog/category/maintenance/', 'Pflege &amp; Wartung'));
    expect(html).toContain('2. Oktober 2025');
  });

  test('an empty list says "No posts found" and offers all posts', async () => {
    const html = await render({ posts: [], page: 1, pageCount: 0, basePath: '/blog/tag/unicycle/' });
    expect(html).toContain('No posts found');
    expect(html).toMatch(link('/blog/', 'All posts'));
    expect(html).not.toContain('class="pagination"');
  });

  test('page links lead to the bare first page, the page before and after, and mark the current page', async () => {
    const html = await render({ posts: [CARD], page: 2, pageCount: 3, basePath: '/blog/category/maintenance/' });
    expect(html).toContain('<nav class="pagination" aria-label="Journal pages">');
    expect(html).toMatch(link('/blog/category/maintenance/', 'Previous page'));
    expect(html).toMatch(link('/blog/category/maintenance/?page=3', 'Next page'));
    expect(html).toMatch(link('/blog/category/maintenance/', '1'));
    expect(html).toMatch(/<span class="pagination__page pagination__page--current" aria-current="page">.*?<span aria-hidden="true">2<\/span><\/span>/);
    expect(html).not.toMatch(link('/blog/category/maintenance/?page=2', '2'));
  });

  test('a single page has no page links', async () => {
    expect(await render({ posts: [CARD], page: 1, pageCount: 1, basePath: '/blog/' })).not.toContain('class="pagination"');
  });
});
