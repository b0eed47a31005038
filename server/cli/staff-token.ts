import { readPassword, runCli, serverOrigin, StudioCallError, studioArgs, studioCaller, UsageError } from './studio-cli.ts';

/**
 * `npm run -s staff:token -- --email you@example.com [--server http://localhost:3000]`: signs in to a
 * running store and prints a staff token for the command line (`export STUDIO_TOKEN=…`), valid 90 days.
 */
async function main(args: string[]): Promise<number> {
  const { values } = studioArgs(args, ['email', 'password']);
  const email = values['email'];
  if (!email) throw new UsageError('Usage: npm run -s staff:token -- --email you@example.com [--server http://localhost:3000]');
  const password = values['password'] ?? (await readPassword(`Password for ${email}: `));
  const origin = serverOrigin(values['server']);
  const call = studioCaller(origin, undefined);
  const { status, body } = await call<{ token?: string; expiresAt?: string; message?: string }>('POST', '/tokens', { email, password }).catch(
    (error: unknown) => {
      if (error instanceof StudioCallError && error.status === 401) throw new StudioCallError(401, 'The email address or password is incorrect.');
      throw error;
    },
  );
  if (status !== 201 || !body.token) throw new StudioCallError(status, body.message ?? `${origin} answered ${status}.`);
  console.error(`A staff token for ${email} on ${origin}, valid until ${body.expiresAt}:`);
  console.log(body.token);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await runCli(() => main(process.argv.slice(2)));
