import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import { useLocalePath } from '../../../renderer/kit/hooks/page-context.ts';
import type { BlogPostCard } from '../../../schemas/generated/index.ts';
import { useBlogLabels } from './blog-labels.ts';
import { PostDate } from './PostDate.tsx';

interface BlogCardProps {
  post: BlogPostCard;
  /** 2 in the journal list, 3 under a post's own "more from the journal" heading. */
  headingLevel?: 2 | 3;
}

/** One post as a card: illustration, category and date, title, excerpt with read-more, tags. */
export function BlogCard({ post, headingLevel = 2 }: BlogCardProps) {
  const { t } = useTranslation('blog');
  const localePath = useLocalePath();
  const labels = useBlogLabels();
  const href = localePath(`/blog/${post.slug}/`);
  const Title = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className="blog-card">
      <img className="blog-card__image" src={post.image} alt="" width={1200} height={675} loading="lazy" decoding="async" />
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <SmartLink className="blog-card__category" href={localePath(`/blog/category/${post.category}/`)}>
            {labels.category(post.category)}
          </SmartLink>
          <PostDate iso={post.publishedAt} />
        </p>
        <Title className="blog-card__title">
          <SmartLink href={href}>{post.title}</SmartLink>
        </Title>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <SmartLink className="blog-card__read-more" href={href} aria-label={t('readMoreAbout', { title: post.title })}>
          {t('readMore')}
        </SmartLink>
        {post.tags.length ? (
          <ul className="blog-tags" aria-label={t('tagsHeading')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <SmartLink className="blog-tags__tag" href={localePath(`/blog/tag/${tag}/`)}>
                  {labels.tag(tag)}
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
