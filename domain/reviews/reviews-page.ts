/** The query parameter a product page reads the page of its reviews from. */
export const REVIEWS_PAGE_PARAM = 'reviews-page';

/** The page of reviews asked for, from 1 and at most `pageCount`; anything else is the first. */
export function reviewsPageOf(value: string | null, pageCount: number): number {
  const page = value && /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= Math.max(1, pageCount) ? page : 1;
}

/** A page of reviews' address: the product page with the page number (none for the first), at the reviews. */
export const reviewsPageHref = (path: string, page: number): string => `${path}${page > 1 ? `?${REVIEWS_PAGE_PARAM}=${page}` : ''}#reviews`;
