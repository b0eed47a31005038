import type { ErrorObject } from 'ajv';

/**
 * The checks a schema form makes in the browser, for the flat objects studio calls take. The
 * page's Content-Security-Policy forbids compiling code at run time, which ajv needs, so these
 * keywords are checked here by hand, each error in ajv's own shape so it is worded by the same
 * describer as the server's 400s. The server still checks everything with ajv.
 */

export const CHECKED_KEYWORDS = [
  'type',
  'properties',
  'required',
  'additionalProperties',
  'minLength',
  'maxLength',
  'pattern',
  'enum',
  'format',
  'minimum',
  'maximum',
];
/** Keywords that say nothing about validity. */
const WORDS_ONLY = ['$schema', '$id', '$comment', 'description', 'title', 'default', 'examples'];

type Schema = Record<string, unknown>;
export type ValueProblem = Pick<ErrorObject, 'instancePath' | 'keyword' | 'params' | 'schemaPath' | 'message'>;

/** The keywords of a form schema the browser would not check (a test keeps this empty for the studio's forms). */
export function uncheckedKeywords(schema: Schema): string[] {
  const fields = Object.values((schema['properties'] ?? {}) as Record<string, Schema>);
  return [schema, ...fields].flatMap((s) => Object.keys(s)).filter((key) => !CHECKED_KEYWORDS.includes(key) && !WORDS_ONLY.includes(key));
}

/** Close to ajv-formats' "fast" email check: something, @, a dotted domain. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

const typeOf = (value: unknown) =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;

function checkField(name: string, field: Schema, value: unknown): ValueProblem[] {
  const at = { instancePath: `/${name}`, schemaPath: `#/properties/${name}` };
  const problem = (keyword: string, params: Record<string, unknown>, message: string): ValueProblem[] => [
    { ...at, keyword, params, message, schemaPath: `${at.schemaPath}/${keyword}` },
  ];
  const type = field['type'];
  if (typeof type === 'string' && typeOf(value) !== type && !(type === 'number' && typeOf(value) === 'integer'))
    return problem('type', { type }, `must be ${type}`);
  const problems: ValueProblem[] = [];
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof field['minLength'] === 'number' && length < field['minLength'])
      problems.push(...problem('minLength', { limit: field['minLength'] }, `must NOT have fewer than ${field['minLength']} characters`));
    if (typeof field['maxLength'] === 'number' && length > field['maxLength'])
      problems.push(...problem('maxLength', { limit: field['maxLength'] }, `must NOT have more than ${field['maxLength']} characters`));
    if (typeof field['pattern'] === 'string' && !new RegExp(field['pattern'], 'u').test(value))
      problems.push(...problem('pattern', { pattern: field['pattern'] }, `must match pattern "${field['pattern']}"`));
    if (field['format'] === 'email' && !EMAIL.test(value)) problems.push(...problem('format', { format: 'email' }, 'must match format "email"'));
  }
  if (typeof value === 'number') {
    if (typeof field['minimum'] === 'number' && value < field['minimum'])
      problems.push(...problem('minimum', { comparison: '>=', limit: field['minimum'] }, `must be >= ${field['minimum']}`));
    if (typeof field['maximum'] === 'number' && value > field['maximum'])
      problems.push(...problem('maximum', { comparison: '<=', limit: field['maximum'] }, `must be <= ${field['maximum']}`));
  }
  if (Array.isArray(field['enum']) && !field['enum'].includes(value))
    problems.push(...problem('enum', { allowedValues: field['enum'] }, 'must be equal to one of the allowed values'));
  return problems;
}

/** Every problem of `data` against a flat object schema, in ajv's shape (`instancePath`, `keyword`, `params`). */
export function checkValues(schema: Schema, data: unknown): ValueProblem[] {
  if (typeOf(data) !== 'object') return [{ instancePath: '', keyword: 'type', params: { type: 'object' }, schemaPath: '#/type', message: 'must be object' }];
  const values = data as Record<string, unknown>;
  const fields = (schema['properties'] ?? {}) as Record<string, Schema>;
  const problems: ValueProblem[] = [];
  for (const name of (schema['required'] ?? []) as string[])
    if (values[name] === undefined)
      problems.push({
        instancePath: '',
        keyword: 'required',
        params: { missingProperty: name },
        schemaPath: '#/required',
        message: `must have required property '${name}'`,
      });
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const field = fields[name];
    if (field) problems.push(...checkField(name, field, value));
    else if (schema['additionalProperties'] === false)
      problems.push({
        instancePath: '',
        keyword: 'additionalProperties',
        params: { additionalProperty: name },
        schemaPath: '#/additionalProperties',
        message: 'must NOT have additional properties',
      });
  }
  return problems;
}
