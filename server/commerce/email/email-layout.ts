import type { Language } from '../../../domain/i18n/index.ts';
import { escapeHtml } from '../../render/escape.ts';

/** An email as written, before it has a recipient: its language, subject, text and HTML. */
export interface EmailMessage {
  kind: string;
  locale: Language;
  subject: string;
  bodyText: string;
  bodyHtml: string;
}

/** A block of the HTML body: a paragraph of text (links made clickable) or ready, escaped HTML such as a table. */
export type EmailBlock = { text: string } | { html: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Text as HTML: escaped, its lines kept, its web addresses as links. */
function paragraph(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}" style="color:#0b5d3b">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  html += escapeHtml(text.slice(last));
  return `<p style="margin:0 0 16px">${html.replace(/\n/g, '<br>')}</p>`;
}

/** The one HTML layout of every email: one readable column, inline styles (mail programs drop style sheets). */
export function emailHtml(locale: Language, subject: string, blocks: EmailBlock[]): string {
  const body = blocks.map((block) => ('html' in block ? block.html : paragraph(block.text))).join('\n');
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f4f1;color:#1c1c1a;font:16px/1.5 -apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px">Northvale Cycles</p>
${body}
</div>
</body>
</html>
`;
}

/** An email whose text is its whole content: the HTML shows the same paragraphs (split at blank lines). */
export function textEmail(kind: string, locale: Language, subject: string, bodyText: string): EmailMessage {
  const blocks = bodyText.split(/\n{2,}/).map((text) => ({ text }));
  return { kind, locale, subject, bodyText, bodyHtml: emailHtml(locale, subject, blocks) };
}
