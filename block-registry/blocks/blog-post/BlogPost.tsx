import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import { useLocalePath } from '../../../renderer/kit/hooks/page-context.ts';
import type { BlogPostProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { BlogCard } from '../shared/BlogCard.tsx';
import { useBlogLabels } from '../shared/blog-labels.ts';
import { PostDate } from '../shared/PostDate.tsx';

/** A journal article. `html` was sanitised on the server when the page tree was composed. */
export function BlogPost({
  blockId,
  title,
  publishedAt,
  author,
  category,
  tags,
  image,
  readingMinutes,
  html,
  related = [],
}: BlockComponentProps<BlogPostProps>) {
  const { t } = useTranslation('blog');
  const localePath = useLocalePath();
  const labels = useBlogLabels();
  return (
    <div className="blog-post-block">
      <article className="blog-post">
        <header className="blog-post__header">
          <SmartLink className="blog-post__back" href={localePath('/blog/')}>
            {t('backToJournal')}
          </SmartLink>
          <p className="blog-post__category">
            <span className="visually-hidden">{t('inCategory')}: </span>
            <SmartLink href={localePath(`/blog/category/${category}/`)}>{labels.category(category)}</SmartLink>
          </p>
          <h1 className="blog-post__title">{title}</h1>
          <p className="blog-post__meta">
            <span>{t('byAuthor', { author })}</span>
            <PostDate iso={publishedAt} />
            {readingMinutes ? <span>{t('readingTime', { count: readingMinutes })}</span> : null}
          </p>
        </header>
        <img className="blog-post__image" src={image} alt="" width={1200} height={675} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by sanitizeRichText before it reaches the tree */}
        <div className="blog-post__body prose" dangerouslySetInnerHTML={{ __html: html }} />
        {tags.length ? (
          <footer className="blog-post__footer">
            <h2 className="blog-post__tags-heading">{t('tagsHeading')}</h2>
            <ul className="blog-tags">
              {tags.map((tag) => (
                <li key={tag}>
                  <SmartLink className="blog-tags__tag" href={localePath(`/blog/tag/${tag}/`)}>
                    {labels.tag(tag)}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
      {related.length ? (
        <section className="blog-related" aria-labelledby={`${blockId}-related`}>
          <h2 id={`${blockId}-related`} className="blog-related__heading">
            {t('relatedPosts')}
          </h2>
          <ul className="blog-grid">
            {related.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
