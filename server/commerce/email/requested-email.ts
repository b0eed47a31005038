import type { Queryable } from '../../db/database.ts';
import { sendEmail } from '../../integrations/email/outbox.ts';
import { RATE_LIMITS, withinLimit } from '../customer/rate-limits.ts';
import type { EmailMessage } from './email-layout.ts';

/** Who asked for an email: the client address of the request (see `clientAddress`). */
export interface EmailRequester {
  clientAddress: string;
}

/**
 * Counts one email to `recipient` asked for by `requester` against both limits (per
 * address and per client, shared by every app process) and answers whether it may go.
 * Over a limit the caller sends nothing and answers exactly as if it had sent it, so
 * neither the limit nor whether an account exists shows in the answer.
 */
export async function mayEmail(db: Queryable, recipient: string, requester: EmailRequester): Promise<boolean> {
  const forRecipient = await withinLimit(db, RATE_LIMITS.emailPerRecipient, recipient.trim().toLowerCase());
  const forClient = await withinLimit(db, RATE_LIMITS.emailPerClient, requester.clientAddress);
  return forRecipient && forClient;
}

/** Every email a request makes the store send goes through here: queued when within the limits, quietly dropped beyond. */
export async function sendRequestedEmail(db: Queryable, recipient: string, email: EmailMessage, requester: EmailRequester): Promise<boolean> {
  if (!(await mayEmail(db, recipient, requester))) return false;
  await sendEmail(db, { recipient, ...email });
  return true;
}
