import type { Database } from '../db/database.ts';
import type { Logger } from './logger.ts';

/** A periodic job that must run once per period across every app process. */
export interface Job {
  name: string;
  everySeconds: number;
  run(): Promise<void>;
}

export interface JobState {
  name: string;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastError: string | null;
  nextRunAt: Date;
  runs: number;
}

/** Longest a run may hold its job before another process may take it over (a process that died mid-run). */
const LEASE_SECONDS = 600;

/**
 * Claims the job's run for this period: true for exactly one process, the one whose
 * conditional update finds the job due and not running (the row lock orders the others,
 * which then see the new `next_run_at`). The period counts from the claim.
 */
export async function claimJob(db: Database, job: Pick<Job, 'name' | 'everySeconds'>): Promise<boolean> {
  await db.query('insert into jobs (name, every_seconds) values ($1, $2) on conflict (name) do update set every_seconds = excluded.every_seconds', [
    job.name,
    job.everySeconds,
  ]);
  const claimed = await db.query(
    `update jobs set next_run_at = now() + make_interval(secs => every_seconds), running_until = now() + make_interval(secs => $2),
            last_started_at = now(), runs = runs + 1
      where name = $1 and next_run_at <= now() and (running_until is null or running_until < now())
      returning name`,
    [job.name, LEASE_SECONDS],
  );
  return claimed.length > 0;
}

async function finishJob(db: Database, name: string, error: unknown): Promise<void> {
  await db.query('update jobs set running_until = null, last_finished_at = now(), last_error = $2 where name = $1', [
    name,
    error === undefined ? null : error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  ]);
}

/** Runs the job if this process claims it now; answers whether it ran. A failure is recorded on the job, not thrown. */
export async function runJobOnce(db: Database, job: Job, log: Logger): Promise<boolean> {
  if (!(await claimJob(db, job))) return false;
  let failure: unknown;
  try {
    await job.run();
  } catch (error) {
    failure = error;
    log.error('job failed', { job: job.name, err: error });
  }
  await finishJob(db, job.name, failure);
  return true;
}

/**
 * Every process calls this with the same jobs; each looks every `tickMs` (at most a
 * second, less for short periods) whether a job is due, and only the one that claims it runs it.
 * Returns the function that stops looking (a run under way finishes).
 */
export function startJobs(db: Database, jobs: Job[], log: Logger, tickMs?: number): () => void {
  if (!jobs.length) return () => undefined;
  const tick = tickMs ?? Math.min(1000, ...jobs.map((job) => (job.everySeconds * 1000) / 4));
  const busy = new Set<string>();
  const look = () => {
    for (const job of jobs) {
      if (busy.has(job.name)) continue;
      busy.add(job.name);
      runJobOnce(db, job, log)
        .catch((error: unknown) => log.warn('job not claimed: database unavailable', { job: job.name, err: error }))
        .finally(() => busy.delete(job.name));
    }
  };
  const timer = setInterval(look, tick);
  timer.unref();
  look();
  return () => clearInterval(timer);
}

/** What each job last did, for metrics and readiness. */
export async function jobStates(db: Pick<Database, 'query'>): Promise<JobState[]> {
  const rows = await db.query<{
    name: string;
    last_started_at: Date | null;
    last_finished_at: Date | null;
    last_error: string | null;
    next_run_at: Date;
    runs: number;
  }>('select name, last_started_at, last_finished_at, last_error, next_run_at, runs from jobs order by name');
  return rows.map((row) => ({
    name: row.name,
    lastStartedAt: row.last_started_at,
    lastFinishedAt: row.last_finished_at,
    lastError: row.last_error,
    nextRunAt: row.next_run_at,
    runs: row.runs,
  }));
}
