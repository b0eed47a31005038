import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { type Job, jobStates, runJobOnce, startJobs } from '../../server/lib/jobs.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { createMetrics } from '../../server/lib/metrics.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const log = createLogger('silent');

describe('periodic jobs on two processes sharing one PostgreSQL database', () => {
  let database: TestDatabase;
  const pools: Database[] = [];
  beforeAll(async () => {
    database = await openTestDatabase('postgres', { seeded: false });
    for (let i = 0; i < 2; i++) pools.push(await openDatabase({ databaseUrl: database.url }));
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await database?.drop();
  });

  test('the job runs once per period, whichever process claims it', { timeout: 20_000 }, async () => {
    const runs: { at: number; by: number }[] = [];
    const job = (by: number): Job => ({
      name: 'tick',
      everySeconds: 1,
      run: async () => {
        runs.push({ at: Date.now(), by });
      },
    });
    const started = Date.now();
    const stops = pools.map((pool, by) => startJobs(pool, [job(by)], log, 50));
    await new Promise((resolve) => setTimeout(resolve, 3_600));
    for (const stop of stops) stop();
    const elapsed = Date.now() - started;
    // The first run at once, then one each second: never two in one period, never a period missed.
    expect(runs.length).toBe(Math.floor(elapsed / 1000) + 1);
    for (let i = 1; i < runs.length; i++) expect(runs[i]!.at - runs[i - 1]!.at).toBeGreaterThanOrEqual(950);
    const [state] = await jobStates(database.db);
    expect(state).toMatchObject({ name: 'tick', runs: runs.length, lastError: null });
  });
});

describe.each(DRIVERS)('job state (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seeded: false });
  });
  afterAll(async () => database?.drop());

  test('a failed run is recorded with its error and the next run time, and shown on /metrics', async () => {
    const failing: Job = {
      name: 'exchange-rates',
      everySeconds: 3600,
      run: async () => {
        throw new Error('rates service answered 503');
      },
    };
    expect(await runJobOnce(database.db, failing, log)).toBe(true);
    // Not due again within its period.
    expect(await runJobOnce(database.db, failing, log)).toBe(false);
    const [state] = await jobStates(database.db);
    expect(state?.lastError).toBe('Error: rates service answered 503');
    expect(state!.nextRunAt.getTime() - Date.now()).toBeGreaterThan(3500_000);
    const metrics = await createMetrics(database.db).registry.metrics();
    expect(metrics).toMatch(/storefront_job_last_run_failed\{job="exchange-rates"\} 1/);
    expect(metrics).toMatch(/storefront_job_runs\{job="exchange-rates"\} 1/);
    expect(metrics).toMatch(/storefront_job_next_run_timestamp_seconds\{job="exchange-rates"\} \d{10}/);
  });
});
