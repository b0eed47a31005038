import { mapNodes } from '../../schemas/page-tree.ts';
import type { PageNode, ReviewSummaryProps } from '../../schemas/generated/index.ts';
import { reviewCardProps, shopReviewSummary } from '../commerce/reviews/shown-reviews.ts';
import type { Queryable } from '../db/database.ts';

const DEFAULT_LATEST = 4;

function summaryNodes(node: PageNode): PageNode[] {
  return [...(node.type === 'review-summary' ? [node] : []), ...(node.children ?? []).flatMap(summaryNodes)];
}

/**
 * Fills every review-summary block of a content page with the shop's figures as they are now
 * (the average and count of approved reviews, and the latest few), so the page never shows
 * figures written by hand. Pages without one are returned as they are, without a query.
 */
export async function withReviewFigures(db: Queryable, root: PageNode): Promise<PageNode> {
  const nodes = summaryNodes(root);
  if (!nodes.length) return root;
  const latestOf = (node: PageNode) => (node.props as ReviewSummaryProps).latest ?? DEFAULT_LATEST;
  const figures = await shopReviewSummary(db, Math.max(...nodes.map(latestOf)));
  return mapNodes(root, (node) => {
    if (node.type !== 'review-summary') return node;
    const props: ReviewSummaryProps = {
      ...(node.props as ReviewSummaryProps),
      summary: { average: figures.average, count: figures.count },
      recent: figures.recent.slice(0, latestOf(node)).map((r) => ({ ...reviewCardProps(r), product: { name: r.productName, href: r.productPath } })),
    };
    return { ...node, props } as PageNode;
  });
}
