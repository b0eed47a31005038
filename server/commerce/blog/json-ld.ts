import { intlLocale } from '../../../domain/locale.ts';
import { FAVICON_PATH } from '../../render/assets.ts';
import type { BlogPost } from './posts.ts';
import { wordCount } from './reading-time.ts';

interface JsonLdContext {
  /** Absolute origin of the site the page is served on. */
  origin: string;
  /** Path of the post with its language prefix. */
  path: string;
  siteName: string;
  description: string;
  categoryName: string;
  tagNames: string[];
}

/** schema.org BlogPosting for a post; the author is a team of the shop, so an Organization. */
export function blogPostingJsonLd(post: BlogPost, context: JsonLdContext): Record<string, unknown> {
  const url = `${context.origin}${context.path}`;
  const shop = { '@type': 'Organization', name: context.siteName, url: context.origin };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: post.title,
    description: context.description,
    image: [`${context.origin}${post.image}`],
    datePublished: post.publishedAt.toISOString(),
    dateModified: post.publishedAt.toISOString(),
    inLanguage: intlLocale(post.locale),
    author: { '@type': 'Organization', name: post.author, parentOrganization: shop },
    publisher: { ...shop, logo: { '@type': 'ImageObject', url: `${context.origin}${FAVICON_PATH}` } },
    articleSection: context.categoryName,
    keywords: context.tagNames.join(', '),
    wordCount: wordCount(post.bodyHtml),
  };
}
