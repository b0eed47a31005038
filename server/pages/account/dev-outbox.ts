import { tFor } from '../../../domain/i18n/index.ts';
import { latestEmails } from '../../integrations/email/outbox.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { node } from '../node.ts';
import { PAGE_SCHEMA_VERSION } from '../../../schemas/page-version.ts';

/**
 * The local email sandbox: the emails the store would have sent (password resets
 * among them). Mounted only in development and the demo (see `mountsDevelopmentRoutes`);
 * the production-mode demo shows it only to a browser on the same machine, no proxy between.
 */
export async function composeDevOutbox(req: PageRequest): Promise<ComposedPage | undefined> {
  if (req.config.nodeEnv === 'production' && !req.fromThisMachine) return undefined;
  const emails = await latestEmails(req.db);
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'preview',
    layout: 'default',
    locale: req.site.locale,
    meta: { title: tFor(req.site.locale, 'account')('outbox.title'), robots: 'noindex, nofollow' },
    root: node('dev-outbox', 'dev-outbox', {
      emails: emails.map((e) => ({
        id: e.id,
        recipient: e.recipient,
        subject: e.subject,
        kind: e.kind,
        bodyText: e.bodyText,
        sentAt: e.createdAt.toISOString(),
      })),
    }),
  };
}
