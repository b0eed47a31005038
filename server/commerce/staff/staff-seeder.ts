import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seeder } from '../../db/seed.ts';
import { FIXTURES_DIR } from '../content/content-seeder.ts';
import type { StaffRole } from './staff.ts';

/** The demo's studio accounts (`fixtures/staff/demo-staff.json`): an editor and an admin with the demo password. */
export const staffSeeder: Seeder = {
  name: 'demo-staff',
  demo: true,
  async run(tx) {
    const { staff } = JSON.parse(readFileSync(join(FIXTURES_DIR, 'staff', 'demo-staff.json'), 'utf8')) as {
      staff: { email: string; name: string; role: StaffRole; passwordHash: string }[];
    };
    for (const member of staff) {
      await tx.query('insert into staff (email, name, role, password_hash) values ($1, $2, $3, $4) on conflict do nothing', [
        member.email,
        member.name,
        member.role,
        member.passwordHash,
      ]);
    }
  },
};
