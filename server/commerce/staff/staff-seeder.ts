import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seeder } from '../../db/seed.ts';
import { FIXTURES_DIR } from '../content/content-seeder.ts';
import type { StaffRole } from './staff.ts';

/**
 * The demo's studio accounts (`fixtures/staff/demo-staff.json`): one per role (editor, fulfilment,
 * merchandiser, admin) with the demo password. Named anew when roles were added, so a demo
 * database seeded before gets the new accounts too (existing ones are left as they are).
 */
export const staffSeeder: Seeder = {
  name: 'demo-staff-by-role',
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
