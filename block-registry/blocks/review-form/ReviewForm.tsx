import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import useSWR from 'swr';
import { REVIEW_LIMITS, type ReviewField, reviewProblems } from '../../../domain/reviews/review-rules.ts';
import { useCustomer } from '../../../renderer/kit/account/customer.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import { FormMessage, TextAreaField, TextField } from '../../../renderer/kit/forms/form-fields.tsx';
import { focusFirstError, onSubmit, useForm } from '../../../renderer/kit/forms/use-form.ts';
import { useIsExample, useLocalePath, usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { ApiError, getJson, requestJson } from '../../../renderer/kit/http-client.ts';
import type { ReviewFormProps } from '../../../schemas/generated/index.ts';
import { ProductImage } from '../../catalog/ProductImage.tsx';
import type { BlockComponentProps } from '../../types.ts';

export const REVIEWS_URL = '/nuxt/api/account/reviews';
const RATINGS = [1, 2, 3, 4, 5] as const;

/** A signed-in customer's review of a product they bought; a customer who may not review it is told why. */
export function ReviewForm({ blockId, sku, productName, productPath, image }: BlockComponentProps<ReviewFormProps>) {
  const { t } = useTranslation('reviews');
  const { locale } = usePageContext();
  const localePath = useLocalePath();
  const example = useIsExample();
  const { data: customer } = useCustomer();
  const id = useId();
  const eligibility = useSWR(
    customer && !example ? `${REVIEWS_URL}/eligibility?sku=${encodeURIComponent(sku)}&locale=${locale}` : null,
    (path: string) => getJson<{ product: { sku: string } }>(path),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const [sent, setSent] = useState<string>();
  const refusal = eligibility.error ? (eligibility.error instanceof ApiError && eligibility.error.message) || t('write.failed') : undefined;
  return (
    <section id={blockId} className="review-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('write.heading')}</h2>
      <div className="review-form__product">
        <ProductImage image={image ?? null} alt="" sizes="96px" width={160} />
        <p>
          <SmartLink href={productPath}>{productName}</SmartLink>
        </p>
      </div>
      {sent ? (
        <div className="account-message account-message--success" role="status">
          <p>{sent}</p>
        </div>
      ) : refusal ? (
        <div className="account-message account-message--error" role="alert">
          <p>{refusal}</p>
        </div>
      ) : example || eligibility.data ? (
        <ReviewFields sku={sku} productName={productName} onSent={setSent} />
      ) : customer === null ? (
        <p>
          {t('write.signIn')} <SmartLink href={localePath('/auth/login/')}>{t('write.signInLink')}</SmartLink>
        </p>
      ) : (
        <p className="account-loading">{t('write.checking')}</p>
      )}
      <p>
        <SmartLink href={localePath('/my-account/orders/')}>← {t('write.backToOrders')}</SmartLink>
      </p>
    </section>
  );
}

function ReviewFields({ sku, productName, onSent }: { sku: string; productName: string; onSent: (message: string) => void }) {
  const { t } = useTranslation('reviews');
  const { locale } = usePageContext();
  const form = useForm<ReviewField>({ rating: '', title: '', body: '', name: '' });
  const [error, setError] = useState<string>();
  const [serverErrors, setServerErrors] = useState(0);
  const ratingId = useId();
  useEffect(() => {
    if (serverErrors) focusFirstError(form.formRef);
  }, [serverErrors, form.formRef]);

  const draft = () => ({ rating: Number(form.values.rating) || undefined, title: form.values.title, body: form.values.body, name: form.values.name });
  const messageOf = (field: ReviewField, problem: string) =>
    t(`errors.${problem}`, { field: t(`errors.fields.${field}`), ...(field === 'rating' ? {} : REVIEW_LIMITS[field]) });

  const submit = onSubmit(async () => {
    const problems = reviewProblems(draft());
    const found = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, messageOf(field as ReviewField, problem)]));
    if (!form.check(found)) return;
    form.setBusy(true);
    setError(undefined);
    try {
      const { status, body } = await requestJson<{ message: string; errors: { field?: string; message: string }[] }>(REVIEWS_URL, {
        method: 'POST',
        json: { sku, ...draft(), locale },
      });
      if (status === 201 && body.message) return onSent(body.message);
      const fieldErrors = Object.fromEntries((body.errors ?? []).filter((e) => e.field && e.field in form.values).map((e) => [e.field, e.message]));
      if (status === 400 && Object.keys(fieldErrors).length) {
        form.setErrors(fieldErrors);
        setServerErrors((count) => count + 1);
      } else setError(body.error ?? t('write.failed'));
    } catch {
      setError(t('write.failed'));
    } finally {
      form.setBusy(false);
    }
  });

  const rating = form.field('rating');
  return (
    <form ref={form.formRef} className="account-form review-form__form" noValidate onSubmit={submit}>
      <p>{t('write.intro', { product: productName })}</p>
      <fieldset className={`review-form__rating${rating.error ? ' has-error' : ''}`} aria-describedby={rating.error ? `${ratingId}-error` : undefined}>
        <legend className="account-field__label">
          {t('write.rating')}
          <span className="account-field__required" aria-hidden="true">
            {' *'}
          </span>
        </legend>
        <div className="review-form__stars">
          {RATINGS.map((value) => (
            <label key={value} className="review-form__star">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating.value === String(value)}
                onChange={() => rating.onChange(String(value))}
                required
                aria-invalid={rating.error && value === 1 ? true : undefined}
              />
              <span className={`review-form__star-icon${Number(rating.value) >= value ? ' is-on' : ''}`} aria-hidden="true">
                ★
              </span>
              <span className="visually-hidden">{t('write.ratingOption', { count: value })}</span>
            </label>
          ))}
        </div>
        {rating.error ? (
          <p id={`${ratingId}-error`} className="account-field__error">
            {rating.error}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('write.title')}
        hint={t('write.titleHint', REVIEW_LIMITS.title)}
        required
        maxLength={REVIEW_LIMITS.title.max}
        {...form.field('title')}
      />
      <TextAreaField
        label={t('write.body')}
        hint={t('write.bodyHint', REVIEW_LIMITS.body)}
        required
        rows={7}
        maxLength={REVIEW_LIMITS.body.max}
        {...form.field('body')}
      />
      <TextField label={t('write.name')} hint={t('write.nameHint')} autoComplete="nickname" maxLength={REVIEW_LIMITS.name.max} {...form.field('name')} />
      <FormMessage error={error} />
      <button type="submit" className="button button--primary account-form__submit" disabled={form.busy}>
        {form.busy ? t('write.submitting') : t('write.submit')}
      </button>
    </form>
  );
}
