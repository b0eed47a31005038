import type { Queryable } from '../../db/database.ts';

export type BlogLocale = 'en' | 'de';

/** One post in one language, as stored in `blog_posts`. */
export interface BlogPost {
  slug: string;
  locale: BlogLocale;
  title: string;
  excerpt: string;
  bodyHtml: string;
  category: string;
  tags: string[];
  author: string;
  image: string;
  publishedAt: Date;
}

export interface PostFilter {
  category?: string | undefined;
  tag?: string | undefined;
}

interface PostRow {
  slug: string;
  locale: BlogLocale;
  title: string;
  excerpt: string;
  body_html: string;
  category: string;
  tags: string[];
  author: string;
  image: string;
  published_at: Date | string;
}

const COLUMNS = 'slug, locale, title, excerpt, body_html, category, tags, author, image, published_at';

function toPost(row: PostRow): BlogPost {
  return {
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    excerpt: row.excerpt,
    bodyHtml: row.body_html,
    category: row.category,
    tags: row.tags,
    author: row.author,
    image: row.image,
    publishedAt: new Date(row.published_at),
  };
}

/** Filters shared by the count and the page query: $1 locale, $2 category or null, $3 tag or null. */
const WHERE = 'locale = $1 and ($2::text is null or category = $2) and ($3::text is null or $3 = any(tags))';

/** One page of posts, newest first, and how many posts match in all. */
export async function listPosts(
  db: Queryable,
  locale: BlogLocale,
  filter: PostFilter,
  page: { limit: number; offset: number },
): Promise<{ posts: BlogPost[]; total: number }> {
  const params = [locale, filter.category ?? null, filter.tag ?? null];
  const [counted] = await db.query<{ total: number | string }>(`select count(*) as total from blog_posts where ${WHERE}`, params);
  const rows = await db.query<PostRow>(`select ${COLUMNS} from blog_posts where ${WHERE} order by published_at desc, slug limit $4 offset $5`, [
    ...params,
    page.limit,
    page.offset,
  ]);
  return { posts: rows.map(toPost), total: Number(counted?.total ?? 0) };
}

export async function findPost(db: Queryable, slug: string, locale: BlogLocale): Promise<BlogPost | undefined> {
  const rows = await db.query<PostRow>(`select ${COLUMNS} from blog_posts where slug = $1 and locale = $2`, [slug, locale]);
  return rows[0] ? toPost(rows[0]) : undefined;
}

/** Other posts for the foot of a post: same category first, then most tags in common, then newest. */
export async function relatedPosts(db: Queryable, post: BlogPost, limit: number): Promise<BlogPost[]> {
  const rows = await db.query<PostRow>(
    `select ${COLUMNS} from blog_posts
      where locale = $1 and slug <> $2
      order by (category = $3) desc,
               cardinality(array(select unnest(tags) intersect select unnest($4::text[]))) desc,
               published_at desc, slug
      limit $5`,
    [post.locale, post.slug, post.category, post.tags, limit],
  );
  return rows.map(toPost);
}
