import type { RJSFSchema } from '@rjsf/utils';
import { expect, test } from 'vitest';
import { SCHEMA_BASE } from '../../../schemas/files.ts';
import { schemaRegistry } from '../../../schemas/registry.ts';
import { exampleNode, renderNode } from '../../../tests/helpers/render-block.tsx';
import { checkValues, uncheckedKeywords } from './check-values.ts';
import { FORM_VALIDATOR } from './form-validator.ts';

/** The request schemas the studio's schema forms show. */
const FORMS = ['studio-staff-create', 'studio-staff-role'];
const requestSchema = (name: string) => schemaRegistry().schemas.get(`${SCHEMA_BASE}requests/${name}.json`) as unknown as RJSFSchema;
const staffCreate = requestSchema('studio-staff-create');
const check = (data: Record<string, unknown>) => FORM_VALIDATOR.validateFormData(data, staffCreate).errors.map((e) => [e.property, e.message]);

test('the form is a labelled section with its heading; the engine loads in the browser', () => {
  const html = renderNode(exampleNode('schema-form'));
  expect(html).toContain('<section class="schema-form" aria-labelledby="example-schema-form-heading">');
  expect(html).toContain('<h2 id="example-schema-form-heading" class="schema-form__heading">New staff account</h2>');
  expect(html).toContain('Loading the form…');
});

test('the browser checks the values against the call’s own schema, in the words the server’s 400s use', () => {
  expect(check({ email: 'not-an-email', role: 'owner', password: 'short' })).toEqual([
    ['.email', '"email" must be an email address, like name@example.com.'],
    ['.role', '"role" must be one of "editor", "fulfilment", "merchandiser", "admin".'],
    ['.password', '"password" must be at least 12 characters long.'],
  ]);
  expect(check({ role: 'editor', password: 'a long staff passphrase' })).toEqual([['.email', 'Fill this in.']]);
  expect(check({ email: 'new@example.test', role: 'editor', password: 'a long staff passphrase' })).toEqual([]);
  expect(FORM_VALIDATOR.validateFormData({ email: 'new@example.test' }, staffCreate).errorSchema).toMatchObject({
    role: { __errors: ['Fill this in.'] },
    password: { __errors: ['Fill this in.'] },
  });
});

test('the browser finds what the server’s ajv finds, for every keyword the forms use', () => {
  const validate = schemaRegistry().requestValidator('studio-staff-create');
  const samples = [
    {},
    { email: '', role: 'editor', password: 'x'.repeat(12) },
    { email: 'a@b.co', role: 'admin', password: 'x'.repeat(1025) },
    { email: 'a@b', role: 'admin', password: 'x'.repeat(12), name: 'y'.repeat(101) },
    { email: 'a@b.co', role: 'admin', password: 'x'.repeat(12), extra: true },
    { email: 42, role: 'admin', password: 'x'.repeat(12) },
  ];
  for (const sample of samples) {
    validate(sample);
    const server = (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`).sort();
    expect(
      checkValues(staffCreate as Record<string, unknown>, sample)
        .map((e) => `${e.instancePath} ${e.keyword}`)
        .sort(),
      JSON.stringify(sample),
    ).toEqual(server);
  }
});

test('every keyword of the studio’s form schemas is one the browser checks', () => {
  for (const name of FORMS) expect(uncheckedKeywords(requestSchema(name) as Record<string, unknown>), name).toEqual([]);
});
