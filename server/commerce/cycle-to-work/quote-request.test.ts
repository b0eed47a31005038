import { expect, test } from 'vitest';
import { checkQuoteRequest } from './quote-request.ts';

const VALID = {
  employerName: 'Riverside Print Ltd',
  employerEmail: 'hr@riverside-print.example',
  employeeName: 'Sam Taylor',
  employeeEmail: 'sam@example.com',
  bike: 'Metro 7 hybrid, size M',
  total: '949.99',
};

const errorsOf = (body: unknown) => {
  const check = checkQuoteRequest(body);
  return check.ok ? [] : check.errors;
};

test('a complete request passes, trimmed, with the total in pence and the standard limit', () => {
  const check = checkQuoteRequest({ ...VALID, employeeName: '  Sam Taylor ', accessories: ' Lights ' });
  expect(check).toEqual({
    ok: true,
    quote: { ...VALID, locale: 'en', employeeName: 'Sam Taylor', accessories: 'Lights', bikeSku: null, total: 94999, higherLimit: false, schemeLimit: 100000 },
  });
});

test('every empty or missing required field is named at once with Required Field', () => {
  expect(errorsOf({ employerName: '', employerEmail: '   ', bike: '' })).toEqual([
    { field: 'employerName', message: 'Required Field' },
    { field: 'employerEmail', message: 'Required Field' },
    { field: 'employeeName', message: 'Required Field' },
    { field: 'employeeEmail', message: 'Required Field' },
    { field: 'bike', message: 'Required Field' },
    { field: 'total', message: 'Required Field' },
  ]);
});

test.each([
  ['an email that is not one', { employeeEmail: 'sam at example' }, 'employeeEmail', 'Enter an email address like name@example.com'],
  ['a name too long', { employerName: 'x'.repeat(121) }, 'employerName', 'Use at most 120 characters'],
  ['a total in words', { total: 'a thousand' }, 'total', 'Enter the total in pounds, e.g. 1249.99'],
  ['a total of nothing', { total: 0 }, 'total', 'The total must be more than £0'],
  [
    'a total over £1,000',
    { total: 1000.01 },
    'total',
    '£1,000.01 is over the £1,000 scheme limit. If your employer has opted into a higher limit, tick the box below: it allows up to £5,000.',
  ],
  ['a total over £5,000 with the higher limit', { total: '5000.01', higherLimit: true }, 'total', '£5,000.01 is over the higher scheme limit of £5,000.'],
  ['a field of another form', { coupon: 'SAVE10' }, 'coupon', 'coupon is not a field of this form'],
  ['a name as a number', { employeeName: 42 }, 'employeeName', 'Enter text'],
])('%s is refused, naming the field', (_name, change, field, message) => {
  expect(errorsOf({ ...VALID, ...change })).toEqual([{ field, message }]);
});

test('the higher limit allows up to £5,000, and £1,000 is within the standard limit', () => {
  expect(checkQuoteRequest({ ...VALID, total: 5000, higherLimit: true }).ok).toBe(true);
  expect(checkQuoteRequest({ ...VALID, total: '£1,000.00' }).ok).toBe(true);
});

test('messages follow the request’s language', () => {
  expect(errorsOf({ ...VALID, locale: 'de', bike: ' ' })).toEqual([{ field: 'bike', message: 'Pflichtfeld' }]);
});

test('a body that is not an object is refused as a whole', () => {
  expect(errorsOf([VALID])).toEqual([{ field: '', message: 'The request body must be a JSON object' }]);
});
