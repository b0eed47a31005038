import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';

/** `peak-district` → `Peak district`: the fallback for a category or tag without a translation. */
export function humaniseSlug(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Display names of categories and tags from the `blog` bundle; unknown slugs read as words. */
export function useBlogLabels() {
  const { t } = useTranslation('blog');
  return {
    category: (slug: string) => t(`categoryNames.${slug}`, { defaultValue: humaniseSlug(slug) }),
    tag: (slug: string) => t(`tagNames.${slug}`, { defaultValue: humaniseSlug(slug) }),
  };
}
