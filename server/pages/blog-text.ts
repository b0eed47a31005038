import { tFor } from '../../domain/i18n/index.ts';
import type { BlogLocale } from '../commerce/blog/posts.ts';

/** `peak-district` → `Peak district`, for a category or tag the `blog` bundle does not name. */
export function humaniseSlug(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The journal's words in one language, for page titles and headings composed on the server. */
export function blogText(locale: BlogLocale) {
  const t = tFor(locale, 'blog');
  return {
    t,
    category: (slug: string) => t(`categoryNames.${slug}`, { defaultValue: humaniseSlug(slug) }),
    tag: (slug: string) => t(`tagNames.${slug}`, { defaultValue: humaniseSlug(slug) }),
  };
}
