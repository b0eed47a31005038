import type { Database, Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';

export const ACCESS_TOKEN_LIFETIME_S = 60 * 60;
export const REFRESH_TOKEN_LIFETIME_S = 30 * 24 * 60 * 60;

export interface AccessGrant {
  accessToken: string;
  accessExpiresAt: Date;
}

export interface SessionTokens extends AccessGrant {
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Who an access token belongs to, while it and its session are alive. */
export interface SignedInCustomer {
  customerId: number;
  sessionId: string;
  accessExpiresAt: Date;
}

async function grantAccess(tx: Queryable, sessionId: string): Promise<AccessGrant> {
  const accessToken = newToken();
  const row = await queryOne<{ expires_at: Date }>(
    tx,
    `insert into customer_access_tokens (token_hash, session_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3)) returning expires_at`,
    [hashToken(accessToken), sessionId, ACCESS_TOKEN_LIFETIME_S],
  );
  return { accessToken, accessExpiresAt: row!.expires_at };
}

/** Signs a customer in: a new session with its refresh token and a first access token. */
export async function openSession(db: Database, customerId: number): Promise<SessionTokens> {
  const refreshToken = newToken();
  return db.transaction(async (tx) => {
    await tx.query('delete from customer_sessions where customer_id = $1 and (revoked_at is not null or refresh_expires_at < now())', [customerId]);
    const session = await queryOne<{ id: string; refresh_expires_at: Date }>(
      tx,
      `insert into customer_sessions (customer_id, refresh_token_hash, refresh_expires_at)
       values ($1, $2, now() + make_interval(secs => $3)) returning id::text as id, refresh_expires_at`,
      [customerId, hashToken(refreshToken), REFRESH_TOKEN_LIFETIME_S],
    );
    const access = await grantAccess(tx, session!.id);
    return { ...access, refreshToken, refreshExpiresAt: session!.refresh_expires_at };
  });
}

/** The customer of a live access token; a refresh token is never found here (another table). */
export async function signedInCustomer(db: Queryable, accessToken: string | undefined): Promise<SignedInCustomer | undefined> {
  if (!looksLikeToken(accessToken)) return undefined;
  const row = await queryOne<{ customer_id: number; session_id: string; expires_at: Date }>(
    db,
    `select s.customer_id, s.id::text as session_id, t.expires_at
       from customer_access_tokens t join customer_sessions s on s.id = t.session_id
      where t.token_hash = $1 and t.expires_at > now() and s.revoked_at is null and s.refresh_expires_at > now()`,
    [hashToken(accessToken)],
  );
  return row ? { customerId: row.customer_id, sessionId: row.session_id, accessExpiresAt: row.expires_at } : undefined;
}

/** A new access token for a live refresh token; the refresh token itself keeps its expiry. */
export async function renewAccess(db: Database, refreshToken: string | undefined): Promise<(AccessGrant & SignedInCustomer) | undefined> {
  if (!looksLikeToken(refreshToken)) return undefined;
  return db.transaction(async (tx) => {
    const session = await queryOne<{ id: string; customer_id: number }>(
      tx,
      `select id::text as id, customer_id from customer_sessions
        where refresh_token_hash = $1 and revoked_at is null and refresh_expires_at > now()`,
      [hashToken(refreshToken)],
    );
    if (!session) return undefined;
    await tx.query('delete from customer_access_tokens where session_id = $1 and expires_at < now()', [session.id]);
    const grant = await grantAccess(tx, session.id);
    return { ...grant, customerId: session.customer_id, sessionId: session.id };
  });
}

/** Logout: the session of either token is revoked, and every token of it dies with it. */
export async function revokeSession(db: Database, tokens: { accessToken?: string | undefined; refreshToken?: string | undefined }): Promise<void> {
  const access = looksLikeToken(tokens.accessToken) ? hashToken(tokens.accessToken) : null;
  const refresh = looksLikeToken(tokens.refreshToken) ? hashToken(tokens.refreshToken) : null;
  if (!access && !refresh) return;
  await db.transaction(async (tx) => {
    const revoked = await tx.query<{ id: string }>(
      `update customer_sessions set revoked_at = now()
        where revoked_at is null
          and (refresh_token_hash = $1 or id = (select session_id from customer_access_tokens where token_hash = $2))
      returning id::text as id`,
      [refresh, access],
    );
    for (const { id } of revoked) await tx.query('delete from customer_access_tokens where session_id = $1', [id]);
  });
}

/** Ends every session of a customer but one (after a password change), or all (after a reset). */
export async function revokeOtherSessions(tx: Queryable, customerId: number, keepSessionId?: string): Promise<void> {
  await tx.query('delete from customer_access_tokens where session_id in (select id from customer_sessions where customer_id = $1 and id::text <> $2)', [
    customerId,
    keepSessionId ?? '',
  ]);
  await tx.query('update customer_sessions set revoked_at = now() where customer_id = $1 and revoked_at is null and id::text <> $2', [
    customerId,
    keepSessionId ?? '',
  ]);
}

/**
 * Tokens shaped like a new session's but stored nowhere: a registration with a taken
 * email answers with these, so the answer looks the same and signs nobody in.
 */
export function decoySessionTokens(): SessionTokens {
  const now = Date.now();
  return {
    accessToken: newToken(),
    accessExpiresAt: new Date(now + ACCESS_TOKEN_LIFETIME_S * 1000),
    refreshToken: newToken(),
    refreshExpiresAt: new Date(now + REFRESH_TOKEN_LIFETIME_S * 1000),
  };
}
