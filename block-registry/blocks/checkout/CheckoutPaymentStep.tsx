import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { CERTIFICATE_ISSUERS } from '../../../domain/cycle-to-work/scheme.ts';
import { CheckoutFinance } from './CheckoutFinance.tsx';
import { CheckoutStep } from './CheckoutStep.tsx';
import type { FinancePayment } from './use-finance-payment.ts';

/** A cycle-to-work certificate paying part of the order, as typed. */
export interface CertificateDetails {
  number: string;
  amount: string;
  issuedBy: string;
}

/** The form's per-field wiring: id and aria attributes, and the field's error line. */
export interface FieldWiring {
  props: (name: string) => { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
  problem: (name: string) => ReactNode;
}

interface CheckoutPaymentStepProps {
  id: string;
  testCards?: boolean;
  /** Where the provider's own card fields are mounted (a frame from its origin); `hostedFailed` when they could not be loaded. */
  hostedFields?: Ref<HTMLDivElement>;
  hostedFailed?: boolean;
  useCertificate: boolean;
  onUseCertificate: (use: boolean) => void;
  certificate: CertificateDetails;
  onCertificate: (certificate: CertificateDetails) => void;
  field: FieldWiring;
  finance: FinancePayment;
}

/** Step 3: the card, and optionally a cycle-to-work certificate paying part of the order; or, where the order can be financed, finance. */
export function CheckoutPaymentStep(props: CheckoutPaymentStepProps) {
  const { id, testCards, hostedFields, hostedFailed, useCertificate, onUseCertificate, certificate, onCertificate, field, finance } = props;
  const { t } = useTranslation('checkout');
  const byFinance = finance.payWith === 'finance';
  return (
    <CheckoutStep titleId={`${id}-payment-title`} number={3} title={t('paymentTitle')}>
      {finance.available ? (
        <fieldset className="checkout-choices checkout-pay-with">
          <legend className="visually-hidden">{t('payWith')}</legend>
          {(['card', 'finance'] as const).map((way) => (
            <label key={way} className="checkout-choice">
              <input type="radio" name="payWith" value={way} checked={finance.payWith === way} onChange={() => finance.setPayWith(way)} />
              <span className="checkout-choice__text">
                <strong>{t(way === 'card' ? 'payByCard' : 'payWithFinance')}</strong>
                <span>{t(way === 'card' ? 'payByCardHint' : 'payWithFinanceHint')}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {byFinance ? (
        <CheckoutFinance id={id} total={finance.total} quote={finance.quote} steps={finance.steps} choice={finance.choice} onChoose={finance.setChoice} />
      ) : null}
      {/* The card fields stay mounted while finance is chosen, so going back to the card keeps them. */}
      <div hidden={byFinance}>
        {testCards ? <p className="checkout-step__hint">{t('testCardsStripe')}</p> : null}
        <fieldset className="checkout-card checkout-card--hosted">
          <legend className="visually-hidden">{t('cardFieldsLabel')}</legend>
          {hostedFailed ? (
            <p className="field__error" role="alert">
              {t('cardFieldsFailed')}
            </p>
          ) : null}
          <div ref={hostedFields} className="checkout-card__frame" />
        </fieldset>
        <label className="checkout-toggle">
          <input type="checkbox" checked={useCertificate} onChange={(e) => onUseCertificate(e.target.checked)} />
          {t('certificateToggle')}
        </label>
        {useCertificate ? (
          <div className="checkout-certificate">
            <TextField
              name="certificateNumber"
              label={t('certificateNumber')}
              field={field}
              autoComplete="off"
              maxLength={40}
              value={certificate.number}
              onChange={(number) => onCertificate({ ...certificate, number })}
            />
            <TextField
              name="certificateAmount"
              label={t('certificateAmount')}
              field={field}
              inputMode="decimal"
              value={certificate.amount}
              onChange={(amount) => onCertificate({ ...certificate, amount })}
            />
            <IssuerField field={field} value={certificate.issuedBy} onChange={(issuedBy) => onCertificate({ ...certificate, issuedBy })} />
          </div>
        ) : null}
      </div>
    </CheckoutStep>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  field: FieldWiring;
  className?: string;
  value: string;
  onChange: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength'>;

function TextField({ name, label, field, className = 'field', value, onChange, ...input }: TextFieldProps) {
  const wiring = field.props(name);
  return (
    <div className={className}>
      <label className="field__label" htmlFor={wiring.id}>
        {label}
      </label>
      <input {...input} {...wiring} className="input" name={name} value={value} onChange={(e) => onChange(e.target.value)} />
      {field.problem(name)}
    </div>
  );
}

/** The scheme that issued the certificate: one of the schemes the shop takes. */
function IssuerField({ field, value, onChange }: { field: FieldWiring; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('checkout');
  const wiring = field.props('certificateIssuer');
  return (
    <div className="field">
      <label className="field__label" htmlFor={wiring.id}>
        {t('certificateIssuer')}
      </label>
      <select {...wiring} className="input" name="certificateIssuer" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('certificateIssuerChoose')}</option>
        {CERTIFICATE_ISSUERS.map((issuer) => (
          <option key={issuer} value={issuer}>
            {issuer}
          </option>
        ))}
      </select>
      {field.problem('certificateIssuer')}
    </div>
  );
}
