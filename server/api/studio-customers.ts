import { type RequestHandler, Router } from 'express';
import { eraseCustomer } from '../commerce/customer/customer-erasure.ts';
import { exportCustomer } from '../commerce/customer/customer-export.ts';
import { customerIdOf, listStaffCustomers, staffCustomer } from '../commerce/customer/staff-customers.ts';
import { recordAudit } from '../commerce/staff/audit.ts';
import type { Database } from '../db/database.ts';
import { queryOf, staffLocal } from './studio-request.ts';

/**
 * The back office's customer calls under /studio/api/customers: search, one customer, the export of
 * everything held about them (`guard`: customer service), and erasure (`eraser`: admin only).
 */
export function studioCustomersApi(db: Database, guard: RequestHandler, eraser: RequestHandler): Router {
  const router = Router();
  router.use(guard);

  router.get('/', async (req, res) => {
    const page = await listStaffCustomers(db, queryOf(req));
    res.json({ customers: page.rows, total: page.total, page: page.page, pageSize: page.pageSize, sort: page.sort, dir: page.dir });
  });

  router.get('/:id', async (req, res) => {
    res.json(await staffCustomer(db, customerIdOf(req.params['id'])));
  });

  router.get('/:id/export', async (req, res) => {
    const id = customerIdOf(req.params['id']);
    const data = await db.transaction(async (tx) => {
      const exported = await exportCustomer(tx, id);
      await recordAudit(tx, { staff: staffLocal(res), action: 'export', entity: 'customer', entityId: id });
      return exported;
    });
    res
      .type('application/json; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="customer-${id}-${data.exportedAt.slice(0, 10)}.json"`)
      .send(JSON.stringify(data, null, 2));
  });

  router.post('/:id/erase', eraser, async (req, res) => {
    const id = customerIdOf(req.params['id']);
    const { ordersKept } = await db.transaction((tx) => eraseCustomer(tx, id, staffLocal(res)));
    const kept = ordersKept === 1 ? '1 order is' : `${ordersKept} orders are`;
    res.json({ message: `Customer ${id} is erased; ${kept} kept without personal data.` });
  });

  return router;
}
