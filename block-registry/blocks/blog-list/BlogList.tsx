import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import { useLocalePath } from '../../../renderer/kit/hooks/page-context.ts';
import type { BlogListProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { BlogCard } from '../shared/BlogCard.tsx';
import { Pagination } from './Pagination.tsx';

/** The journal: a grid of post cards and page links, or 'No posts found' with a way back to all posts. */
export function BlogList({ posts, page, pageCount, basePath }: BlockComponentProps<BlogListProps>) {
  const { t } = useTranslation('blog');
  const localePath = useLocalePath();
  if (!posts.length) {
    return (
      <div className="blog-list blog-list--empty">
        <p className="blog-list__empty">{t('noPosts')}</p>
        {basePath !== '/blog/' ? (
          <p>
            {t('noPostsHint')} <SmartLink href={localePath('/blog/')}>{t('allPosts')}</SmartLink>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="blog-list">
      <ul className="blog-grid">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} firstPageHref={localePath(basePath)} />
    </div>
  );
}
