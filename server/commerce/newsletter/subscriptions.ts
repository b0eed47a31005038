import { i18nFor, type Language } from '../../../domain/i18n/index.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { sendEmail } from '../../integrations/email/outbox.ts';
import { textEmail } from '../email/email-layout.ts';
import { type EmailRequester, mayEmail } from '../email/requested-email.ts';
import { CONFIRMATION_LINK_DAYS, hashToken, looksLikeToken, newConfirmationToken } from './confirmation-token.ts';

export const CONFIRMATION_EMAIL_KIND = 'newsletter-confirmation';

export interface SubscriptionRequest {
  /** Already checked and normalised by `checkEmail`. */
  email: string;
  locale: Language;
  /** The absolute confirmation address for a token, on the shopper's site and in their language. */
  confirmationLink(token: string): string;
}

async function queueConfirmationEmail(tx: Queryable, email: string, locale: Language, link: string): Promise<void> {
  const t = i18nFor(locale).getFixedT(locale, 'blocks');
  await sendEmail(tx, { recipient: email, ...textEmail(CONFIRMATION_EMAIL_KIND, locale, t('newsletter.emailSubject'), t('newsletter.emailBody', { link })) });
}

/**
 * Records a pending sign-up with a fresh single-use token and emails the link (double
 * opt-in). An address that is already subscribed gets no email and no change, and the
 * caller answers exactly as for a new one, so the answer never tells who is subscribed.
 * Beyond the email limits (per address, per client) nothing changes and nothing is sent,
 * so the link already in the inbox keeps working; the answer is the same.
 */
export async function requestSubscription(db: Database, { email, locale, confirmationLink }: SubscriptionRequest, requester: EmailRequester): Promise<void> {
  const { token, hash } = newConfirmationToken();
  await db.transaction(async (tx) => {
    if (!(await mayEmail(tx, email, requester))) return;
    const rows = await tx.query<{ id: number }>(
      `insert into newsletter_subscriptions (email, locale, status, token_hash, token_expires_at)
       values ($1, $2, 'pending', $3, now() + make_interval(days => $4::int))
       on conflict (email) do update
         set locale = excluded.locale, status = 'pending', token_hash = excluded.token_hash,
             token_expires_at = excluded.token_expires_at, requested_at = now()
         where newsletter_subscriptions.status <> 'subscribed'
       returning id`,
      [email, locale, hash, CONFIRMATION_LINK_DAYS],
    );
    if (rows.length > 0) await queueConfirmationEmail(tx, email, locale, confirmationLink(token));
  });
}

/** Confirms the pending sign-up a link belongs to and uses the token up; false for unknown, used or expired links. */
export async function confirmSubscription(db: Queryable, token: unknown): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  const rows = await db.query<{ id: number }>(
    `update newsletter_subscriptions
        set status = 'subscribed', confirmed_at = now(), token_hash = null, token_expires_at = null
      where token_hash = $1 and token_expires_at > now() and status = 'pending'
      returning id`,
    [hashToken(token)],
  );
  return rows.length > 0;
}
