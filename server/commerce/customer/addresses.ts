import { type AddressDraft, type AddressField, addressProblems, normalisePostcode } from '../../../domain/customer/address-rules.ts';
import type { CustomerAddress, CustomerAddressInput } from '../../../schemas/generated/index.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { REQUIRED_FIELD } from './input-rules.ts';

export const MAX_ADDRESSES = 20;
export const ADDRESS_NOT_FOUND = 'We could not find that address in your account.';

interface AddressRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  telephone: string;
  street: string[];
  city: string;
  postcode: string;
  country_code: string;
  region: string;
  region_code: string | null;
  default_shipping: boolean;
  default_billing: boolean;
}

const COLUMNS = 'id, first_name, last_name, email, telephone, street, city, postcode, country_code, region, region_code, default_shipping, default_billing';

const toAddress = (row: AddressRow): CustomerAddress => ({
  id: row.id,
  firstname: row.first_name,
  lastname: row.last_name,
  email: row.email,
  telephone: row.telephone,
  street: row.street,
  city: row.city,
  postcode: row.postcode,
  country_code: row.country_code.trim(),
  region: { region: row.region, region_code: row.region_code },
  default_shipping: row.default_shipping,
  default_billing: row.default_billing,
});

const PROBLEM_MESSAGES = {
  required: REQUIRED_FIELD,
  email: 'Enter an email address, like name@example.com.',
  telephone: 'Enter a phone number of 7 to 15 digits; it may start with + and contain spaces.',
  postcodeGb: 'Enter a UK postcode, like SW1A 1AA.',
  postcode: 'Enter a postcode of 2 to 10 letters, digits, spaces or dashes.',
  country: 'Choose a country we deliver to.',
} as const;

const API_FIELD: Record<AddressField, string> = {
  firstname: 'address.firstname',
  lastname: 'address.lastname',
  email: 'address.email',
  telephone: 'address.telephone',
  street1: 'address.street[0]',
  street2: 'address.street[1]',
  city: 'address.city',
  postcode: 'address.postcode',
  country_code: 'address.country_code',
  region: 'address.region.region',
};

/** Checks an address with the form's rules and returns it trimmed and normalised. */
export function cleanAddress(input: CustomerAddressInput): CustomerAddressInput {
  const draft: AddressDraft = {
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    telephone: input.telephone,
    street1: input.street[0] ?? '',
    street2: input.street[1] ?? '',
    city: input.city,
    postcode: input.postcode,
    country_code: input.country_code,
    region: input.region?.region ?? '',
  };
  const [field, problem] = Object.entries(addressProblems(draft))[0] ?? [];
  if (field && problem) throw invalid(PROBLEM_MESSAGES[problem], API_FIELD[field as AddressField]);
  const street = [(input.street[0] ?? '').trim(), (input.street[1] ?? '').trim()].filter(Boolean);
  return {
    ...input,
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    email: input.email.trim(),
    telephone: input.telephone.trim(),
    street,
    city: input.city.trim(),
    postcode: normalisePostcode(input.postcode, input.country_code),
    region: { region: input.region?.region.trim() ?? '', ...(input.region?.region_code ? { region_code: input.region.region_code.trim() } : {}) },
  };
}

export async function listAddresses(db: Queryable, customerId: number): Promise<CustomerAddress[]> {
  const rows = await db.query<AddressRow>(`select ${COLUMNS} from customer_addresses where customer_id = $1 order by id`, [customerId]);
  return rows.map(toAddress);
}

export async function findOwnAddress(tx: Queryable, customerId: number, addressId: number): Promise<CustomerAddress> {
  const row = await queryOne<AddressRow>(tx, `select ${COLUMNS} from customer_addresses where id = $1 and customer_id = $2`, [addressId, customerId]);
  if (!row) throw new DomainError('not_found', ADDRESS_NOT_FOUND);
  return toAddress(row);
}

/** One address change at a time per customer, so "one default" holds under concurrent requests. */
async function lockCustomer(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('select id from customers where id = $1 for update', [customerId]);
}

async function clearOtherDefaults(
  tx: Queryable,
  customerId: number,
  keepId: number,
  address: Pick<CustomerAddressInput, 'default_shipping' | 'default_billing'>,
) {
  if (address.default_shipping)
    await tx.query('update customer_addresses set default_shipping = false where customer_id = $1 and id <> $2 and default_shipping', [customerId, keepId]);
  if (address.default_billing)
    await tx.query('update customer_addresses set default_billing = false where customer_id = $1 and id <> $2 and default_billing', [customerId, keepId]);
}

const VALUES = (a: CustomerAddressInput) => [
  a.firstname,
  a.lastname,
  a.email,
  a.telephone,
  a.street,
  a.city,
  a.postcode,
  a.country_code,
  a.region?.region ?? '',
  a.region?.region_code ?? null,
];

/** createCustomerAddress. The first address becomes the default unless the request says otherwise. */
export async function addAddress(db: Database, customerId: number, input: CustomerAddressInput): Promise<CustomerAddress> {
  const address = cleanAddress(input);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const existing = await listAddresses(tx, customerId);
    if (existing.length >= MAX_ADDRESSES)
      throw new DomainError('conflict', `You can keep up to ${MAX_ADDRESSES} addresses. Delete one you no longer use first.`);
    const defaults = {
      default_shipping: address.default_shipping ?? !existing.some((a) => a.default_shipping),
      default_billing: address.default_billing ?? !existing.some((a) => a.default_billing),
    };
    await clearOtherDefaults(tx, customerId, 0, defaults);
    const row = await queryOne<AddressRow>(
      tx,
      `insert into customer_addresses (customer_id, first_name, last_name, email, telephone, street, city, postcode, country_code, region, region_code, default_shipping, default_billing)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning ${COLUMNS}`,
      [customerId, ...VALUES(address), defaults.default_shipping, defaults.default_billing],
    );
    return toAddress(row!);
  });
}

/** updateCustomerAddress: the whole address is replaced; flags left out keep their value. */
export async function updateAddress(db: Database, customerId: number, addressId: number, input: CustomerAddressInput): Promise<CustomerAddress> {
  const address = cleanAddress(input);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const current = await findOwnAddress(tx, customerId, addressId);
    const defaults = {
      default_shipping: address.default_shipping ?? current.default_shipping,
      default_billing: address.default_billing ?? current.default_billing,
    };
    await clearOtherDefaults(tx, customerId, addressId, defaults);
    const row = await queryOne<AddressRow>(
      tx,
      `update customer_addresses set first_name = $3, last_name = $4, email = $5, telephone = $6, street = $7, city = $8, postcode = $9,
         country_code = $10, region = $11, region_code = $12, default_shipping = $13, default_billing = $14, updated_at = now()
       where id = $1 and customer_id = $2 returning ${COLUMNS}`,
      [addressId, customerId, ...VALUES(address), defaults.default_shipping, defaults.default_billing],
    );
    return toAddress(row!);
  });
}

/** The default-address update: some fields (usually the default flags) over the stored address. */
export async function patchAddress(db: Database, customerId: number, addressId: number, patch: Partial<CustomerAddressInput>): Promise<CustomerAddress> {
  const current = await findOwnAddress(db, customerId, addressId);
  const { id: _id, region, ...stored } = current;
  const merged = {
    ...stored,
    street: stored.street as [string] | [string, string],
    region: { region: region.region, ...(region.region_code ? { region_code: region.region_code } : {}) },
    ...patch,
  };
  return updateAddress(db, customerId, addressId, merged);
}

export async function deleteAddress(db: Database, customerId: number, addressId: number): Promise<void> {
  const deleted = await db.query('delete from customer_addresses where id = $1 and customer_id = $2 returning id', [addressId, customerId]);
  if (!deleted.length) throw new DomainError('not_found', ADDRESS_NOT_FOUND);
}
