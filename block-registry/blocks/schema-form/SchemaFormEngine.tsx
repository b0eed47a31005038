import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useIsExample } from '../../../renderer/kit/hooks/page-context.ts';
import { useRefreshPage } from '../../../renderer/kit/hooks/use-refresh-page.ts';
import { useToastStore } from '../../../renderer/kit/stores/toast-store.ts';
import type { SchemaFormProps } from '../../../schemas/generated/index.ts';
import { failureText, studioCall } from '../../studio/api.ts';
import type { BlockComponentProps } from '../../types.ts';
import { FORM_VALIDATOR } from './form-validator.ts';

type Values = Record<string, unknown>;

/** The form itself: checked in the browser against the call's schema, sent as JSON, the server's refusal shown. */
export default function SchemaFormEngine({ blockId, schema, uiSchema, action, method, submitLabel }: BlockComponentProps<SchemaFormProps>) {
  const example = useIsExample();
  const refresh = useRefreshPage();
  const [values, setValues] = useState<Values>({});
  const [refusal, setRefusal] = useState<{ message: string; field?: string }>();
  const [busy, setBusy] = useState(false);
  const ui = useMemo<UiSchema>(
    () => ({
      ...(uiSchema as UiSchema | undefined),
      'ui:submitButtonOptions': {
        submitText: busy ? 'Working…' : submitLabel,
        props: { disabled: busy, className: 'button button--primary studio__small schema-form__submit' },
      },
    }),
    [uiSchema, submitLabel, busy],
  );
  const fieldError = useMemo<ErrorSchema | undefined>(
    () => (refusal?.field ? ({ [refusal.field]: { __errors: [refusal.message] } } as ErrorSchema) : undefined),
    [refusal],
  );

  const submit = async (data: Values) => {
    if (example) return;
    setBusy(true);
    setRefusal(undefined);
    const answer = await studioCall<{ message?: string; field?: string }>(action.replace(/^\/studio\/api/, ''), { method: method ?? 'POST', json: data });
    setBusy(false);
    if (!answer.ok) {
      const message = failureText(answer, `${submitLabel} did not work. Please try again.`);
      return setRefusal({ message, ...(answer.body.field ? { field: answer.body.field } : {}) });
    }
    useToastStore.getState().show({ message: answer.body.message ?? `${submitLabel}: done.`, tone: 'success' });
    setValues({});
    await refresh();
  };

  return (
    <>
      <Form
        className="studio-form schema-form__form"
        idPrefix={blockId}
        schema={schema as RJSFSchema}
        uiSchema={ui}
        formData={values}
        validator={FORM_VALIDATOR}
        extraErrors={fieldError}
        showErrorList={false}
        noHtml5Validate
        onChange={(event) => setValues((event.formData ?? {}) as Values)}
        // The problems are shown at their fields; nothing more to do (rjsf would log them otherwise).
        onError={() => undefined}
        onSubmit={(event) => void submit((event.formData ?? {}) as Values)}
      />
      <p className="schema-form__refusal" role="alert">
        {refusal?.message ?? ''}
      </p>
    </>
  );
}
