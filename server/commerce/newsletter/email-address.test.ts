import { expect, test } from 'vitest';
import { checkEmail } from './email-address.ts';

test('an address is trimmed and lower-cased', () => {
  expect(checkEmail('  Rider@Example.CO.UK ')).toEqual({ ok: true, email: 'rider@example.co.uk' });
  expect(checkEmail('first.last+news@mail.example.com')).toEqual({ ok: true, email: 'first.last+news@mail.example.com' });
  expect(checkEmail('jürgen@fahrrad.de')).toEqual({ ok: true, email: 'jürgen@fahrrad.de' });
});

test('an empty or missing address is required', () => {
  for (const value of [undefined, null, '', '   ']) expect(checkEmail(value)).toEqual({ ok: false, problem: 'required' });
});

test('addresses of the wrong shape are refused as a format problem', () => {
  for (const value of [
    'rider',
    'rider@',
    '@example.com',
    'rider@example',
    'ri der@example.com',
    'rider@@example.com',
    'rider@example.c',
    '.rider@example.com',
    'rider..x@example.com',
    'rider@-example.com',
    '<script>@x.com',
    42,
  ]) {
    expect(checkEmail(value), String(value)).toEqual({ ok: false, problem: 'format' });
  }
  expect(checkEmail(`${'a'.repeat(65)}@example.com`)).toEqual({ ok: false, problem: 'format' });
  expect(checkEmail(`rider@${'a'.repeat(250)}.com`)).toEqual({ ok: false, problem: 'format' });
});
