import { type ReactNode, useId } from 'react';
import { useTranslation } from '../hooks/use-translation.ts';

interface FieldShell {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
}

/** Label, the control, a hint and the error, tied together for screen readers. */
function Field({ label, error, hint, required, children }: FieldShell & { children: (ids: { id: string; describedBy: string | undefined }) => ReactNode }) {
  const { t } = useTranslation('common');
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`account-field${error ? ' has-error' : ''}`}>
      <label className="account-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="account-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : (
          <span className="account-field__optional"> ({t('optional')})</span>
        )}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends FieldShell {
  name: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  maxLength?: number;
}

export function TextField({ name, value, onChange, type = 'text', autoComplete, maxLength, ...shell }: TextFieldProps) {
  return (
    <Field {...shell}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className="account-field__input"
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={shell.required}
          aria-invalid={shell.error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          maxLength={maxLength}
        />
      )}
    </Field>
  );
}

export interface TextAreaFieldProps extends FieldShell {
  name: string;
  value: string;
  onChange(value: string): void;
  rows?: number;
  maxLength?: number;
}

/** Free text over several lines (a review, a message), with the same label, hint and error as a text field. */
export function TextAreaField({ name, value, onChange, rows = 6, maxLength, ...shell }: TextAreaFieldProps) {
  return (
    <Field {...shell}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          className="account-field__input account-field__textarea"
          name={name}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={shell.required}
          aria-invalid={shell.error ? true : undefined}
          aria-describedby={describedBy}
          maxLength={maxLength}
        />
      )}
    </Field>
  );
}

export interface SelectFieldProps extends FieldShell {
  name: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
  autoComplete?: string;
}

export function SelectField({ name, value, onChange, options, autoComplete, ...shell }: SelectFieldProps) {
  return (
    <Field {...shell}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className="account-field__input"
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={shell.required}
          aria-invalid={shell.error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete={autoComplete}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The form's outcome, read out when it changes: an error as an alert, success as a status. */
export function FormMessage({ error, success }: { error?: string | null | undefined; success?: string | null | undefined }) {
  return (
    <>
      <div className="account-message account-message--error" role="alert">
        {error ? <p>{error}</p> : null}
      </div>
      <div className="account-message account-message--success" role="status">
        {success ? <p>{success}</p> : null}
      </div>
    </>
  );
}
