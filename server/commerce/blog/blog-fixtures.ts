import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR } from '../content/content-seeder.ts';
import type { BlogLocale, BlogPost } from './posts.ts';

export const BLOG_FIXTURES_DIR = join(FIXTURES_DIR, 'blog');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface LocaleText {
  title: string;
  author: string;
  excerpt: string;
}

/** `fixtures/blog/<slug>/post.json`: what both languages share, plus each language's title, author and excerpt. */
interface PostFixture {
  category: string;
  tags: string[];
  image: string;
  publishedAt: string;
  en: LocaleText;
  de: LocaleText;
}

function problemsOf(slug: string, fixture: PostFixture): string[] {
  const problems: string[] = [];
  if (!SLUG.test(slug)) problems.push('the folder name must be a slug (lower case, digits and hyphens)');
  if (!SLUG.test(fixture.category ?? '')) problems.push('"category" must be a slug');
  if (!Array.isArray(fixture.tags) || !fixture.tags.every((tag) => SLUG.test(tag))) problems.push('"tags" must be a list of slugs');
  if (!fixture.image?.startsWith('/assets/images/blog/')) problems.push('"image" must start with /assets/images/blog/');
  if (Number.isNaN(Date.parse(fixture.publishedAt))) problems.push('"publishedAt" must be a date such as 2025-08-28T07:30:00Z');
  for (const locale of ['en', 'de'] as const) {
    for (const field of ['title', 'author', 'excerpt'] as const) {
      if (!fixture[locale]?.[field]?.trim()) problems.push(`"${locale}.${field}" is missing`);
    }
  }
  return problems;
}

/** Every post of `fixtures/blog/`, in both languages; a malformed post stops seeding with a message naming it. */
export function readBlogFixtures(dir = BLOG_FIXTURES_DIR): BlogPost[] {
  const slugs = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return slugs.flatMap((slug) => {
    const folder = join(dir, slug);
    const fixture = JSON.parse(readFileSync(join(folder, 'post.json'), 'utf8')) as PostFixture;
    const problems = problemsOf(slug, fixture);
    if (problems.length) throw new Error(`fixtures/blog/${slug}/post.json: ${problems.join('; ')}`);
    return (['en', 'de'] as const).map((locale: BlogLocale) => ({
      slug,
      locale,
      title: fixture[locale].title,
      author: fixture[locale].author,
      excerpt: fixture[locale].excerpt,
      bodyHtml: readFileSync(join(folder, `${locale}.html`), 'utf8'),
      category: fixture.category,
      tags: fixture.tags,
      image: fixture.image,
      publishedAt: new Date(fixture.publishedAt),
    }));
  });
}
