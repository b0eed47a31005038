import type { Database } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { findCustomerByEmail, normaliseEmail } from './customers.ts';
import { spendPasswordCheckTime, verifyPassword } from './passwords.ts';
import { countAttempt, forgetAttempts, RATE_LIMITS } from './rate-limits.ts';
import { openSession, type SessionTokens } from './sessions.ts';

export const SIGN_IN_FAILED = 'The email address or password is incorrect.';

/**
 * Login. Unknown email and wrong password get the same answer after the same work
 * (a password check either way), so the answer does not tell whether an account exists.
 */
export async function signIn(db: Database, credentials: { email: string; password: string }, clientAddress: string): Promise<SessionTokens> {
  const email = normaliseEmail(credentials.email);
  await countAttempt(db, RATE_LIMITS.loginPerAddress, clientAddress);
  await countAttempt(db, RATE_LIMITS.loginPerAccount, email);
  const customer = email ? await findCustomerByEmail(db, email) : undefined;
  if (!customer) {
    await spendPasswordCheckTime(credentials.password);
    throw new DomainError('unauthorized', SIGN_IN_FAILED);
  }
  if (!(await verifyPassword(credentials.password, customer.passwordHash))) throw new DomainError('unauthorized', SIGN_IN_FAILED);
  await forgetAttempts(db, RATE_LIMITS.loginPerAccount, email);
  return openSession(db, customer.id);
}
