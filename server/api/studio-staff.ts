import { type RequestHandler, Router } from 'express';
import { listAudit } from '../commerce/staff/audit.ts';
import { createStaff, deleteStaff, listStaff } from '../commerce/staff/staff.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../lib/errors.ts';
import { bodyOf, queryOf, staffLocal, text, versionNumber } from './studio-request.ts';

/** Staff accounts under /studio/api/staff (`guard` lets only admins through). */
export function studioStaffApi(db: Database, guard: RequestHandler): Router {
  const router = Router();
  router.use(guard);
  router.get('/', async (_req, res) => {
    res.json({ staff: await listStaff(db) });
  });
  router.post('/', async (req, res) => {
    const body = bodyOf(req);
    const name = typeof body['name'] === 'string' ? body['name'] : undefined;
    const input = { email: text(body, 'email'), name, role: text(body, 'role'), password: text(body, 'password') };
    res.status(201).json({ staff: await db.transaction((tx) => createStaff(tx, input, staffLocal(res))) });
  });
  router.delete('/:id', async (req, res) => {
    const id = versionNumber(req.params['id'], 'id');
    if (id === staffLocal(res).id) throw new DomainError('conflict', 'You cannot remove your own account; ask another admin.');
    if (!(await db.transaction((tx) => deleteStaff(tx, id, staffLocal(res))))) throw new DomainError('not_found', `There is no staff account ${id}.`);
    res.status(204).end();
  });
  return router;
}

/** The audit log under /studio/api/audit, paged and filtered by its query (`guard` lets only admins through). */
export function studioAuditApi(db: Database, guard: RequestHandler): Router {
  const router = Router();
  router.use(guard);
  router.get('/', async (req, res) => {
    const page = await listAudit(db, queryOf(req));
    res.json({ entries: page.rows, total: page.total, page: page.page, pageSize: page.pageSize });
  });
  return router;
}
