import type { BlogPostCard } from '../../../schemas/generated/index.ts';
import { truncateAtWord } from './excerpt.ts';
import type { BlogPost } from './posts.ts';

/** A post as the list shows it: the excerpt cut at the read-more limit. */
export function toCard(post: BlogPost): BlogPostCard {
  return {
    slug: post.slug,
    title: post.title,
    publishedAt: post.publishedAt.toISOString(),
    category: post.category,
    tags: post.tags,
    excerpt: truncateAtWord(post.excerpt).text,
    image: post.image,
    author: post.author,
  };
}
