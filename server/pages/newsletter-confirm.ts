import { i18nFor } from '../../domain/i18n/index.ts';
import type { PageNode } from '../../schemas/generated/index.ts';
import { confirmSubscription } from '../commerce/newsletter/subscriptions.ts';
import { escapeHtml } from '../render/escape.ts';
import { emailLinkPage } from './email-link-page.ts';
import type { Composer } from './types.ts';

/**
 * GET /newsletter/confirm/?token=… — the link of the confirmation email. Opening it
 * confirms the sign-up once; a used, expired or unknown link explains itself and
 * offers the form again.
 */
export const composeNewsletterConfirm: Composer = async (req) => {
  const confirmed = await confirmSubscription(req.db, req.query.get('token'));
  const { locale } = req.site;
  const t = i18nFor(locale).getFixedT(locale, 'blocks');
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const children: PageNode[] = confirmed
    ? [
        { type: 'heading', id: 'newsletter-confirmed', props: { text: t('newsletter.confirmedTitle'), level: 1 } },
        { type: 'rich-text', id: 'newsletter-confirmed-text', props: { html: paragraph(t('newsletter.confirmedText')) } },
        {
          type: 'call-to-action',
          id: 'newsletter-confirmed-next',
          props: {
            heading: t('newsletter.confirmedNext'),
            actions: [{ label: t('newsletter.confirmedAction'), href: `${req.site.prefix}/bikes/` }],
            tone: 'light',
          },
        },
      ]
    : [
        { type: 'heading', id: 'newsletter-link-invalid', props: { text: t('newsletter.invalidTitle'), level: 1 } },
        { type: 'rich-text', id: 'newsletter-link-invalid-text', props: { html: paragraph(t('newsletter.invalidText')) } },
        { type: 'email-sign-up', id: 'newsletter-sign-up-again', props: { heading: t('newsletter.signUpAgain'), tone: 'light' } },
      ];
  return emailLinkPage(req, {
    id: 'newsletter-confirm',
    worked: confirmed,
    title: confirmed ? t('newsletter.confirmedMetaTitle') : t('newsletter.invalidMetaTitle'),
    children,
  });
};
