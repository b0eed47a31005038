import type { ActionBarProps } from '../../../schemas/generated/index.ts';
import { listReviews, type ReviewForStaff, type ReviewStatus, reviewForStaff } from '../../commerce/reviews/review-moderation.ts';
import { node } from '../node.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { backOfficePage, tableQueryProps } from './back-office.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

const STATUS_TEXT: Record<ReviewStatus, { text: string; tone: 'warning' | 'positive' | 'negative' }> = {
  pending: { text: 'Waiting', tone: 'warning' },
  approved: { text: 'Approved', tone: 'positive' },
  rejected: { text: 'Rejected', tone: 'negative' },
};

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} ${rating} of 5`;
const reviewPath = (id: number) => `/studio/reviews/${id}/`;

/** `/studio/reviews/`: the moderation queue, the waiting reviews oldest first; other states by the filter (merchandisers and admins). */
export async function composeStudioReviews(req: PageRequest): Promise<ComposedPage | undefined> {
  const page = await listReviews(req.db, req.query);
  return backOfficePage(req, 'reviews', 'Reviews', [
    node('data-table', 'review-table', {
      caption: page.status === 'pending' ? 'Reviews waiting for moderation' : 'Reviews',
      path: '/studio/reviews/',
      query: tableQueryProps(req.query, ['q', 'status', 'dir', 'pageSize']),
      columns: [
        { key: 'submitted', label: 'Written', sortable: true },
        { key: 'product', label: 'Product' },
        { key: 'rating', label: 'Rating', sortable: true },
        { key: 'title', label: 'Title' },
        { key: 'customer', label: 'Customer' },
        { key: 'status', label: 'State' },
      ],
      rows: page.rows.map((r) => ({
        id: String(r.id),
        cells: {
          submitted: { text: WHEN.format(new Date(r.created_at)), href: reviewPath(r.id) },
          product: { text: `${r.product_name} (${r.sku})` },
          rating: { text: stars(r.rating) },
          title: { text: r.title, href: reviewPath(r.id) },
          customer: { text: r.customer_email },
          status: STATUS_TEXT[r.status],
        },
      })),
      filters: [
        { name: 'q', label: 'Product, SKU or title', kind: 'search', placeholder: 'Endurance' },
        {
          name: 'status',
          label: 'State',
          kind: 'select',
          options: [
            { value: '', label: 'Waiting' },
            { value: 'approved', label: 'Approved' },
            { value: 'rejected', label: 'Rejected' },
            { value: 'any', label: 'Any' },
          ],
        },
      ],
      sort: page.sort,
      dir: page.dir,
      page: page.page,
      pageSize: page.pageSize,
      total: page.total,
      emptyText: page.status === 'pending' ? 'No review is waiting: the queue is empty.' : 'No review matches these filters.',
    }),
  ]);
}

function moderation(review: ReviewForStaff): ActionBarProps['actions'] {
  const endpoint = `/studio/api/reviews/${review.id}`;
  const approve = {
    id: 'approve',
    label: 'Approve review',
    endpoint,
    method: 'PATCH' as const,
    tone: 'primary' as const,
    confirm: {
      title: `Approve review ${review.id}`,
      message: `It shows on the pages of ${review.product_name} at once and counts in its rating.`,
      confirmLabel: 'Approve',
    },
    fields: [{ name: 'status', label: 'State', kind: 'select' as const, required: true, options: [{ value: 'approved', label: 'Approved' }] }],
  };
  const reject = {
    id: 'reject',
    label: review.status === 'approved' ? 'Take down review' : 'Reject review',
    endpoint,
    method: 'PATCH' as const,
    tone: 'danger' as const,
    confirm: {
      title: `Reject review ${review.id}`,
      message:
        review.status === 'approved'
          ? `It leaves the pages of ${review.product_name} at once and no longer counts in its rating.`
          : 'It is never shown. The customer cannot write another review of this product.',
      confirmLabel: 'Reject',
    },
    fields: [{ name: 'status', label: 'State', kind: 'select' as const, required: true, options: [{ value: 'rejected', label: 'Rejected' }] }],
  };
  return review.status === 'pending' ? [approve, reject] : review.status === 'approved' ? [reject] : [approve];
}

/** `/studio/reviews/<id>/`: one review as the customer wrote it, where it came from, and approve or reject. */
export async function composeStudioReview(req: PageRequest, params: Record<string, string>): Promise<ComposedPage | undefined> {
  const review = await reviewForStaff(req.db, Number(params['id']));
  if (!review) return undefined;
  const status = STATUS_TEXT[review.status];
  return backOfficePage(
    req,
    'reviews',
    `Review ${review.id}`,
    [
      node('detail-panel', 'review-panel', {
        sections: [
          {
            heading: 'Review',
            fields: [
              { label: 'Rating', value: stars(review.rating) },
              { label: 'Title', value: review.title },
              { label: 'Text', value: review.body },
              { label: 'Name shown', value: review.author_name ?? 'None ("Verified buyer")' },
              { label: 'Language', value: review.locale === 'de' ? 'German' : 'English' },
              { label: 'State', value: status.text, tone: status.tone },
            ],
          },
          {
            heading: 'Verified purchase',
            fields: [
              { label: 'Product', value: `${review.product_name} (${review.sku})`, href: `/${review.url_key}/` },
              { label: 'Customer', value: review.customer_email },
              { label: 'Order', value: review.order_number, href: `/studio/orders/${encodeURIComponent(review.order_number)}/` },
            ],
            timeline: [
              { at: review.created_at, text: 'Written' },
              ...(review.moderated_at ? [{ at: review.moderated_at, text: status.text, ...(review.moderated_by ? { by: review.moderated_by } : {}) }] : []),
            ],
          },
        ],
      }),
      node('action-bar', 'review-actions', { label: 'Moderation', actions: moderation(review) }),
    ],
    { label: 'Reviews', href: '/studio/reviews/' },
  );
}
