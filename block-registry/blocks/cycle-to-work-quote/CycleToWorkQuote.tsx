import { useId } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { CycleToWorkQuoteProps } from '../../../schemas/generated/index.ts';
import { parseTotal, RAISED_SCHEME_LIMIT, schemeLimit } from '../../../domain/cycle-to-work/scheme.ts';
import type { BlockComponentProps } from '../../types.ts';
import { QuoteField } from './QuoteField.tsx';
import { QuoteSuccess } from './QuoteSuccess.tsx';
import { SavingsEstimate } from './SavingsEstimate.tsx';
import { type QuoteFieldName, useQuoteForm } from './use-quote-form.ts';

/** The cycle-to-work quote form (/cycletowork/quote/); on success it shows the quote reference in its place. */
export function CycleToWorkQuote({ blockId, children: _children, ...props }: BlockComponentProps<CycleToWorkQuoteProps>) {
  const { t } = useTranslation('cycletowork');
  const ids = useId();
  const fieldId = (field: string) => `${ids}-${field}`;
  const form = useQuoteForm(props, fieldId);
  const { values, errors, status } = form;
  const total = parseTotal(values.total);
  const limit = schemeLimit(form.higherLimit);

  if (status.kind === 'created') {
    return (
      <section id={blockId} className="c2w-quote" aria-live="polite">
        <QuoteSuccess quote={status.quote} onAnother={form.startAgain} />
      </section>
    );
  }

  const field = (name: QuoteFieldName, extra: { type?: string; autoComplete?: string; inputMode?: 'decimal' | 'email'; hint?: string; optional?: boolean }) => (
    <QuoteField
      id={fieldId(name)}
      name={name}
      label={t(name)}
      hint={extra.hint}
      error={errors[name]}
      value={values[name]}
      onValue={(value) => form.setValue(name, value)}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      inputMode={extra.inputMode}
      required={!extra.optional}
    />
  );

  return (
    <section id={blockId} className="c2w-quote">
      <p className="c2w-quote__intro">{t('intro')}</p>
      <p className="c2w-quote__limit">{t('limitNote')}</p>
      <form className="c2w-quote__form" method="post" noValidate onSubmit={form.onSubmit}>
        <p className="c2w-quote__required-note">{t('requiredNote')}</p>
        <fieldset className="c2w-quote__group">
          <legend>{t('sectionEmployer')}</legend>
          {field('employerName', { autoComplete: 'organization' })}
          {field('employerEmail', { type: 'email', autoComplete: 'off', inputMode: 'email', hint: t('employerEmailHint') })}
        </fieldset>
        <fieldset className="c2w-quote__group">
          <legend>{t('sectionYou')}</legend>
          {field('employeeName', { autoComplete: 'name' })}
          {field('employeeEmail', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        </fieldset>
        <fieldset className="c2w-quote__group">
          <legend>{t('sectionBike')}</legend>
          {field('bike', { hint: t('bikeHint') })}
          {field('accessories', { hint: t('accessoriesHint'), optional: true })}
          {field('total', { inputMode: 'decimal', autoComplete: 'off', hint: t('totalHint', { limit: limit === RAISED_SCHEME_LIMIT ? '£5,000' : '£1,000' }) })}
          <label className="c2w-quote__checkbox">
            <input id={fieldId('higherLimit')} type="checkbox" checked={form.higherLimit} onChange={(event) => form.setHigherLimit(event.target.checked)} />
            <span>{t('higherLimit')}</span>
          </label>
        </fieldset>
        {total && total <= RAISED_SCHEME_LIMIT ? <SavingsEstimate total={total} /> : null}
        <div className="c2w-quote__actions" role="status">
          {status.kind === 'failed' ? <p className="c2w-quote__failed">{t('failed')}</p> : null}
          {Object.keys(errors).length ? <p className="c2w-quote__failed">{t('fixErrors')}</p> : null}
        </div>
        <button type="submit" className="button button--primary c2w-quote__submit" aria-disabled={status.kind === 'sending' || undefined}>
          {status.kind === 'sending' ? t('sending') : t('submit')}
        </button>
      </form>
    </section>
  );
}
