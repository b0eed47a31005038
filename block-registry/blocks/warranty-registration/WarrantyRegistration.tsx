import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useCustomer } from '../../../renderer/kit/account/customer.ts';
import { FormMessage, TextField } from '../../../renderer/kit/forms/form-fields.tsx';
import { focusFirstError, onSubmit, useForm } from '../../../renderer/kit/forms/use-form.ts';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { requestJson } from '../../../renderer/kit/http-client.ts';
import type { BlockComponentProps } from '../../types.ts';
import type { WarrantyRegistrationProps } from '../../../schemas/generated/index.ts';

export const WARRANTY_REGISTER_URL = '/nuxt/api/warranty/register';
type Field = 'frameNumber' | 'purchaseDate' | 'email';

/** The warranty form of an owner page: a signed-in customer's registration goes on their account, a guest gives an email. */
export function WarrantyRegistration({ modelSku, modelName, blockId }: BlockComponentProps<WarrantyRegistrationProps>) {
  const { t } = useTranslation('owner');
  const { locale } = usePageContext();
  const { data: customer } = useCustomer();
  const id = useId();
  const form = useForm<Field>({ frameNumber: '', purchaseDate: '', email: '' });
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  // The server's field errors arrive after an await: focus moves to the first once they are on screen.
  const [serverErrors, setServerErrors] = useState(0);
  useEffect(() => {
    if (serverErrors) focusFirstError(form.formRef);
  }, [serverErrors, form.formRef]);
  const required = (value: string) => (value.trim() ? undefined : t('warranty.errors.required'));

  const submit = onSubmit(async () => {
    const v = form.values;
    if (!form.check({ frameNumber: required(v.frameNumber), purchaseDate: required(v.purchaseDate), email: customer ? undefined : required(v.email) })) return;
    form.setBusy(true);
    setMessage({});
    try {
      const { status, body } = await requestJson<{ registration: { reference: string } }>(WARRANTY_REGISTER_URL, {
        method: 'POST',
        json: { modelSku, frameNumber: v.frameNumber, purchaseDate: v.purchaseDate, locale, ...(customer ? {} : { email: v.email.trim() }) },
      });
      if (status === 201 && body.registration) {
        setMessage({ success: t('warranty.registered', { name: modelName, reference: body.registration.reference }) });
        form.setValues({ frameNumber: '', purchaseDate: '', email: '' });
        return;
      }
      const fieldErrors = Object.fromEntries((body.errors ?? []).filter((e) => e.field && e.field in v).map((e) => [e.field, e.message]));
      if (Object.keys(fieldErrors).length) {
        form.setErrors(fieldErrors);
        setServerErrors((count) => count + 1);
      } else setMessage({ error: body.error ?? t('warranty.failed') });
    } catch {
      setMessage({ error: t('warranty.failed') });
    } finally {
      form.setBusy(false);
    }
  });

  return (
    <section id={blockId} className="warranty-registration" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('warranty.heading')}</h2>
      <p>{t('warranty.intro', { name: modelName })}</p>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
        <TextField
          label={t('warranty.frameNumber')}
          hint={t('warranty.frameNumberHint')}
          autoComplete="off"
          required
          maxLength={40}
          {...form.field('frameNumber')}
        />
        <TextField label={t('warranty.purchaseDate')} type="date" required {...form.field('purchaseDate')} />
        {customer ? (
          <p className="warranty-registration__account">{t('warranty.signedInAs', { email: customer.email })}</p>
        ) : (
          <TextField
            label={t('warranty.email')}
            hint={t('warranty.emailHint')}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            {...form.field('email')}
          />
        )}
        <FormMessage error={message.error} success={message.success} />
        <button type="submit" className="button button--primary account-form__submit" disabled={form.busy}>
          {t('warranty.submit')}
        </button>
      </form>
    </section>
  );
}
