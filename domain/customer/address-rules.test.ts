import { expect, test } from 'vitest';
import { type AddressDraft, addressProblems, isTelephone, normalisePostcode } from './address-rules.ts';

const valid: AddressDraft = {
  firstname: 'Ada',
  lastname: 'Rider',
  email: 'ada@example.com',
  telephone: '+44 20 7946 0958',
  street1: '1 Canal Street',
  street2: '',
  city: 'Manchester',
  postcode: 'M1 3HE',
  country_code: 'GB',
  region: '',
};

test('a complete UK address has no problems', () => {
  expect(addressProblems(valid)).toEqual({});
});

test('first name, last name and email left blank are each a required field', () => {
  expect(addressProblems({ ...valid, firstname: ' ', lastname: '', email: '' })).toEqual({ firstname: 'required', lastname: 'required', email: 'required' });
});

test('a GB address needs a UK postcode, other countries a plain one', () => {
  expect(addressProblems({ ...valid, postcode: '12345' })).toEqual({ postcode: 'postcodeGb' });
  expect(addressProblems({ ...valid, postcode: '10115', country_code: 'DE' })).toEqual({});
  expect(addressProblems({ ...valid, postcode: '<script>', country_code: 'DE' })).toEqual({ postcode: 'postcode' });
});

test('a country the store does not deliver to is refused', () => {
  expect(addressProblems({ ...valid, country_code: 'XX' })).toEqual({ country_code: 'country' });
});

test('phone numbers need 7 to 15 digits and only phone characters', () => {
  expect(isTelephone('+49 30 1234567')).toBe(true);
  expect(isTelephone('12345')).toBe(false);
  expect(isTelephone('call me')).toBe(false);
  expect(isTelephone('1234567890123456')).toBe(false);
});

test('UK postcodes are stored upper case with one space before the last three characters', () => {
  expect(normalisePostcode('sw1a1aa', 'GB')).toBe('SW1A 1AA');
  expect(normalisePostcode(' m1  3he ', 'GB')).toBe('M1 3HE');
  expect(normalisePostcode('10115', 'DE')).toBe('10115');
});
