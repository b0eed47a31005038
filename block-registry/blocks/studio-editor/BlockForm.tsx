import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import type { FieldErrors } from '../../studio/problems.ts';
import type { Schema } from '../../studio/ui-schema.ts';
import { uiSchemaFor } from '../../studio/ui-schema.ts';
import { type PickerContext, STUDIO_WIDGETS } from '../../studio/widgets.tsx';

/**
 * rjsf needs a validator to resolve `if`/`oneOf` while it builds a form; the problems shown at
 * the fields come from the server's own registry (the same ajv checks publishing runs), so
 * this one is only lenient about keywords it does not know (`tsType`, our money keyword).
 */
const VALIDATOR = customizeValidator({ ajvOptionsOverrides: { strict: false, allErrors: true } });

interface BlockFormProps {
  /** Form id prefix: unique per block so labels stay tied to their inputs. */
  idPrefix: string;
  schema: Schema;
  definitions: Record<string, unknown>;
  value: Record<string, unknown>;
  errors: FieldErrors;
  pickers: PickerContext;
  onChange(value: Record<string, unknown>): void;
}

/** The form of one block's props (or the page's settings), generated from its JSON Schema. */
export function BlockForm({ idPrefix, schema, definitions, value, errors, pickers, onChange }: BlockFormProps) {
  const uiSchema = useMemo(() => ({ ...uiSchemaFor(schema, definitions), 'ui:submitButtonOptions': { norender: true } }), [schema, definitions]);
  return (
    <Form
      className="studio-form"
      idPrefix={idPrefix}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={value}
      validator={VALIDATOR}
      widgets={STUDIO_WIDGETS}
      formContext={pickers}
      extraErrors={errors as ErrorSchema}
      showErrorList={false}
      noHtml5Validate
      // A block keeps exactly the props it has: the form shows schema defaults but does not write them in.
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } }}
      onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
      onSubmit={() => undefined}
    />
  );
}
