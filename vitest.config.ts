import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/helpers/long-files-first.ts';

const UNIT = ['tests/unit/**/*.test.{ts,tsx}', '{domain,renderer,schemas,block-registry,server}/**/*.test.{ts,tsx}'];

/**
 * API and browser files import the whole server, which took a second or more of each file's
 * time when every file had a thread of its own. They share a worker thread, one file after
 * another, and the set-up file loads the store's modules afresh for each (packages stay loaded).
 */
const SHARED_THREAD = { isolate: false, setupFiles: ['tests/helpers/fresh-modules.ts'] };

/**
 * Time limits catch a hung test, not a slow machine: a test that takes 3 s when the machine
 * is quiet takes 20 s or more at a load average of 10, so each limit leaves that much room.
 */
export default defineConfig({
  test: {
    // Worker threads rather than processes: a file starts sooner, and the compiled PGlite
    // WebAssembly is shared by every file in the process instead of compiled again in each.
    pool: 'threads',
    // vitest's default keeps a core for itself, which leaves one worker on a two-core machine.
    // Test files spend much of their time waiting (PostgreSQL, a browser, a child process, a
    // page settling): with one worker per core the browser files kept the cores busy less than
    // half the time, so one more worker than cores fills those waits. Two more gained 20 s of
    // eleven minutes and made keyboard and screenshot tests fail under the load.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT, environment: 'node', testTimeout: 30_000 } },
      {
        extends: true,
        test: {
          name: 'api',
          ...SHARED_THREAD,
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-database.ts', 'tests/helpers/global-client.ts', 'tests/helpers/global-server-bundle.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          ...SHARED_THREAD,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: [
            'tests/helpers/global-database.ts',
            'tests/helpers/global-client.ts',
            'tests/helpers/global-server-bundle.ts',
            'tests/e2e/global-setup.ts',
          ],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A scroll or a fetch that settles in 200 ms on a quiet machine can take seconds under load.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
