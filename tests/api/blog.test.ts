import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BlogListProps, BlogPostProps, PageNode, PageTree } from '../../schemas/generated/index.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { NAMED_ASSETS, startTestServer, type TestServer } from '../helpers/test-server.ts';

/** The journal's HTML does not depend on a client build. */

function findNode(node: PageNode, type: string): PageNode | undefined {
  if (node.type === type) return node;
  for (const child of node.children ?? []) {
    const found = findNode(child, type);
    if (found) return found;
  }
  return undefined;
}

describe.each(DRIVERS)('the journal over HTTP (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, deps: NAMED_ASSETS });
  });
  afterAll(async () => server?.close());

  const get = (path: string, init: RequestInit = {}) => fetch(server.url + path, { redirect: 'manual', ...init });
  const tree = async (path: string) => {
    const res = await get(path, { headers: { Accept: 'application/json' } });
    return { status: res.status, tree: (await res.json()) as PageTree };
  };
  const listOf = (page: PageTree) => findNode(page.root, 'blog-list')?.props as unknown as BlogListProps;

  test('/blog/ lists the newest six posts with excerpts cut at 250 characters and two pages', async () => {
    const { status, tree: page } = await tree('/blog/');
    expect(status).toBe(200);
    expect(page.pageType).toBe('blog');
    expect(page.meta.title).toBe('Journal | Northvale Cycles');
    const list = listOf(page);
    expect(list.posts).toHaveLength(6);
    expect(list.pageCount).toBe(2);
    expect(list.posts[0]?.slug).toBe('the-frame-that-came-back');
    const dates = list.posts.map((post) => post.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of list.posts) expect(post.excerpt.replace(/…$/, '').length).toBeLessThanOrEqual(250);
    expect(list.posts.some((post) => post.excerpt.endsWith('…'))).toBe(true);
  });

  test('the journal is server-rendered with cards, read-more links and page links', async () => {
    const res = await get('/blog/');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<h1 class="heading heading--1">Journal</h1>');
    expect(html).toMatch(/<a class="blog-card__read-more"[^>]*href="\/blog\/the-frame-that-came-back\/"[^>]*>Read more<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/blog\/\?page=2"[^>]*>Next page<\/a>/);
  });

  test('page two holds the two oldest posts; a page past the end or not a number is not found', async () => {
    const list = listOf((await tree('/blog/?page=2')).tree);
    expect(list.posts.map((post) => post.slug)).toEqual(['what-happens-in-a-bike-fit', 'choosing-your-frame-size']);
    expect(list.page).toBe(2);
    expect((await get('/blog/?page=3')).status).toBe(404);
    expect((await get('/blog/?page=two')).status).toBe(404);
  });

  test('a post page shows the article with its meta line, tags, related posts and BlogPosting JSON-LD', async () => {
    const res = await get('/blog/tubeless-set-up-step-by-step/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1 class="blog-post__title">Tubeless set-up, step by step, without the mess</h1>');
    expect(html).toContain('By Workshop team');
    expect(html).toContain('2 October 2025');
    expect(html).toContain('<title>Tubeless set-up, step by step, without the mess | Northvale Cycles</title>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('BlogPosting');
    expect(data['headline']).toBe('Tubeless set-up, step by step, without the mess');
    expect(data['datePublished']).toBe('2025-10-02T12:00:00.000Z');
    expect(data['author']).toMatchObject({ '@type': 'Organization', name: 'Workshop team' });
    expect(data['image']).toEqual([`${server.config.siteUrls.uk}/assets/images/blog/tubeless-set-up-step-by-step.svg`]);
  });

  test('related posts are three others, the same category first', async () => {
    const { tree: page } = await tree('/blog/tubeless-set-up-step-by-step/');
    expect(page.pageType).toBe('blog-post');
    const post = findNode(page.root, 'blog-post')?.props as unknown as BlogPostProps;
    expect(post.tags).toEqual(['tubeless', 'wheels', 'gravel']);
    const related = post.related ?? [];
    expect(related).toHaveLength(3);
    expect(related.map((card) => card.slug)).not.toContain('tubeless-set-up-step-by-step');
    expect(related[0]).toMatchObject({ slug: 'e-bike-battery-care', category: 'maintenance' });
  });

  test('a post body is sanitised on the way out', async () => {
    await server.database.db.query(
      `insert into blog_posts (slug, locale, title, excerpt, body_html, category, tags, author, image, published_at)
       values ('sneaky', 'en', 'Sneaky', 'Sneaky post', $1, 'stories', '{}', 'Workshop team', '/assets/images/blog/sneaky.svg', '2024-01-01T00:00:00Z')`,
      ['<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(2)">link</a></p>'],
    );
    const post = findNode((await tree('/blog/sneaky/')).tree.root, 'blog-post')?.props as unknown as BlogPostProps;
    expect(post.html).toBe('<p>Hello <a>link</a></p>');
    await server.database.db.query("delete from blog_posts where slug = 'sneaky'");
  });

  test('a category page lists only that category', async () => {
    const { status, tree: page } = await tree('/blog/category/maintenance/');
    expect(status).toBe(200);
    expect(page.meta.title).toBe('Maintenance | Journal | Northvale Cycles');
    const list = listOf(page);
    expect(list.posts.map((post) => post.slug)).toEqual(['e-bike-battery-care', 'tubeless-set-up-step-by-step']);
    expect(list.basePath).toBe('/blog/category/maintenance/');
  });

  test('a tag page lists every post carrying the tag', async () => {
    const list = listOf((await tree('/blog/tag/gravel/')).tree);
    expect(list.posts.map((post) => post.slug)).toEqual(['tubeless-set-up-step-by-step', 'dark-peak-gravel-loop', 'choosing-your-frame-size']);
    for (const post of list.posts) expect(post.tags).toContain('gravel');
  });

  test('a category or tag without posts answers 200 with "No posts found"', async () => {
    for (const path of ['/blog/category/racing/', '/blog/tag/unicycle/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('No posts found');
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  test('an unknown post answers 404 "Page not found: {fullPath}"', async () => {
    const res = await get('/blog/no-such-post/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found: /blog/no-such-post/');
    const german = await get('/de/blog/no-such-post/');
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('Seite nicht gefunden: /de/blog/no-such-post/');
  });

  test('the German journal has German posts, words and /de/ links', async () => {
    const res = await get('/de/blog/category/maintenance/');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Pflege &amp; Wartung');
    expect(html).toContain('E-Bike-Akku richtig pflegen');
    expect(html).toMatch(/<a[^>]*href="\/de\/blog\/e-bike-battery-care\/"[^>]*>Weiterlesen<\/a>/);
    const post = await get('/de/blog/e-bike-battery-care/');
    expect(await post.text()).toContain('Von E-Bike-Spezialisten');
  });
});
