import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { postJson } from '../../../renderer/kit/http-client.ts';
import { reloadCustomer, useCustomer } from '../../../renderer/kit/account/customer.ts';
import { FormMessage } from '../../../renderer/kit/forms/form-fields.tsx';
import { errorText } from '../../../renderer/kit/account/messages.ts';
import { onSubmit } from '../../../renderer/kit/forms/use-form.ts';
import type { AccountNewsletterProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/** The newsletter as a profile setting. */
export function AccountNewsletter(_props: BlockComponentProps<AccountNewsletterProps>) {
  const { t } = useTranslation('account');
  const { data: customer } = useCustomer();
  const id = useId();
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});

  useEffect(() => {
    if (customer) setSubscribed(customer.is_subscribed);
  }, [customer]);

  const submit = onSubmit(async () => {
    setBusy(true);
    setMessage({});
    try {
      const answer = await postJson<{ updateCustomer: { customer: { is_subscribed: boolean } } }>('/nuxt/api/account/newsletter', { subscribed });
      const now = answer.updateCustomer.customer.is_subscribed;
      setMessage({ success: now ? t('newsletter.subscribed') : t('newsletter.unsubscribed') });
      await reloadCustomer();
    } catch (failure) {
      setMessage({ error: errorText(t, failure) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.intro')}</p>
      {customer ? (
        <form className="account-form" noValidate onSubmit={submit}>
          <div className="account-check">
            <input id={`${id}-subscribe`} type="checkbox" checked={subscribed} onChange={(event) => setSubscribed(event.target.checked)} />
            <label htmlFor={`${id}-subscribe`}>{t('newsletter.subscribe')}</label>
          </div>
          <FormMessage error={message.error} success={message.success} />
          <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
            {t('newsletter.save')}
          </button>
        </form>
      ) : (
        <p className="account-loading">{t('common.loading')}</p>
      )}
    </section>
  );
}
