import type { Database } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { invalid } from '../../lib/errors.ts';
import { findCustomerByEmail, normaliseEmail, updatePasswordHash } from './customers.ts';
import { sendPasswordResetEmail } from './emails.ts';
import { checkNewPassword, cleanEmail, takeAtLeast } from './input-rules.ts';
import type { LinkContext } from './links.ts';
import { hashPassword } from './passwords.ts';
import { countAttempt, RATE_LIMITS } from './rate-limits.ts';
import { revokeOtherSessions } from './sessions.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';

export const RESET_TOKEN_LIFETIME_MINUTES = 60;
/** Every reset request answers after this long, so a known email does not answer later than an unknown one. */
export const RESET_ANSWER_MS = 400;
export const RESET_LINK_DEAD = 'This password reset link has expired or has already been used. Please ask for a new one.';

/** requestPasswordResetEmail: the same answer for every email; only a known one gets a link. */
export async function requestPasswordReset(db: Database, input: string, context: { links: LinkContext; clientAddress: string }): Promise<void> {
  const email = cleanEmail(input, 'email');
  await takeAtLeast(RESET_ANSWER_MS, async () => {
    await countAttempt(db, RATE_LIMITS.resetPerAddress, context.clientAddress);
    await countAttempt(db, RATE_LIMITS.resetPerAccount, normaliseEmail(email));
    const customer = await findCustomerByEmail(db, email);
    if (!customer) return;
    const token = newToken();
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into password_reset_tokens (token_hash, customer_id, expires_at)
         values ($1, $2, now() + make_interval(mins => $3))`,
        [hashToken(token), customer.id, RESET_TOKEN_LIFETIME_MINUTES],
      );
      await sendPasswordResetEmail(tx, customer, token, context.links, RESET_TOKEN_LIFETIME_MINUTES, context);
    });
  });
}

/** Sets a new password with a reset token: single use, before it expires; every session ends. */
export async function resetPassword(db: Database, token: string, password: string, clientAddress: string): Promise<void> {
  await countAttempt(db, RATE_LIMITS.setPasswordPerAddress, clientAddress);
  if (!looksLikeToken(token)) throw invalid(RESET_LINK_DEAD, 'token');
  checkNewPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const used = await queryOne<{ customer_id: number }>(
      tx,
      `update password_reset_tokens set used_at = now()
        where token_hash = $1 and used_at is null and expires_at > now() returning customer_id`,
      [hashToken(token)],
    );
    if (!used) throw invalid(RESET_LINK_DEAD, 'token');
    await tx.query('update password_reset_tokens set used_at = now() where customer_id = $1 and used_at is null', [used.customer_id]);
    await updatePasswordHash(tx, used.customer_id, passwordHash);
    await revokeOtherSessions(tx, used.customer_id);
  });
}
