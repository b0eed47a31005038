/** Where a customer writes a review of a product they bought, without the language prefix. */
export const reviewPath = (sku: string): string => `/my-account/reviews/${encodeURIComponent(sku)}/`;
