import type { SchemaProblem } from '../../schemas/schema-problem.ts';

export interface Explanation {
  /** What is wrong, in plain words. */
  message: string;
  /** What the schema wanted instead. */
  expected?: string;
  /** The allowed values or property names, when there is a fixed list. */
  allowed?: string[];
  /** Point at the property's name rather than its value. */
  atKey?: string;
}

const show = (value: unknown) => JSON.stringify(value);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${show(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the value ${value}`;
  return 'an object';
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text in double quotes, like "Delivery"',
  integer: 'a whole number, like 2 (no quotes)',
  number: 'a number, like 2.5 (no quotes)',
  boolean: 'true or false (no quotes)',
  array: 'a list in square brackets [ … ]',
  object: 'an object in curly braces { … }',
  null: 'null',
};

const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': 'a date and time like 2025-08-28T07:30:00Z',
  date: 'a date like 2025-08-28',
  uri: 'a full web address like https://example.com/page',
  email: 'an email address like hello@example.com',
};

/**
 * Turns one schema problem into words a content editor can act on. `value` is the value at the
 * problem's path; `schema` is the schema part for that path (for property lists and descriptions).
 */
export function explainSchemaProblem(problem: SchemaProblem, value: unknown, schema: Record<string, unknown> | undefined): Explanation {
  const explanation = explain(problem, value, schema);
  return { ...explanation, message: explanation.message.charAt(0).toUpperCase() + explanation.message.slice(1) };
}

function explain(problem: SchemaProblem, value: unknown, schema: Record<string, unknown> | undefined): Explanation {
  const description = typeof schema?.['description'] === 'string' ? schema['description'] : undefined;
  const { limit, comparison } = problem;
  switch (problem.keyword) {
    case 'required': {
      const name = String(problem.property);
      return { message: `"${name}" is missing.`, expected: `a "${name}" property here` };
    }
    case 'additionalProperties': {
      const name = String(problem.property);
      const listed = schema?.['properties'];
      const properties = typeof listed === 'object' && listed !== null ? Object.keys(listed) : [];
      return {
        message: `"${name}" is not a property this place knows (check the spelling).`,
        expected: properties.length ? 'one of the allowed property names' : 'no extra properties',
        allowed: properties,
        atKey: name,
      };
    }
    case 'enum':
      return {
        message: `${kindOf(value)} is not one of the allowed values.`,
        expected: 'one of the allowed values',
        allowed: (problem.allowed ?? []).map(show),
      };
    case 'const':
      return { message: `${kindOf(value)} is not allowed here.`, expected: `exactly ${show(problem.allowed?.[0])}` };
    case 'type':
      return { message: `This is ${kindOf(value)}.`, expected: (problem.types ?? []).map((type) => TYPE_WORDS[type] ?? type).join(', or ') };
    case 'minLength':
      return { message: `This text is too short (${String(value).length} characters).`, expected: `at least ${limit} characters` };
    case 'maxLength':
      return { message: `This text is too long (${String(value).length} characters).`, expected: `at most ${limit} characters` };
    case 'minimum':
    case 'exclusiveMinimum':
      return { message: `${kindOf(value)} is too small.`, expected: `${comparison} ${limit}`.replace('>=', 'at least').replace('>', 'more than') };
    case 'maximum':
    case 'exclusiveMaximum':
      return { message: `${kindOf(value)} is too large.`, expected: `${comparison} ${limit}`.replace('<=', 'at most').replace('<', 'less than') };
    case 'minItems':
      return { message: 'This list has too few items.', expected: `at least ${limit} items` };
    case 'maxItems':
      return { message: 'This list has too many items.', expected: `at most ${limit} items` };
    case 'pattern':
      return { message: `${kindOf(value)} does not have the expected form.`, expected: description ?? `text matching ${problem.pattern}` };
    case 'format':
      return {
        message: `${kindOf(value)} is not a valid ${problem.format}.`,
        expected: FORMAT_EXAMPLES[String(problem.format)] ?? String(problem.format),
      };
    default:
      return { message: `This value ${problem.message ?? `fails the "${problem.keyword}" rule`}.`, ...(description ? { expected: description } : {}) };
  }
}
