import type { InputHTMLAttributes } from 'react';

interface QuoteFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onValue(value: string): void;
}

/** One labelled input with its hint and, after a failed submit, its error, both tied to it for screen readers. */
export function QuoteField({ id, label, hint, error, value, onValue, required, ...input }: QuoteFieldProps) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="c2w-field">
      <label className="c2w-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="c2w-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className="c2w-field__input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="c2w-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
