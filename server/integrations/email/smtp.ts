import { createTransport } from 'nodemailer';
import type { SmtpSettings } from '../../config.ts';
import type { OutgoingEmail } from './outbox.ts';

/** Hands one email to the mail server; rejects when the server refuses it or cannot be reached. */
export interface EmailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** The SMTP adapter (nodemailer): text and HTML parts, From the shop's address. */
export function smtpTransport(smtp: SmtpSettings, from: string, timeoutMs = 15_000): EmailTransport {
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  // A URL's own query may set options too; the timeouts apply unless it does.
  const transport = createTransport('url' in smtp ? { url: smtp.url, ...timeouts } : { ...smtp, ...timeouts });
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.recipient,
        subject: email.subject,
        text: email.bodyText,
        ...(email.bodyHtml ? { html: email.bodyHtml } : {}),
        headers: { 'Content-Language': email.locale, 'X-Storefront-Kind': email.kind },
      });
    },
    close: () => transport.close(),
  };
}
