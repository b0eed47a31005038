import { isObject, mapDocumentNodes, type PageMigration, renameKey } from './nodes.ts';

/**
 * Version 1 → 2: the card grid's `link` (the "See all bikes" link beside its heading) is
 * `moreLink`, so it is not mistaken for the link of a card (each card has its own `href`).
 */
export const cardGridMoreLink: PageMigration = {
  from: 1,
  summary: 'card-grid: prop "link" is now "moreLink"',
  migrate: (document) =>
    mapDocumentNodes(document, (node) =>
      node['type'] === 'card-grid' && isObject(node['props']) ? { ...node, props: renameKey(node['props'], 'link', 'moreLink') } : node,
    ),
};
