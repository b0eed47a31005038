import { type FormEvent, type RefObject, useRef, useState } from 'react';

/** Values, field errors and a busy flag for one form; editing a field clears its error. */
export function useForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  /** Shows the errors and moves focus to the first field that has one; true when there were none. */
  const check = (found: Partial<Record<F, string>>): boolean => {
    setErrors(found);
    const ok = Object.values(found).every((message) => !message);
    if (!ok) focusFirstError(formRef);
    return ok;
  };

  return { values, setValues, errors, setErrors, busy, setBusy, field, check, formRef };
}

export function focusFirstError(formRef: RefObject<HTMLFormElement | null>): void {
  const focused = document.activeElement;
  setTimeout(() => {
    // The shopper has moved on since (a click, a Tab into a field): focus stays where they put it,
    // and the field that was first to correct may be corrected already.
    if (document.activeElement !== focused) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, 0);
}

/** A submit handler that never lets the browser post the form itself. */
export function onSubmit(handler: () => Promise<void> | void) {
  return (event: FormEvent) => {
    event.preventDefault();
    void handler();
  };
}
