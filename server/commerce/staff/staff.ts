import type { Database, Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { normaliseEmail } from '../customer/customers.ts';
import { checkNewPassword, cleanEmail, cleanName } from '../customer/input-rules.ts';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from '../customer/passwords.ts';
import { countAttempt, forgetAttempts, type RateLimit } from '../customer/rate-limits.ts';
import { hashToken, looksLikeToken, newToken } from '../customer/tokens.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../../domain/staff/staff-areas.ts';

export { isStaffRole, STAFF_ROLES, type StaffRole };

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** A studio sign-in lasts a working day; a command-line token a quarter. */
export const STAFF_SESSION_LIFETIME_S = 12 * 60 * 60;
export const STAFF_TOKEN_LIFETIME_S = 90 * 24 * 60 * 60;

/** Staff sign-ins count apart from shoppers' (their own action), in the same shared counters. */
export const STAFF_RATE_LIMITS = {
  loginPerAccount: { action: 'staff-login', scope: 'account', limit: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { action: 'staff-login', scope: 'address', limit: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimit>;

export const STAFF_SIGN_IN_FAILED = 'The email address or password is incorrect.';

/** Staff passwords: the customer rules, and at least 12 characters. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** Throws a 400 naming what is wrong with a new staff password. */
export function checkStaffPassword(password: string, field = 'password'): void {
  checkNewPassword(password, field);
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH)
    throw invalid(`"${field}" must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long for staff.`, field);
}

interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
}

const toMember = (row: Omit<StaffRow, 'password_hash'>): StaffMember => ({ id: row.id, email: row.email, name: row.name, role: row.role });

export async function findStaffByEmail(db: Queryable, email: string): Promise<(StaffMember & { passwordHash: string }) | undefined> {
  const row = await queryOne<StaffRow>(db, 'select id, email, name, role, password_hash from staff where lower(email) = $1', [normaliseEmail(email)]);
  return row && { ...toMember(row), passwordHash: row.password_hash };
}

export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  return (await db.query<StaffRow>('select id, email, name, role from staff order by id')).map(toMember);
}

/** A new staff account; 409 when the email is taken. With `by`, the audit log records who created it (pass a transaction). */
export async function createStaff(
  db: Queryable,
  input: { email: string; name?: string | undefined; role: string; password: string },
  by?: AuditActor,
): Promise<StaffMember> {
  const email = normaliseEmail(cleanEmail(input.email, 'email'));
  if (!isStaffRole(input.role)) throw invalid(`"role" must be one of ${STAFF_ROLES.map((r) => `"${r}"`).join(', ')}.`, 'role');
  checkStaffPassword(input.password);
  const name = cleanName(input.name ?? email.slice(0, email.indexOf('@')), 'name');
  const row = await queryOne<StaffRow>(
    db,
    'insert into staff (email, name, role, password_hash) values ($1, $2, $3, $4) on conflict do nothing returning id, email, name, role',
    [email, name, input.role, await hashPassword(input.password)],
  );
  if (!row) throw new DomainError('conflict', `There is already a staff account for ${email}.`);
  const member = toMember(row);
  if (by) await recordAudit(db, { staff: by, action: 'create', entity: 'staff', entityId: member.id, after: auditView(member) });
  return member;
}

const auditView = ({ email, name, role }: StaffMember) => ({ email, name, role });

/**
 * 409 when `id` is the only admin left: the shop would have nobody to manage staff. The admins'
 * rows are locked, so two admins removing each other at once cannot both succeed.
 */
async function keepOneAdmin(db: Queryable, id: number, doing: string): Promise<void> {
  const admins = await db.query<{ id: number }>("select id from staff where role = 'admin' order by id for update");
  if (admins.length === 1 && admins[0]!.id === id) throw new DomainError('conflict', `You cannot ${doing} the last admin; make another account admin first.`);
}

/** Removes a staff account (never the last admin); its sessions and tokens die with it. With `by`, the audit log records who removed it (pass a transaction). */
export async function deleteStaff(db: Queryable, id: number, by?: AuditActor): Promise<boolean> {
  await keepOneAdmin(db, id, 'remove');
  const row = await queryOne<StaffRow>(db, 'delete from staff where id = $1 returning id, email, name, role', [id]);
  if (row && by) await recordAudit(db, { staff: by, action: 'remove', entity: 'staff', entityId: id, before: auditView(toMember(row)) });
  return row !== undefined;
}

/** Gives a staff member another role (never taking it from the last admin), audited; 404 for an unknown id. Pass a transaction. */
export async function changeStaffRole(db: Queryable, id: number, role: StaffRole, by: AuditActor): Promise<StaffMember> {
  const before = await queryOne<StaffRow>(db, 'select id, email, name, role from staff where id = $1 for update', [id]);
  if (!before) throw new DomainError('not_found', `There is no staff account ${id}.`);
  if (before.role === 'admin' && role !== 'admin') await keepOneAdmin(db, id, 'take the admin role from');
  const row = await queryOne<StaffRow>(db, 'update staff set role = $2 where id = $1 returning id, email, name, role', [id, role]);
  const member = toMember(row!);
  await recordAudit(db, { staff: by, action: 'change-role', entity: 'staff', entityId: id, before: auditView(toMember(before)), after: auditView(member) });
  return member;
}

/** One staff account; undefined for an unknown id. */
export async function findStaffById(db: Queryable, id: number): Promise<StaffMember | undefined> {
  const row = await queryOne<StaffRow>(db, 'select id, email, name, role from staff where id = $1', [id]);
  return row && toMember(row);
}

/** A new studio session (cookie) or command-line token for a staff member. */
export async function issueStaffToken(db: Queryable, staffId: number, kind: 'session' | 'token'): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const row = await queryOne<{ expires_at: Date }>(
    db,
    `insert into staff_sessions (staff_id, token_hash, kind, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4)) returning expires_at`,
    [staffId, hashToken(token), kind, kind === 'session' ? STAFF_SESSION_LIFETIME_S : STAFF_TOKEN_LIFETIME_S],
  );
  return { token, expiresAt: row!.expires_at };
}

/**
 * Checks a staff member's email and password, counted against the staff rate limits; unknown
 * email and wrong password get the same answer after the same work.
 */
export async function authenticateStaff(db: Database, credentials: { email: string; password: string }, clientAddress: string): Promise<StaffMember> {
  const email = normaliseEmail(credentials.email);
  await countAttempt(db, STAFF_RATE_LIMITS.loginPerAddress, clientAddress);
  await countAttempt(db, STAFF_RATE_LIMITS.loginPerAccount, email);
  const found = email ? await findStaffByEmail(db, email) : undefined;
  if (!found) {
    await spendPasswordCheckTime(credentials.password);
    throw new DomainError('unauthorized', STAFF_SIGN_IN_FAILED);
  }
  if (!(await verifyPassword(credentials.password, found.passwordHash))) throw new DomainError('unauthorized', STAFF_SIGN_IN_FAILED);
  await forgetAttempts(db, STAFF_RATE_LIMITS.loginPerAccount, email);
  const { passwordHash: _hash, ...member } = found;
  return member;
}

/** The staff member of a live session or token. */
export async function staffOfToken(db: Queryable, token: string | undefined): Promise<StaffMember | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const row = await queryOne<StaffRow>(
    db,
    `select s.id, s.email, s.name, s.role from staff_sessions t join staff s on s.id = t.staff_id
      where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now()`,
    [hashToken(token)],
  );
  return row && toMember(row);
}

/** Sign-out: the session (or token) is revoked server-side; a copy of it no longer works anywhere. */
export async function revokeStaffToken(db: Queryable, token: string | undefined): Promise<void> {
  if (!looksLikeToken(token)) return;
  await db.query('update staff_sessions set revoked_at = now() where token_hash = $1 and revoked_at is null', [hashToken(token)]);
}

/** The first admin from the environment (STAFF_ADMIN_EMAIL, STAFF_ADMIN_PASSWORD): created when no account has that email. */
export async function ensureAdmin(db: Queryable, admin: { email: string; password: string } | undefined): Promise<StaffMember | undefined> {
  if (!admin || (await findStaffByEmail(db, admin.email))) return undefined;
  return createStaff(db, { email: admin.email, role: 'admin', password: admin.password, name: 'Administrator' });
}

/** Why a staff password is not good enough, in words; undefined when it is. */
export function staffPasswordProblem(password: string): string | undefined {
  try {
    checkStaffPassword(password);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
