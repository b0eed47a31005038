import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { type LoadResult, load } from './load.ts';
import { sliceRatio } from './stats.ts';

export interface HttpBenchOptions {
  page: string;
  /** Seconds of load per target in all; spent in alternating two-second slices. */
  seconds: number;
  connections: number;
}

function startServer(page: string): Promise<{ child: ChildProcess; port: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, NODE_ENV: 'production', BENCH_PAGE: page },
    });
    child.once('message', (message) => resolve({ child, ...(message as { port: number; bytes: number }) }));
    child.once('exit', (code) => reject(new Error(`the bench server stopped (code ${code})`)));
  });
}

function combine(results: LoadResult[]): LoadResult {
  const requests = results.reduce((sum, r) => sum + r.requests, 0);
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  const mean = (pick: (r: LoadResult) => number) => results.reduce((sum, r) => sum + pick(r), 0) / results.length;
  return {
    requests,
    seconds,
    perSecond: requests / seconds,
    p50: mean((r) => r.p50),
    p99: mean((r) => r.p99),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

const SLICE_SECONDS = 2;

/**
 * Requests per second of the page through the real route (HTML for a repeated URL, HTML for a
 * new URL every time, and the tree as JSON) and of the same HTML sent as a string by the bench
 * route, in alternating slices so that changes in the machine's load fall on all of them alike.
 */
export async function httpBench({ page, seconds, connections }: HttpBenchOptions) {
  const { child, port, bytes } = await startServer(page);
  let visit = 0;
  const targets = {
    real: { url: `http://127.0.0.1:${port}${page}`, headers: {} },
    // A query the page ignores makes every URL new, so no request finds its render kept.
    fresh: { url: () => `http://127.0.0.1:${port}${page}?utm_content=bench-${++visit}`, headers: {} },
    tree: { url: `http://127.0.0.1:${port}${page}`, headers: { Accept: 'application/json' } },
    reference: { url: `http://127.0.0.1:${port}/__bench/static/`, headers: {} },
  };
  type Target = keyof typeof targets;
  const measure = (which: Target, duration: number) => load(targets[which].url, { seconds: duration, connections, headers: targets[which].headers });
  try {
    for (const which of Object.keys(targets) as Target[]) await measure(which, 2);
    const runs: Record<Target, LoadResult[]> = { real: [], fresh: [], tree: [], reference: [] };
    const slices = Math.max(2, Math.round(seconds / SLICE_SECONDS));
    for (let slice = 0; slice < slices; slice++) {
      const order: Target[] = slice % 2 === 0 ? ['real', 'fresh', 'tree', 'reference'] : ['reference', 'tree', 'fresh', 'real'];
      for (const which of order) runs[which].push(await measure(which, SLICE_SECONDS));
    }
    const perSecond = (which: Target) => runs[which].map((r) => r.perSecond);
    return {
      bytes,
      slices,
      real: combine(runs.real),
      fresh: combine(runs.fresh),
      tree: combine(runs.tree),
      reference: combine(runs.reference),
      realShare: sliceRatio(perSecond('real'), perSecond('reference')),
      freshShare: sliceRatio(perSecond('fresh'), perSecond('reference')),
      treeShare: sliceRatio(perSecond('tree'), perSecond('reference')),
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
