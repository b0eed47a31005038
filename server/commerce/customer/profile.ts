import type { Database } from '../../db/database.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import type { Customer } from '../../../schemas/generated/index.ts';
import { listAddresses } from './addresses.ts';
import type { EmailRequester } from '../email/requested-email.ts';
import { findCustomerById, normaliseEmail, updatePasswordHash } from './customers.ts';
import { requestEmailChange } from './email-change.ts';
import { checkNewPassword, cleanEmail, cleanName, REQUIRED_FIELD, takeAtLeast } from './input-rules.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { LinkContext } from './links.ts';
import { countAttempt, RATE_LIMITS } from './rate-limits.ts';
import { revokeOtherSessions, type SignedInCustomer } from './sessions.ts';

const EMAIL_CHANGE_ANSWER_MS = 300;
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

export async function customerView(db: Database, customerId: number): Promise<Customer> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw new DomainError('unauthorized', 'Please sign in to continue.');
  return {
    firstname: customer.firstName,
    lastname: customer.lastName,
    email: customer.email,
    is_subscribed: customer.newsletterSubscribed,
    addresses: await listAddresses(db, customerId),
  };
}

async function checkCurrentPassword(db: Database, customerId: number, password: string | undefined): Promise<void> {
  if (!password) throw invalid(REQUIRED_FIELD, 'currentPassword');
  await countAttempt(db, RATE_LIMITS.changePasswordPerAccount, String(customerId));
  const customer = await findCustomerById(db, customerId);
  if (!customer || !(await verifyPassword(password, customer.passwordHash))) throw invalid(WRONG_CURRENT_PASSWORD, 'currentPassword');
}

/**
 * Names at once; a new email needs the current password and changes only once the
 * link sent to it is opened (`requestEmailChange`). The answer is the same whether or
 * not the new address already has an account.
 */
export async function updateProfile(
  db: Database,
  customerId: number,
  input: { firstname: string; lastname: string; email: string; currentPassword?: string | undefined },
  context: { links: LinkContext } & EmailRequester,
): Promise<{ customer: Customer; emailChange?: { pending: true; email: string } }> {
  const firstName = cleanName(input.firstname, 'firstname');
  const lastName = cleanName(input.lastname, 'lastname');
  const email = cleanEmail(input.email, 'email');
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw new DomainError('unauthorized', 'Please sign in to continue.');
  const emailChanges = normaliseEmail(email) !== normaliseEmail(customer.email);
  if (emailChanges) await checkCurrentPassword(db, customerId, input.currentPassword);
  await db.query('update customers set first_name = $2, last_name = $3, updated_at = now() where id = $1', [customerId, firstName, lastName]);
  if (!emailChanges) return { customer: await customerView(db, customerId) };
  // As long whether or not the address is taken, so the time does not tell either.
  await takeAtLeast(EMAIL_CHANGE_ANSWER_MS, () => requestEmailChange(db, { id: customerId, firstName }, email, context));
  return { customer: await customerView(db, customerId), emailChange: { pending: true, email } };
}

/** A new password with the current one; every other session of the customer ends. */
export async function changePassword(db: Database, signedIn: SignedInCustomer, input: { currentPassword: string; newPassword: string }): Promise<void> {
  await checkCurrentPassword(db, signedIn.customerId, input.currentPassword);
  checkNewPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, signedIn.customerId, passwordHash);
    await revokeOtherSessions(tx, signedIn.customerId, signedIn.sessionId);
  });
}
