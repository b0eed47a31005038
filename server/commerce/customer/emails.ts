import { i18nFor } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import { textEmail } from '../email/email-layout.ts';
import { type EmailRequester, sendRequestedEmail } from '../email/requested-email.ts';
import { type LinkContext, siteLink } from './links.ts';

export async function sendPasswordResetEmail(
  db: Queryable,
  to: { email: string; firstName: string },
  token: string,
  links: LinkContext,
  minutes: number,
  requester: EmailRequester,
) {
  const t = i18nFor(links.locale).getFixedT(links.locale, 'account');
  const link = siteLink(links, `/auth/reset-password/?token=${encodeURIComponent(token)}`);
  await sendRequestedEmail(
    db,
    to.email,
    textEmail('password-reset', links.locale, t('email.resetSubject'), t('email.resetBody', { name: to.firstName, link, minutes })),
    requester,
  );
}

/** Someone registered with an email that already has an account: tell its owner, not the visitor. */
export async function sendAccountExistsEmail(db: Queryable, to: { email: string; firstName: string }, links: LinkContext, requester: EmailRequester) {
  const t = i18nFor(links.locale).getFixedT(links.locale, 'account');
  await sendRequestedEmail(
    db,
    to.email,
    textEmail(
      'account-exists',
      links.locale,
      t('email.accountExistsSubject'),
      t('email.accountExistsBody', { name: to.firstName, signIn: siteLink(links, '/auth/login/'), reset: siteLink(links, '/auth/reset-password/') }),
    ),
    requester,
  );
}
