import { toCard } from '../commerce/blog/cards.ts';
import { truncateAtWord } from '../commerce/blog/excerpt.ts';
import { blogPostingJsonLd } from '../commerce/blog/json-ld.ts';
import { findPost, relatedPosts } from '../commerce/blog/posts.ts';
import { readingMinutes } from '../commerce/blog/reading-time.ts';
import { sanitizeRichText } from '../commerce/content/sanitize.ts';
import { blogText } from './blog-text.ts';
import type { ComposedPage, PageRequest } from './types.ts';
import { node } from './node.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

const RELATED_POSTS = 3;
/** Search engines show about this much of a description. */
const DESCRIPTION_LIMIT = 160;

/** One journal post with its related posts; undefined (404) for an unknown slug. */
export async function composeBlogPost(req: PageRequest, params: Record<string, string>): Promise<ComposedPage | undefined> {
  const locale = req.site.locale;
  const post = await findPost(req.db, params['slug'] ?? '', locale);
  if (!post) return undefined;
  const related = await relatedPosts(req.db, post, RELATED_POSTS);
  const html = sanitizeRichText(post.bodyHtml);
  const text = blogText(locale);
  const description = truncateAtWord(post.excerpt, DESCRIPTION_LIMIT).text;
  const origin = req.site.variant === 'de_de_de' ? req.config.siteUrls.de : req.config.siteUrls.uk;
  const jsonLd = blogPostingJsonLd(
    { ...post, bodyHtml: html },
    {
      origin,
      path: `${req.site.prefix}${req.path}`,
      siteName: req.config.siteName,
      description,
      categoryName: text.category(post.category),
      tagNames: post.tags.map(text.tag),
    },
  );
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'blog-post',
    layout: 'default',
    locale,
    meta: { title: post.title, description, image: post.image, jsonLd: [jsonLd] },
    root: node('stack', 'post', { width: 'wide' }, [
      node('blog-post', `post-${post.slug}`, {
        slug: post.slug,
        title: post.title,
        publishedAt: post.publishedAt.toISOString(),
        author: post.author,
        category: post.category,
        tags: post.tags,
        image: post.image,
        readingMinutes: readingMinutes(html),
        html,
        related: related.map(toCard),
      }),
    ]),
  };
}
