import { type RJSFSchema, type RJSFValidationError, toErrorSchema, type ValidatorType } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { describeSchemaError } from '../../../schemas/schema-words.ts';
import { checkValues, type ValueProblem } from './check-values.ts';

/** A problem as rjsf shows it at its field, in the words the server's 400s use ("Required Field" reads better at the field as below). */
function fieldError(problem: ValueProblem): RJSFValidationError {
  const described = describeSchemaError(problem as ErrorObject);
  const message = described.message === 'Required Field' ? 'Fill this in.' : described.message;
  const missing = problem.params['missingProperty'];
  const property = typeof missing === 'string' ? `.${missing}` : problem.instancePath.replace(/\//g, '.');
  return { name: problem.keyword, property, message, params: problem.params, stack: message, schemaPath: problem.schemaPath };
}

/**
 * rjsf's validator for schema forms: the browser's own checks (check-values.ts) of the call's
 * schema, with no code compiled at run time, so it works under the page's Content-Security-Policy.
 */
export const FORM_VALIDATOR: ValidatorType<Record<string, unknown>, RJSFSchema> = {
  validateFormData(formData, schema, _customValidate, transformErrors, uiSchema) {
    const raw = checkValues(schema as Record<string, unknown>, formData ?? {}).map(fieldError);
    const errors = transformErrors ? transformErrors(raw, uiSchema) : raw;
    return { errors, errorSchema: toErrorSchema(errors) };
  },
  isValid(schema, formData) {
    return checkValues(schema as Record<string, unknown>, formData ?? {}).length === 0;
  },
  rawValidation<Result>(schema: RJSFSchema, formData?: Record<string, unknown>) {
    return { errors: checkValues(schema as Record<string, unknown>, formData ?? {}) as Result[] };
  },
};
