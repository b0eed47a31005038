/** Prefix tokens of the shopper's words: `road:* & bike:*`. Built from letters and digits only, so no input can break the query. */
export function prefixQuery(terms: string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ');
}
