import { expect, expectTypeOf, test } from 'vitest';
import type { CartAddItemRequest, RequestBodyMap } from '../../schemas/generated/index.ts';
import { DomainError } from '../lib/errors.ts';
import { validateBody } from './validate-body.ts';

function problem(schema: keyof RequestBodyMap, body: unknown): { message: string; field?: string | undefined } {
  try {
    validateBody(schema, body);
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, field: error.field };
    throw error;
  }
  throw new Error('expected a validation error');
}

test('a valid body passes through unchanged', () => {
  const body = { email: 'a@b.test', password: 'x' };
  expect(validateBody('auth-login', body)).toBe(body);
});

test('each problem names the field in the caller’s terms', () => {
  expect(problem('auth-login', { email: 'a@b.test' })).toEqual({ message: 'Required Field', field: 'password' });
  expect(problem('auth-login', { email: 1, password: 'x' })).toEqual({ message: '"email" must be text.', field: 'email' });
  expect(problem('account-delete-address', { addressId: 0 })).toEqual({ message: '"addressId" must be 1 or more.', field: 'addressId' });
  expect(problem('account-add-address', { address: { street: [1] } }).field).toBe('address.firstname');
  const address = {
    firstname: 'A',
    lastname: 'B',
    email: 'a@b.test',
    telephone: '0113 496 0000',
    street: ['1 Road'],
    city: 'Leeds',
    postcode: 'LS1 6BZ',
    country_code: 'GB',
  };
  expect(problem('account-update-address', { addressId: 1, address: { ...address, foo: 1 } })).toEqual({
    message: 'Unknown field "address.foo"; leave it out.',
    field: 'address.foo',
  });
});

test('anything but a JSON object is refused as a whole', () => {
  expect(problem('auth-login', [])).toEqual({ message: 'The request body must be a JSON object.', field: undefined });
  expect(problem('auth-login', undefined)).toEqual({ message: 'The request body must be a JSON object.', field: undefined });
});

test('the body comes back as the type its schema id names, with no cast', () => {
  const body = validateBody('cart-add-item', { cartItems: [{ sku: 'NV-1054', quantity: 1 }] });
  expectTypeOf(body).toEqualTypeOf<CartAddItemRequest>();
  expect(body.cartItems[0]?.sku).toBe('NV-1054');
});
