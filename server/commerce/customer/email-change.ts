import { i18nFor } from '../../../domain/i18n/index.ts';
import type { Database } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { textEmail } from '../email/email-layout.ts';
import { type EmailRequester, sendRequestedEmail } from '../email/requested-email.ts';
import { findCustomerByEmail } from './customers.ts';
import { type LinkContext, siteLink } from './links.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';

export const EMAIL_CHANGE_LINK_HOURS = 24;
export const EMAIL_CHANGE_KIND = 'email-change';

/**
 * A new email address for an account takes effect only from a link sent to that
 * address. The caller answers the same whether or not the address already has an
 * account (decision 003): a taken address gets no link and nothing changes.
 */
export async function requestEmailChange(
  db: Database,
  customer: { id: number; firstName: string },
  newEmail: string,
  context: { links: LinkContext } & EmailRequester,
): Promise<void> {
  if (await findCustomerByEmail(db, newEmail)) return;
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.query('update customer_email_changes set used_at = now() where customer_id = $1 and used_at is null', [customer.id]);
    await tx.query(
      `insert into customer_email_changes (token_hash, customer_id, new_email, expires_at)
       values ($1, $2, $3, now() + make_interval(hours => $4))`,
      [hashToken(token), customer.id, newEmail, EMAIL_CHANGE_LINK_HOURS],
    );
    const { locale } = context.links;
    const t = i18nFor(locale).getFixedT(locale, 'account');
    const link = siteLink(context.links, `/auth/confirm-email/?token=${encodeURIComponent(token)}`);
    await sendRequestedEmail(
      tx,
      newEmail,
      textEmail(
        EMAIL_CHANGE_KIND,
        locale,
        t('email.emailChangeSubject'),
        t('email.emailChangeBody', { name: customer.firstName, link, hours: EMAIL_CHANGE_LINK_HOURS }),
      ),
      context,
    );
  });
}

/** Opens the link from the email: the account takes the new address, once, before the link expires; false otherwise. */
export async function confirmEmailChange(db: Database, token: string | null): Promise<boolean> {
  if (!looksLikeToken(token ?? undefined)) return false;
  try {
    return await db.transaction(async (tx) => {
      const change = await queryOne<{ customer_id: number; new_email: string }>(
        tx,
        `update customer_email_changes set used_at = now()
          where token_hash = $1 and used_at is null and expires_at > now() returning customer_id, new_email`,
        [hashToken(token as string)],
      );
      if (!change) return false;
      await tx.query('update customers set email = $2, updated_at = now() where id = $1', [change.customer_id, change.new_email]);
      return true;
    });
  } catch (error) {
    // Someone registered the address between the request and the link: nothing changes.
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}
