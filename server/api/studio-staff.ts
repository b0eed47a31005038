import { type RequestHandler, Router } from 'express';
import { listAudit } from '../commerce/staff/audit.ts';
import { changeStaffRole, createStaff, deleteStaff, listStaff } from '../commerce/staff/staff.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../lib/errors.ts';
import { queryOf, staffLocal, versionNumber } from './studio-request.ts';
import { validateBody } from './validate-body.ts';

/** Staff accounts under /studio/api/staff (`guard` lets only admins through). */
export function studioStaffApi(db: Database, guard: RequestHandler): Router {
  const router = Router();
  router.use(guard);
  router.get('/', async (_req, res) => {
    res.json({ staff: await listStaff(db) });
  });
  router.post('/', async (req, res) => {
    const input = validateBody('studio-staff-create', req.body);
    const staff = await db.transaction((tx) => createStaff(tx, input, staffLocal(res)));
    res.status(201).json({ staff, message: `${staff.email} can now sign in to the studio as ${staff.role}.` });
  });
  router.patch('/:id', async (req, res) => {
    const id = versionNumber(req.params['id'], 'id');
    const { role } = validateBody('studio-staff-role', req.body);
    if (id === staffLocal(res).id) throw new DomainError('conflict', 'You cannot change your own role; ask another admin.');
    const staff = await db.transaction((tx) => changeStaffRole(tx, id, role, staffLocal(res)));
    res.json({ staff, message: `${staff.email} now works as ${staff.role}.` });
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
