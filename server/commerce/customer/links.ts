/** Where links in emails point: the site's origin and the language prefix of the request. */
export interface LinkContext {
  origin: string;
  /** '' or '/de' (or '/en' on the German site). */
  prefix: string;
  locale: 'en' | 'de';
}

export function siteLink(context: LinkContext, path: string): string {
  return `${context.origin}${context.prefix}${path}`;
}
