import { type RequestHandler, type Response, Router } from 'express';
import { listReviews, moderateReview, reviewForStaff } from '../commerce/reviews/review-moderation.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../lib/errors.ts';
import { invalid } from '../lib/errors.ts';
import { queryOf, staffLocal } from './studio-request.ts';

/** A review's number from the path; 400 for anything else. */
function reviewId(value: unknown): number {
  const text = String(value);
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
    throw invalid(`A review is named by its number, like /studio/api/reviews/12 (got "${text.slice(0, 20)}").`, 'id');
  return Number(text);
}

const actor = (res: Response) => ({ id: staffLocal(res).id, email: staffLocal(res).email });

/**
 * The review moderation calls under /studio/api/reviews (`guard` lets only the staff who moderate through):
 * GET / (the queue: ?status=pending|approved|rejected|any, q, paging), GET /:id, PATCH /:id {status: "approved"|"rejected"}.
 */
export function studioReviewsApi(db: Database, guard: RequestHandler): Router {
  const router = Router();
  router.use(guard);
  router.get('/', async (req, res) => {
    const page = await listReviews(db, queryOf(req));
    res.json({ reviews: page.rows, total: page.total, page: page.page, pageSize: page.pageSize, status: page.status });
  });
  router.get('/:id', async (req, res) => {
    const id = reviewId(req.params['id']);
    const review = await reviewForStaff(db, id);
    if (!review) throw new DomainError('not_found', `There is no review ${id}.`);
    res.json({ review });
  });
  router.patch('/:id', async (req, res) => {
    const id = reviewId(req.params['id']);
    const review = await db.transaction((tx) => moderateReview(tx, id, req.body, actor(res)));
    res.json({ review, message: review.status === 'approved' ? `Review ${id} approved: it shows on the product's pages.` : `Review ${id} rejected.` });
  });
  return router;
}
