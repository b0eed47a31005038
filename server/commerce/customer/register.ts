import type { Database } from '../../db/database.ts';
import { findCustomerByEmail, insertCustomer, normaliseEmail } from './customers.ts';
import { sendAccountExistsEmail } from './emails.ts';
import { checkNewPassword, cleanEmail, cleanName } from './input-rules.ts';
import type { LinkContext } from './links.ts';
import { hashPassword } from './passwords.ts';
import { countAttempt, RATE_LIMITS } from './rate-limits.ts';
import { openSession, type SessionTokens } from './sessions.ts';

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Signed in as the new customer, or the email already had an account (its owner is emailed instead). */
export type RegistrationOutcome = { kind: 'signed-in'; tokens: SessionTokens } | { kind: 'already-registered' };

export async function registerCustomer(
  db: Database,
  input: Registration,
  context: { links: LinkContext; clientAddress: string },
): Promise<RegistrationOutcome> {
  const firstName = cleanName(input.firstName, 'firstName');
  const lastName = cleanName(input.lastName, 'lastName');
  const email = cleanEmail(input.email, 'email');
  checkNewPassword(input.password, 'password');
  await countAttempt(db, RATE_LIMITS.registerPerAddress, context.clientAddress);
  await countAttempt(db, RATE_LIMITS.registerPerAccount, normaliseEmail(email));
  // Hashed either way, so a taken email costs the same time as a new one.
  const passwordHash = await hashPassword(input.password);
  const customerId = await insertCustomer(db, { email, firstName, lastName, passwordHash });
  if (customerId === undefined) {
    const owner = await findCustomerByEmail(db, email);
    if (owner) await sendAccountExistsEmail(db, owner, context.links, context);
    return { kind: 'already-registered' };
  }
  return { kind: 'signed-in', tokens: await openSession(db, customerId) };
}
