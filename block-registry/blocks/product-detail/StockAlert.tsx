import { useEffect, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useCustomer } from '../../../renderer/kit/account/customer.ts';
import { emailError, errorText, requiredError } from '../../../renderer/kit/account/messages.ts';
import { FormMessage, SelectField, TextField } from '../../../renderer/kit/forms/form-fields.tsx';
import { onSubmit, useForm } from '../../../renderer/kit/forms/use-form.ts';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { postJson } from '../../../renderer/kit/http-client.ts';
import { sizeLabel } from './size-label.ts';

interface StockAlertProps {
  sku: string;
  /** The sizes that are sold out; empty for a product that has no sizes. */
  soldOutSizes: string[];
}

/** "Email me when it's back": for a sold-out product, or its sold-out sizes. The email goes once, when stock returns. */
export function StockAlert({ sku, soldOutSizes }: StockAlertProps) {
  const { t } = useTranslation('catalog');
  const { t: ta } = useTranslation('account');
  const { locale } = usePageContext();
  const { data: customer } = useCustomer();
  const form = useForm({ email: '', size: soldOutSizes.length === 1 ? (soldOutSizes[0] ?? '') : '' });
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { setValues } = form;
  const email = form.values.email;
  // A signed-in customer finds their address filled in.
  useEffect(() => {
    const known = customer?.email;
    if (known) setValues((values) => (values.email ? values : { ...values, email: known }));
  }, [customer?.email, setValues]);

  const submit = onSubmit(async () => {
    const size = form.values.size;
    if (!form.check({ email: emailError(ta, email), ...(soldOutSizes.length ? { size: requiredError(ta, size) } : {}) })) return;
    form.setBusy(true);
    setError(null);
    try {
      const answer = await postJson<{ email: string }>('/nuxt/api/catalog/stock-alert', { sku, email, locale, ...(size ? { size } : {}) });
      setDone(t('stockAlert.done', { email: answer.email }));
    } catch (failure) {
      setError(errorText(ta, failure));
    } finally {
      form.setBusy(false);
    }
  });

  return (
    <section className="stock-alert" aria-labelledby={`stock-alert-${sku}`}>
      <h2 id={`stock-alert-${sku}`} className="stock-alert__title">
        {t('stockAlert.title')}
      </h2>
      <p className="stock-alert__intro">{t('stockAlert.intro')}</p>
      {done ? (
        <FormMessage success={done} />
      ) : (
        <form ref={form.formRef} className="stock-alert__form" noValidate onSubmit={submit}>
          {soldOutSizes.length > 1 ? (
            <SelectField
              label={t('stockAlert.size')}
              required
              options={[
                { value: '', label: t('stockAlert.anySize') },
                ...soldOutSizes.map((size) => ({ value: size, label: sizeLabel(size, size.toUpperCase()) })),
              ]}
              {...form.field('size')}
            />
          ) : null}
          <TextField label={t('stockAlert.email')} type="email" autoComplete="email" required maxLength={254} {...form.field('email')} />
          <FormMessage error={error} />
          <button type="submit" className="button button--secondary" disabled={form.busy}>
            {form.busy ? t('stockAlert.submitting') : t('stockAlert.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
