import { type RequestHandler, type Response, Router } from 'express';
import { couponForStaff, createCoupon, listCoupons, updateCoupon } from '../commerce/cart/coupon-admin.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../lib/errors.ts';
import { queryOf, staffLocal } from './studio-request.ts';

const actor = (res: Response) => ({ id: staffLocal(res).id, email: staffLocal(res).email });

/** The back office's coupon calls under /studio/api/coupons (`guard` lets only the staff who may run coupons through). */
export function studioCouponsApi(db: Database, guard: RequestHandler): Router {
  const router = Router();
  router.use(guard);
  router.get('/', async (req, res) => {
    const page = await listCoupons(db, queryOf(req));
    res.json({ coupons: page.rows, total: page.total, page: page.page, pageSize: page.pageSize });
  });
  router.get('/:code', async (req, res) => {
    const coupon = await couponForStaff(db, String(req.params['code']));
    if (!coupon) throw new DomainError('not_found', `There is no coupon ${String(req.params['code']).slice(0, 40)}.`);
    res.json({ coupon });
  });
  router.post('/', async (req, res) => {
    const coupon = await db.transaction((tx) => createCoupon(tx, req.body, actor(res)));
    res.status(201).json({ coupon, message: `Coupon ${coupon.code} created.` });
  });
  router.patch('/:code', async (req, res) => {
    const coupon = await db.transaction((tx) => updateCoupon(tx, String(req.params['code']), req.body, actor(res)));
    res.json({ coupon, message: `Coupon ${coupon.code} saved.` });
  });
  return router;
}
