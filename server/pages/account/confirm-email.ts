import { tFor } from '../../../domain/i18n/index.ts';
import type { PageNode } from '../../../schemas/generated/index.ts';
import { confirmEmailChange } from '../../commerce/customer/email-change.ts';
import { escapeHtml } from '../../render/escape.ts';
import { emailLinkPage } from '../email-link-page.ts';
import type { Composer } from '../types.ts';
import { node } from '../node.ts';

/**
 * GET /auth/confirm-email/?token=… — the link sent to a new email address. Opening it
 * moves the account to that address once; a used, expired or unknown link explains itself.
 */
export const composeConfirmEmail: Composer = async (req) => {
  const confirmed = await confirmEmailChange(req.db, req.query.get('token'));
  const { locale } = req.site;
  const t = tFor(locale, 'account', 'confirmEmail');
  const children: PageNode[] = [
    node('heading', 'confirm-email-title', { text: t(confirmed ? 'confirmedTitle' : 'invalidTitle'), level: 1 }),
    node('rich-text', 'confirm-email-text', { html: `<p>${escapeHtml(t(confirmed ? 'confirmedText' : 'invalidText'))}</p>` }),
    node('call-to-action', 'confirm-email-next', {
      heading: t(confirmed ? 'confirmedTitle' : 'invalidTitle'),
      actions: [{ label: t('action'), href: `${req.site.prefix}/my-account/profile/` }],
      tone: 'light',
    }),
  ];
  return emailLinkPage(req, { id: 'confirm-email', worked: confirmed, title: t(confirmed ? 'confirmedTitle' : 'invalidTitle'), children });
};
