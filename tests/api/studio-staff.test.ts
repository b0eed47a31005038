import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeStaffRole, deleteStaff, findStaffByEmail } from '../../server/commerce/staff/staff.ts';
import { signInStaff, type StudioClient, studioClient } from '../helpers/studio.ts';
import { DRIVERS } from '../helpers/test-database.ts';
import { NAMED_ASSETS, startTestServer, type TestServer } from '../helpers/test-server.ts';

const PASSPHRASE = 'a long staff passphrase';

interface Member {
  id: number;
  email: string;
  role: string;
}

describe.each(DRIVERS)('admins manage staff accounts (%s)', (driver) => {
  let server: TestServer;
  let admin: StudioClient;
  let adminId: number;
  beforeAll(async () => {
    server = await startTestServer({ driver, deps: NAMED_ASSETS });
    admin = await signInStaff(server.url, 'admin@northvale.test');
    adminId = (await findStaffByEmail(server.database.db, 'admin@northvale.test'))!.id;
  }, 60_000);
  afterAll(async () => server?.close());

  const create = (email: string, role: string) => admin.json<{ staff: Member; message: string }>('POST', '/staff', { email, role, password: PASSPHRASE });

  test('an admin changes a staff member’s role: the new role works at once, and the change is audited', async () => {
    const created = await create('packer@example.test', 'fulfilment');
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('packer@example.test can now sign in to the studio as fulfilment.');
    const packer = await signInStaff(server.url, 'packer@example.test', PASSPHRASE);
    expect((await packer.json('GET', '/coupons')).status).toBe(403);
    const changed = await admin.json<{ staff: Member; message: string }>('PATCH', `/staff/${created.body.staff.id}`, { role: 'merchandiser' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ staff: { role: 'merchandiser' }, message: 'packer@example.test now works as merchandiser.' });
    expect((await packer.json('GET', '/coupons')).status).toBe(200);
    const log = await admin.json<{ entries: { action: string; before: unknown; after: unknown }[] }>(
      'GET',
      `/audit?entity=staff&entityId=${created.body.staff.id}`,
    );
    expect(log.body.entries[0]).toMatchObject({
      action: 'change-role',
      before: { email: 'packer@example.test', role: 'fulfilment' },
      after: { email: 'packer@example.test', role: 'merchandiser' },
    });
  });

  test('bad input gets a 400 naming the field; an unknown account a 404; yourself a 409', async () => {
    const badRole = await admin.json<{ message: string; field: string }>('PATCH', `/staff/${adminId}`, { role: 'owner' });
    expect(badRole.status).toBe(400);
    expect(badRole.body).toEqual({ message: '"role" must be one of "editor", "fulfilment", "merchandiser", "admin".', field: 'role' });
    const badEmail = await admin.json<{ message: string }>('POST', '/staff', { email: 'not-an-email', role: 'editor', password: PASSPHRASE });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('"email" must be an email address, like name@example.com.');
    const short = await admin.json<{ message: string }>('POST', '/staff', { email: 'short@example.test', role: 'editor', password: 'short' });
    expect(short.body.message).toBe('"password" must be at least 12 characters long.');
    expect((await admin.json('PATCH', '/staff/999999', { role: 'editor' })).status).toBe(404);
    expect((await admin.json('PATCH', '/staff/abc', { role: 'editor' })).status).toBe(400);
    const self = await admin.json<{ message: string }>('PATCH', `/staff/${adminId}`, { role: 'editor' });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot change your own role; ask another admin.');
    const removeSelf = await admin.json<{ message: string }>('DELETE', `/staff/${adminId}`);
    expect(removeSelf.status).toBe(409);
    expect(removeSelf.body.message).toBe('You cannot remove your own account; ask another admin.');
  });

  test('only admins manage staff: 403 for every other role, 401 signed out', async () => {
    for (const email of ['editor@northvale.test', 'fulfilment@northvale.test', 'merchandiser@northvale.test']) {
      const member = await signInStaff(server.url, email);
      expect((await member.json('PATCH', `/staff/${adminId}`, { role: 'editor' })).status, email).toBe(403);
      expect((await member.json('POST', '/staff', { email: 'x@example.test', role: 'admin', password: PASSPHRASE })).status, email).toBe(403);
    }
    expect((await studioClient(server.url).json('PATCH', `/staff/${adminId}`, { role: 'editor' })).status).toBe(401);
  });

  test('the staff page lists every account with its role and carries the create form’s schema, never a password hash', async () => {
    const page = (client: StudioClient, path: string) => fetch(`${server.url}${path}`, { headers: { Accept: 'text/html', ...client.auth } });
    const res = await page(admin, '/studio/staff/');
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const email of ['editor@northvale.test', 'fulfilment@northvale.test', 'merchandiser@northvale.test']) expect(html).toContain(email);
    expect(html).toContain('aria-labelledby="staff-create-heading"');
    expect(html).toContain('"action":"/studio/api/staff"');
    expect(html).not.toMatch(/scrypt\$|password_hash/);
    const editorId = (await findStaffByEmail(server.database.db, 'editor@northvale.test'))!.id;
    const member = await (await page(admin, `/studio/staff/${editorId}/`)).text();
    expect(member).toContain('"action":"/studio/api/staff/' + editorId + '","method":"PATCH"');
    expect((await page(admin, '/studio/staff/999999/')).status).toBe(404);
    const fulfilment = await signInStaff(server.url, 'fulfilment@northvale.test');
    expect((await page(fulfilment, '/studio/staff/')).status).toBe(403);
  });

  test('the last admin is never removed or demoted, even by two admins removing each other at once', async () => {
    const db = server.database.db;
    const actor = { email: 'staff-cli@example.test' };
    await expect(db.transaction((tx) => changeStaffRole(tx, adminId, 'editor', actor))).rejects.toThrow(
      'You cannot take the admin role from the last admin; make another account admin first.',
    );
    await expect(db.transaction((tx) => deleteStaff(tx, adminId, actor))).rejects.toThrow(
      'You cannot remove the last admin; make another account admin first.',
    );
    const second = await create('second-admin@example.test', 'admin');
    const other = await signInStaff(server.url, 'second-admin@example.test', PASSPHRASE);
    const answers = await Promise.all([admin.call('DELETE', `/staff/${second.body.staff.id}`), other.call('DELETE', `/staff/${adminId}`)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect([401, 409]).toContain(statuses.find((s) => s !== 204));
    expect(await db.query("select id from staff where role = 'admin'")).toHaveLength(1);
  });
});
