import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { postgresProblem } from '../helpers/postgres-check.ts';

/** A loopback port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the test helpers', () => {
  const savedEnv = { ...process.env };
  afterAll(() => {
    process.env = savedEnv;
  });

  test('a PostgreSQL server that is not running is named in one line with how to provide it', async () => {
    const port = await closedPort();
    const problem = await postgresProblem(`postgres://someone:secret@127.0.0.1:${port}/test`);
    expect(problem).toContain(`PostgreSQL is not running at postgres://someone:***@127.0.0.1:${port}/test`);
    expect(problem).toContain('.ci/run --prepare');
    expect(problem).toContain('TEST_POSTGRES_URL');
    expect(problem).not.toContain('secret');
    expect(problem).not.toContain('\n');
  });

  test('the client bundle the tests serve is built outside the work tree and removed at the end', async () => {
    const { default: setup } = await import('../helpers/global-client.ts');
    const teardown = await setup();
    const dir = process.env['STOREFRONT_CLIENT_DIR'] ?? '';
    expect(existsSync(join(dir, 'manifest.json')), dir).toBe(true);
    expect(dir.startsWith(process.cwd())).toBe(false);
    teardown?.();
    expect(existsSync(dir), dir).toBe(false);
  }, 120_000);
});
