import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CustomerAddressInput } from '../../../schemas/generated/index.ts';
import type { Seeder } from '../../db/seed.ts';
import { FIXTURES_DIR } from '../content/content-seeder.ts';

interface DemoCustomer {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  newsletterSubscribed: boolean;
  addresses: CustomerAddressInput[];
}

/** The demo shoppers of `fixtures/customers/demo-customers.json` with their address books. */
export const customerSeeder: Seeder = {
  name: 'demo-customers',
  demo: true,
  async run(tx) {
    const { customers } = JSON.parse(readFileSync(join(FIXTURES_DIR, 'customers', 'demo-customers.json'), 'utf8')) as { customers: DemoCustomer[] };
    for (const customer of customers) {
      const [row] = await tx.query<{ id: number }>(
        'insert into customers (email, first_name, last_name, password_hash, newsletter_subscribed) values ($1, $2, $3, $4, $5) returning id',
        [customer.email, customer.firstName, customer.lastName, customer.passwordHash, customer.newsletterSubscribed],
      );
      for (const a of customer.addresses) {
        await tx.query(
          `insert into customer_addresses (customer_id, first_name, last_name, email, telephone, street, city, postcode, country_code, region, default_shipping, default_billing)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            row!.id,
            a.firstname,
            a.lastname,
            a.email,
            a.telephone,
            a.street,
            a.city,
            a.postcode,
            a.country_code,
            a.region?.region ?? '',
            a.default_shipping ?? false,
            a.default_billing ?? false,
          ],
        );
      }
    }
  },
};
