import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_ISSUERS } from '../../../domain/cycle-to-work/scheme.ts';
import { CheckoutStep } from './CheckoutStep.tsx';

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

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
  /**
   * sandbox: the store's sandbox card fields. hosted: the provider's own fields are mounted in
   * `hostedFields` (a frame from the provider's origin); `hostedFailed` when they could not be loaded.
   */
  cardFields: 'sandbox' | 'hosted';
  hostedFields?: Ref<HTMLDivElement>;
  hostedFailed?: boolean;
  card: CardDetails;
  onCard: (card: CardDetails) => void;
  useCertificate: boolean;
  onUseCertificate: (use: boolean) => void;
  certificate: CertificateDetails;
  onCertificate: (certificate: CertificateDetails) => void;
  field: FieldWiring;
}

/** Step 3: the card, and optionally a cycle-to-work certificate paying part of the order. */
export function CheckoutPaymentStep(props: CheckoutPaymentStepProps) {
  const { id, testCards, cardFields, hostedFields, hostedFailed, card, onCard, useCertificate, onUseCertificate, certificate, onCertificate, field } = props;
  const { t } = useTranslation('checkout');
  return (
    <CheckoutStep titleId={`${id}-payment-title`} number={3} title={t('paymentTitle')}>
      {testCards ? <p className="checkout-step__hint">{t(cardFields === 'hosted' ? 'testCardsStripe' : 'testCards')}</p> : null}
      {cardFields === 'hosted' ? (
        <fieldset className="checkout-card checkout-card--hosted">
          <legend className="visually-hidden">{t('cardFieldsLabel')}</legend>
          {hostedFailed ? (
            <p className="field__error" role="alert">
              {t('cardFieldsFailed')}
            </p>
          ) : null}
          <div ref={hostedFields} className="checkout-card__frame" />
        </fieldset>
      ) : null}
      {cardFields === 'sandbox' ? (
        <div className="checkout-card">
          <TextField
            name="cardNumber"
            label={t('cardNumber')}
            field={field}
            className="field checkout-card__number"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            value={card.number}
            onChange={(number) => onCard({ ...card, number })}
          />
          <TextField
            name="expiry"
            label={t('expiry')}
            field={field}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            value={card.expiry}
            onChange={(expiry) => onCard({ ...card, expiry })}
          />
          <TextField
            name="cvc"
            label={t('cvc')}
            field={field}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={card.cvc}
            onChange={(cvc) => onCard({ ...card, cvc })}
          />
        </div>
      ) : null}
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
