import { type FormEvent, useState } from 'react';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { decimalAmount } from '../../../domain/money.ts';
import type { CycleToWorkQuoteProps } from '../../../schemas/generated/index.ts';
import { type CreatedQuote, submitQuote } from './submit-quote.ts';

export const QUOTE_FIELDS = ['employerName', 'employerEmail', 'employeeName', 'employeeEmail', 'bike', 'accessories', 'total'] as const;
export type QuoteFieldName = (typeof QUOTE_FIELDS)[number];

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'failed' } | { kind: 'created'; quote: CreatedQuote };

function startingValues({ bike, total }: CycleToWorkQuoteProps): Record<QuoteFieldName, string> {
  return {
    employerName: '',
    employerEmail: '',
    employeeName: '',
    employeeEmail: '',
    bike: bike ?? '',
    accessories: '',
    total: total ? decimalAmount(total) : '',
  };
}

/** The form's values, errors and submit: posts JSON, shows the server's errors by field and focuses the first. */
export function useQuoteForm(props: CycleToWorkQuoteProps, fieldId: (field: string) => string) {
  const { locale } = usePageContext();
  const [values, setValues] = useState(() => startingValues(props));
  const [higherLimit, setHigherLimit] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });

  const setValue = (field: QuoteFieldName, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    const { accessories, ...required } = values;
    const answer = await submitQuote({
      locale,
      ...required,
      ...(accessories.trim() ? { accessories } : {}),
      ...(props.bikeSku && values.bike === props.bike ? { bikeSku: props.bikeSku } : {}),
      higherLimit,
    });
    if (answer.kind === 'created') {
      setErrors({});
      setStatus({ kind: 'created', quote: answer.quote });
      return;
    }
    setErrors(answer.kind === 'invalid' ? answer.errors : {});
    setStatus(answer.kind === 'invalid' ? { kind: 'editing' } : { kind: 'failed' });
    const first = answer.kind === 'invalid' ? [...QUOTE_FIELDS, 'higherLimit'].find((field) => answer.errors[field]) : undefined;
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const startAgain = () => {
    setValues(startingValues(props));
    setHigherLimit(false);
    setStatus({ kind: 'editing' });
  };

  return { values, setValue, higherLimit, setHigherLimit, errors, status, onSubmit, startAgain };
}
