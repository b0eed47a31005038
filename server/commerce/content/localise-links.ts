import { mapNodes } from '../../../schemas/page-tree.ts';
import type { PageNode } from '../../../schemas/generated/index.ts';

const LANGUAGE_PREFIX = /^\/(en|de)(\/|$)/;
const NOT_A_PAGE = /^\/(assets|media|nuxt)\//;
const ANCHOR_HREF = /(<a\s[^>]*?href=")(\/[^"]*)"/g;

/**
 * Content is written once with plain paths ("/delivery/"); a page served in a
 * non-default language gets its prefix ("/de/delivery/") on every internal link.
 */
export function localisePath(href: string, prefix: string): string {
  if (!prefix || !href.startsWith('/') || href.startsWith('//') || LANGUAGE_PREFIX.test(href) || NOT_A_PAGE.test(href)) return href;
  return `${prefix}${href}`;
}

export function localiseHtml(html: string, prefix: string): string {
  if (!prefix) return html;
  return html.replace(ANCHOR_HREF, (_match, start: string, href: string) => `${start}${localisePath(href, prefix)}"`);
}

function localiseValue(value: unknown, key: string, prefix: string): unknown {
  if (typeof value === 'string') {
    if (key === 'href') return localisePath(value, prefix);
    return key === 'html' || key.endsWith('Html') ? localiseHtml(value, prefix) : value;
  }
  if (Array.isArray(value)) return value.map((item) => localiseValue(item, key, prefix));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localiseValue(v, k, prefix)]));
  return value;
}

/** Every `href` prop and every link inside editor HTML, at any depth of the tree. */
export function localiseTree(node: PageNode, prefix: string): PageNode {
  if (!prefix) return node;
  return mapNodes(node, (each) => ({ ...each, props: localiseValue(each.props, '', prefix) as PageNode['props'] }));
}
