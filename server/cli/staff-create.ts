import { existsSync } from 'node:fs';
import { createStaff, isStaffRole, STAFF_ROLES } from '../commerce/staff/staff.ts';
import { setPasswordHashCost } from '../commerce/customer/passwords.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { DomainError } from '../lib/errors.ts';
import { readPassword, runCli, studioArgs, UsageError } from './studio-cli.ts';

/**
 * `npm run staff:create -- --email you@example.com --role admin [--name "Your Name"] [--password …]`:
 * a staff account in the store's database (DATABASE_URL, or the PGlite folder DATA_DIR while no store runs on it).
 */
async function main(args: string[]): Promise<number> {
  const { values } = studioArgs(args, ['email', 'role', 'name', 'password']);
  const email = values['email'];
  const role = values['role'] ?? 'editor';
  if (!email) throw new UsageError('Usage: npm run staff:create -- --email you@example.com --role editor|fulfilment|merchandiser|admin [--name "Your Name"]');
  if (!isStaffRole(role)) throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  const password = values['password'] ?? (await readPassword(`Password for ${email}: `));
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  setPasswordHashCost(config.passwordHashCost);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const name = values['name'];
    const staff = await db.transaction((tx) => createStaff(tx, { email, role, password, name }, { email: 'command line (staff:create)' }));
    console.log(`Created ${staff.role} ${staff.email}; they sign in at /studio/.`);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runCli(() => main(process.argv.slice(2)));
