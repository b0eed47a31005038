import { Ajv } from 'ajv';
import { expect, test } from 'vitest';
import { fieldSegments, readableField, schemaProblem } from './schema-problem.ts';

const ajv = new Ajv({ allErrors: true });
const validate = ajv.compile({
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 3 },
    size: { enum: ['S', 'M'] },
    address: { type: 'object', properties: { street: { type: 'array', items: { type: 'string' }, maxItems: 2 } } },
    'a/b': { const: 1 },
  },
});

function problems(value: unknown) {
  expect(validate(value)).toBe(false);
  return (validate.errors ?? []).map(schemaProblem);
}

test('keeps where the problem is and which rule failed, with the rule’s figures', () => {
  expect(problems({ name: 'Brompton', size: 'XL', 'a/b': 2, extra: true })).toEqual([
    { instancePath: '', keyword: 'additionalProperties', path: [], property: 'extra', message: 'must NOT have additional properties' },
    { instancePath: '/name', keyword: 'maxLength', path: ['name'], limit: 3, message: 'must NOT have more than 3 characters' },
    { instancePath: '/size', keyword: 'enum', path: ['size'], allowed: ['S', 'M'], message: 'must be equal to one of the allowed values' },
    { instancePath: '/a~1b', keyword: 'const', path: ['a/b'], allowed: [1], message: 'must be equal to constant' },
  ]);
});

test('names the field a person would, nested and in lists', () => {
  const found = problems({ address: { street: [1, 'x', 'y'] } });
  const fields = found.map((problem) => [problem.keyword, readableField(fieldSegments(problem))]);
  expect(fields).toEqual([
    ['required', 'name'],
    ['maxItems', 'address.street'],
    ['type', 'address.street[0]'],
  ]);
  expect(found.find((problem) => problem.keyword === 'type')?.types).toEqual(['string']);
});
