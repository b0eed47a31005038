import { tFor } from '../../domain/i18n/index.ts';
import type { PageNode } from '../../schemas/generated/index.ts';
import { confirmSubscription } from '../commerce/newsletter/subscriptions.ts';
import { escapeHtml } from '../render/escape.ts';
import { emailLinkPage } from './email-link-page.ts';
import type { Composer } from './types.ts';
import { node } from './node.ts';

/**
 * GET /newsletter/confirm/?token=… — the link of the confirmation email. Opening it
 * confirms the sign-up once; a used, expired or unknown link explains itself and
 * offers the form again.
 */
export const composeNewsletterConfirm: Composer = async (req) => {
  const confirmed = await confirmSubscription(req.db, req.query.get('token'));
  const { locale } = req.site;
  const t = tFor(locale, 'blocks');
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const children: PageNode[] = confirmed
    ? [
        node('heading', 'newsletter-confirmed', { text: t('newsletter.confirmedTitle'), level: 1 }),
        node('rich-text', 'newsletter-confirmed-text', { html: paragraph(t('newsletter.confirmedText')) }),
        node('call-to-action', 'newsletter-confirmed-next', {
          heading: t('newsletter.confirmedNext'),
          actions: [{ label: t('newsletter.confirmedAction'), href: `${req.site.prefix}/bikes/` }],
          tone: 'light',
        }),
      ]
    : [
        node('heading', 'newsletter-link-invalid', { text: t('newsletter.invalidTitle'), level: 1 }),
        node('rich-text', 'newsletter-link-invalid-text', { html: paragraph(t('newsletter.invalidText')) }),
        node('email-sign-up', 'newsletter-sign-up-again', { heading: t('newsletter.signUpAgain'), tone: 'light' }),
      ];
  return emailLinkPage(req, {
    id: 'newsletter-confirm',
    worked: confirmed,
    title: confirmed ? t('newsletter.confirmedMetaTitle') : t('newsletter.invalidMetaTitle'),
    children,
  });
};
