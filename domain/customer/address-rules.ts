import { isAddressCountry } from './countries.ts';

/** The address form's fields; `street1` and `street2` are the two lines of `street`. */
export type AddressField = 'firstname' | 'lastname' | 'email' | 'telephone' | 'street1' | 'street2' | 'city' | 'postcode' | 'country_code' | 'region';

export type AddressProblem = 'required' | 'email' | 'telephone' | 'postcodeGb' | 'postcode' | 'country';

export interface AddressDraft {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  street1: string;
  street2: string;
  city: string;
  postcode: string;
  country_code: string;
  region: string;
}

const REQUIRED: AddressField[] = ['firstname', 'lastname', 'email', 'telephone', 'street1', 'city', 'postcode', 'country_code'];

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UK_POSTCODE = /^(GIR ?0AA|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})$/i;
const POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;

export function isTelephone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[0-9 ()-]+$/.test(value) && digits >= 7 && digits <= 15;
}

/** The same rules in the form (instant feedback) and on the server (enforced). */
export function addressProblems(address: AddressDraft): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of REQUIRED) if (!address[field].trim()) problems[field] = 'required';
  const email = address.email.trim();
  if (email && !EMAIL_PATTERN.test(email)) problems.email = 'email';
  const telephone = address.telephone.trim();
  if (telephone && !isTelephone(telephone)) problems.telephone = 'telephone';
  const country = address.country_code.trim();
  if (country && !isAddressCountry(country)) problems.country_code = 'country';
  const postcode = address.postcode.trim();
  if (postcode && country === 'GB' && !UK_POSTCODE.test(postcode)) problems.postcode = 'postcodeGb';
  else if (postcode && country !== 'GB' && !POSTCODE.test(postcode)) problems.postcode = 'postcode';
  return problems;
}

/** UK postcodes are stored upper case with one space before the inward code. */
export function normalisePostcode(postcode: string, country: string): string {
  const compact = postcode.trim().toUpperCase().replace(/\s+/g, ' ');
  if (country !== 'GB') return compact;
  const bare = compact.replace(/ /g, '');
  return `${bare.slice(0, -3)} ${bare.slice(-3)}`;
}
