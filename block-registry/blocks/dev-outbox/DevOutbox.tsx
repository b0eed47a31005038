import { Fragment } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { formatDate } from '../../../renderer/kit/account/format.ts';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import type { DevOutboxProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** Email text with its links clickable, so a reset link can be followed from the sandbox. */
function Body({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <pre className="dev-outbox__body">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
        <Fragment key={index}>{index % 2 === 1 ? <a href={part}>{part}</a> : part}</Fragment>
      ))}
    </pre>
  );
}

export function DevOutbox({ emails }: BlockComponentProps<DevOutboxProps>) {
  const { t } = useTranslation('account');
  const { locale } = usePageContext();
  return (
    <section className="dev-outbox" aria-labelledby="dev-outbox-title">
      <h1 id="dev-outbox-title">{t('outbox.title')}</h1>
      <p>{t('outbox.intro')}</p>
      {emails.length === 0 ? <p>{t('outbox.empty')}</p> : null}
      {emails.map((email) => (
        <article key={email.id} className="dev-outbox__email" aria-labelledby={`dev-outbox-${email.id}`}>
          <h2 id={`dev-outbox-${email.id}`}>{email.subject}</h2>
          <dl className="dev-outbox__meta">
            <dt>{t('outbox.to')}</dt>
            <dd>{email.recipient}</dd>
            <dt>{t('outbox.kind')}</dt>
            <dd>{email.kind}</dd>
            <dt>{t('outbox.sent')}</dt>
            <dd>{formatDate(email.sentAt, locale)}</dd>
          </dl>
          <Body text={email.bodyText} />
        </article>
      ))}
    </section>
  );
}
