import { toCard } from '../commerce/blog/cards.ts';
import { listPosts, type PostFilter } from '../commerce/blog/posts.ts';
import { blogText } from './blog-text.ts';
import type { ComposedPage, PageRequest } from './types.ts';
import { node } from './node.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

/** Posts per journal page: two rows of three on a wide screen. */
export const BLOG_PAGE_SIZE = 6;

type JournalView = { kind: 'all' } | { kind: 'category'; slug: string } | { kind: 'tag'; slug: string };

/** `?page=` as a page number: absent is 1, anything but a plain positive number is no page at all. */
export function pageNumber(raw: string | null): number | undefined {
  if (raw === null) return 1;
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : undefined;
}

function basePathOf(view: JournalView): string {
  if (view.kind === 'category') return `/blog/category/${view.slug}/`;
  if (view.kind === 'tag') return `/blog/tag/${view.slug}/`;
  return '/blog/';
}

/** A page of the journal. A category or tag without posts is still a page ('No posts found'); a page past the end is not. */
async function composeJournal(req: PageRequest, view: JournalView): Promise<ComposedPage | undefined> {
  const page = pageNumber(req.query.get('page'));
  if (page === undefined) return undefined;
  const locale = req.site.locale;
  const filter: PostFilter = view.kind === 'category' ? { category: view.slug } : view.kind === 'tag' ? { tag: view.slug } : {};
  const { posts, total } = await listPosts(req.db, locale, filter, { limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE });
  const pageCount = Math.ceil(total / BLOG_PAGE_SIZE);
  if (page > Math.max(pageCount, 1)) return undefined;

  const text = blogText(locale);
  const heading =
    view.kind === 'category'
      ? { text: text.category(view.slug), eyebrow: text.t('categoryEyebrow') }
      : view.kind === 'tag'
        ? { text: text.tag(view.slug), eyebrow: text.t('tagEyebrow') }
        : { text: text.t('journal'), eyebrow: text.t('journalEyebrow') };
  const description =
    view.kind === 'category'
      ? text.t('categoryDescription', { category: heading.text })
      : view.kind === 'tag'
        ? text.t('tagDescription', { tag: heading.text })
        : text.t('journalDescription');
  const title = view.kind === 'all' ? heading.text : `${heading.text} | ${text.t('journal')}`;

  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'blog',
    layout: 'default',
    locale,
    meta: {
      title: page > 1 ? text.t('pageTitle', { title, page }) : title,
      description,
      ...(total === 0 ? { robots: 'noindex' } : {}),
    },
    root: node('stack', 'journal', { width: 'wide' }, [
      node('heading', 'journal-title', { text: heading.text, level: 1, eyebrow: heading.eyebrow }),
      node('blog-list', 'journal-posts', { posts: posts.map(toCard), page, pageCount, basePath: basePathOf(view) }),
    ]),
  };
}

export const composeBlogList = (req: PageRequest) => composeJournal(req, { kind: 'all' });

export const composeBlogCategory = (req: PageRequest, params: Record<string, string>) =>
  composeJournal(req, { kind: 'category', slug: params['category'] ?? '' });

export const composeBlogTag = (req: PageRequest, params: Record<string, string>) => composeJournal(req, { kind: 'tag', slug: params['tag'] ?? '' });
