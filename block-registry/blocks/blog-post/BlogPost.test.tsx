import { describe, expect, test } from 'vitest';
import { EMPTY_SHELL } from '../../../renderer/page-renderer.tsx';
import { renderPageToHtml } from '../../../renderer/server/render-page.tsx';
import type { BlogPostProps, PageNode } from '../../../schemas/generated/index.ts';
import { PAGE_SCHEMA_VERSION } from '../../../schemas/page-version.ts';

const POST: BlogPostProps = {
  slug: 'the-frame-that-came-back',
  title: 'The frame that came back',
  publishedAt: '2025-11-20T11:30:00.000Z',
  author: 'Workshop team',
  category: 'stories',
  tags: ['steel', 'restoration'],
  image: '/assets/images/blog/the-frame-that-came-back.svg',
  readingMinutes: 4,
  html: '<h2>What arrived</h2><p>A hand-built frame in faded racing green.</p>',
  related: [
    {
      slug: 'tubeless-set-up-step-by-step',
      title: 'Tubeless set-up, step by step',
      publishedAt: '2025-10-02T12:00:00.000Z',
      category: 'maintenance',
      tags: [],
      excerpt: 'Tubeless tyres seal most small punctures.',
      image: '/assets/images/blog/tubeless-set-up-step-by-step.svg',
    },
  ],
};

/** An `<a>` with this href and text, whatever other attributes the router adds. */
function link(href: string, text: string): RegExp {
  const quote = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`<a[^>]*href="${quote(href)}"[^>]*>${quote(text)}</a>`);
}

async function render(props: BlogPostProps, locale: 'en' | 'de' = 'en'): Promise<string> {
  const root: PageNode = { type: 'blog-post', id: 'post', props: props as unknown as Record<string, unknown> };
  const { html } = await renderPageToHtml(
    { schemaVersion: PAGE_SCHEMA_VERSION, pageType: 'blog-post', layout: 'basic', locale, meta: { title: props.title }, shell: EMPTY_SHELL, root },
    { url: '/blog/x/', settings: { diagnostics: 'show', report: () => undefined }, onBlockError: (error) => expect.unreachable(String(error)) },
  );
  return html;
}

describe('blog-post block', () => {
  test('the article has its title, meta line, illustration and body', async () => {
    const html = await render(POST);
    expect(html).toContain('<h1 class="blog-post__title">The frame that came back</h1>');
    expect(html).toContain('<span>By Workshop team</span>');
    expect(html).toContain('20 November 2025');
    expect(html).toContain('4 min read');
    expect(html).toContain('src="/assets/images/blog/the-frame-that-came-back.svg"');
    expect(html).toContain('<h2>What arrived</h2><p>A hand-built frame in faded racing green.</p>');
  });

  test('tags, the category and the way back lead to journal pages', async () => {
    const html = await render(POST);
    expect(html).toMatch(link('/blog/tag/restoration/', 'Restoration'));
    expect(html).toMatch(link('/blog/category/stories/', 'Stories'));
    expect(html).toMatch(link('/blog/', 'Back to the journal'));
  });

  test('related posts follow under their own heading as cards', async () => {
    const html = await render(POST);
    expect(html).toContain('More from the journal');
    expect(html).toMatch(/<h3 class="blog-card__title"><a[^>]*href="\/blog\/tubeless-set-up-step-by-step\/"[^>]*>Tubeless set-up, step by step<\/a><\/h3>/);
    expect(await render({ ...POST, related: [] })).not.toContain('More from the journal');
  });

  test('in German the words and links are German', async () => {
    const html = await render(POST, 'de');
    expect(html).toContain('<span>Von Workshop team</span>');
    expect(html).toMatch(link('/de/blog/', 'Zurück zum Journal'));
    expect(html).toContain('20. November 2025');
  });
});
