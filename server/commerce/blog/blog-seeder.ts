import type { Seeder } from '../../db/seed.ts';
import { readBlogFixtures } from './blog-fixtures.ts';

/** The journal the store starts with: every post of `fixtures/blog/` in English and German. */
export const blogSeeder: Seeder = {
  name: 'blog',
  demo: false,
  async run(tx) {
    for (const post of readBlogFixtures()) {
      await tx.query(
        `insert into blog_posts (slug, locale, title, excerpt, body_html, category, tags, author, image, published_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [post.slug, post.locale, post.title, post.excerpt, post.bodyHtml, post.category, post.tags, post.author, post.image, post.publishedAt],
      );
    }
  },
};
