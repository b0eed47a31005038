import type { Database } from '../../db/database.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { type CustomerAddress, listAddresses } from './addresses.ts';
import { findCustomerByEmail, findCustomerById, normaliseEmail, updatePasswordHash } from './customers.ts';
import { checkNewPassword, cleanEmail, cleanName, REQUIRED_FIELD } from './input-rules.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { countAttempt, RATE_LIMITS } from './rate-limits.ts';
import { revokeOtherSessions, type SignedInCustomer } from './sessions.ts';

/** The customer call's answer (Magento's field names). */
export interface CustomerView {
  firstname: string;
  lastname: string;
  email: string;
  is_subscribed: boolean;
  addresses: CustomerAddress[];
}

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const EMAIL_TAKEN = 'This email address belongs to another account.';

export async function customerView(db: Database, customerId: number): Promise<CustomerView> {
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

/** Names and email; a new email needs the current password. */
export async function updateProfile(
  db: Database,
  customerId: number,
  input: { firstname: string; lastname: string; email: string; currentPassword?: string | undefined },
): Promise<CustomerView> {
  const firstName = cleanName(input.firstname, 'firstname');
  const lastName = cleanName(input.lastname, 'lastname');
  const email = cleanEmail(input.email, 'email');
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw new DomainError('unauthorized', 'Please sign in to continue.');
  if (normaliseEmail(email) !== normaliseEmail(customer.email)) {
    await checkCurrentPassword(db, customerId, input.currentPassword);
    const owner = await findCustomerByEmail(db, email);
    if (owner && owner.id !== customerId) throw new DomainError('conflict', EMAIL_TAKEN, 'email');
  }
  try {
    await db.query('update customers set first_name = $2, last_name = $3, email = $4, updated_at = now() where id = $1', [
      customerId,
      firstName,
      lastName,
      email,
    ]);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new DomainError('conflict', EMAIL_TAKEN, 'email');
    throw error;
  }
  return customerView(db, customerId);
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
