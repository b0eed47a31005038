import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { type LoadResult, load } from './load.ts';
import { median, sliceRatio } from './stats.ts';
import { createPostgresDatabase } from '../tests/helpers/test-database.ts';
import { buildServer } from '../server/build/build-server.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server/node-flags.ts';

export interface HttpBenchOptions {
  /** The pages to measure, each on its own: a content page, a lister, a parent bike page. */
  pages: string[];
  /** Seconds of load per target in all; spent in alternating two-second slices. */
  seconds: number;
  connections: number;
  /** A folder for a CPU profile of the server (`node --cpu-prof`), written when it stops. */
  cpuProfileDir?: string;
}

interface ServerReady {
  /** The store, listening as `npm start` listens. */
  port: number;
  /** The bench's own Express app, with the store mounted behind its routes. */
  benchPort: number;
  barePort: number;
  bytes: Record<string, number>;
  /** Resident memory once seeded and listening, before any load. */
  bootRss: number;
}

/** The bench's server, bundled as `npm start` bundles the store (server/build/build-server.ts) and run with plain node. */
export const BENCH_SERVER = join(process.cwd(), 'dist', 'bench', 'server.mjs');

/** How a process starts: its V8 flags and the environment it adds. */
interface Launch {
  flags: readonly string[];
  env: Readonly<Record<string, string>>;
}
/** As `npm start` starts the store (server/node-flags.ts). */
export const AS_NPM_START: Launch = { flags: SERVER_NODE_FLAGS, env: SERVER_ENV };
/** Plain `node`, V8 and glibc left to their defaults. */
const BARE: Launch = { flags: [], env: {} };

/** Starts the bench's server (bundled beforehand by `buildServer`) and waits for it to say it listens. */
export async function startServer(
  pages: string[],
  { cpuProfileDir, databaseUrl, launch }: { cpuProfileDir?: string | undefined; databaseUrl?: string; launch: Launch },
): Promise<{ child: ChildProcess } & ServerReady> {
  return new Promise((resolve, reject) => {
    const child = fork(BENCH_SERVER, [], {
      execArgv: [...launch.flags, ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [])],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, ...launch.env, NODE_ENV: 'production', BENCH_PAGES: pages.join(','), ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}) },
    });
    child.once('message', (message) => resolve({ child, ...(message as ServerReady) }));
    child.once('exit', (code) => reject(new Error(`the bench server stopped (code ${code})`)));
  });
}

/** Asks the bench server one question over IPC (bench/server.ts) and resolves with its answer. */
function ask<Answer>(child: ChildProcess, question: 'memory' | 'cpu'): Promise<Answer> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as Answer));
    child.send(question);
  });
}

/** The server's peak resident memory since the last question, in bytes. */
const peakRss = async (child: ChildProcess) => (await ask<{ peakRss: number }>(child, 'memory')).peakRss;

/** CPU time the server process has used so far (user and system), in microseconds. */
const cpuUsed = async (child: ChildProcess) => (await ask<{ cpuMicroseconds: number }>(child, 'cpu')).cpuMicroseconds;

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
const TARGETS = ['real', 'fresh', 'tree', 'express', 'reference'] as const;
type Target = (typeof TARGETS)[number];

/**
 * For each page, requests per second through the real route (HTML for a repeated URL, HTML for
 * a new URL every time, and the tree as JSON) and of the same HTML sent as a string, by a bare
 * `node:http` server (the reference) and by an Express route in front of the app, in alternating
 * slices so that changes in the machine's load fall on all of them alike. The server's peak
 * resident memory is taken over the whole load.
 */
export async function httpBench({ pages, seconds, connections, cpuProfileDir }: HttpBenchOptions) {
  // Bundled once for every server this bench starts (the store on PGlite, then two on PostgreSQL).
  await buildServer(BENCH_SERVER, 'bench/server.ts');
  const { child, port, benchPort, barePort, bytes, bootRss } = await startServer(pages, { cpuProfileDir, launch: AS_NPM_START });
  try {
    await peakRss(child);
    const results = [];
    for (const page of pages) {
      let visit = 0;
      const targets: Record<Target, { url: string | (() => string); headers: Record<string, string> }> = {
        real: { url: `http://127.0.0.1:${port}${page}`, headers: {} },
        // A query the page ignores makes every URL new, so no request finds its render kept (not a
        // campaign parameter: those are set aside, and such a visit is answered from the kept copy).
        fresh: { url: () => `http://127.0.0.1:${port}${page}?visit=${++visit}`, headers: {} },
        tree: { url: `http://127.0.0.1:${port}${page}`, headers: { Accept: 'application/json' } },
        express: { url: `http://127.0.0.1:${benchPort}/__bench/static/?page=${encodeURIComponent(page)}`, headers: {} },
        reference: { url: `http://127.0.0.1:${barePort}${page}`, headers: {} },
      };
      const measure = (which: Target, duration: number) => load(targets[which].url, { seconds: duration, connections, headers: targets[which].headers });
      for (const which of TARGETS) await measure(which, 1);
      const runs: Record<Target, LoadResult[]> = { real: [], fresh: [], tree: [], express: [], reference: [] };
      // The server's CPU time per answer in each slice, in microseconds.
      const cpu: Record<Target, number[]> = { real: [], fresh: [], tree: [], express: [], reference: [] };
      const slices = Math.max(2, Math.round(seconds / SLICE_SECONDS));
      for (let slice = 0; slice < slices; slice++) {
        const order = slice % 2 === 0 ? TARGETS : [...TARGETS].reverse();
        for (const which of order) {
          const before = await cpuUsed(child);
          const result = await measure(which, SLICE_SECONDS);
          cpu[which].push(((await cpuUsed(child)) - before) / Math.max(1, result.requests));
          runs[which].push(result);
        }
      }
      const perSecond = (which: Target) => runs[which].map((r) => r.perSecond);
      const share = (which: Target) => sliceRatio(perSecond(which), perSecond('reference'));
      // As a share of speed: the reference's CPU per answer over this target's.
      const cpuShare = (which: Target) => sliceRatio(cpu.reference, cpu[which]);
      const cpuPerRequest = Object.fromEntries(TARGETS.map((which) => [which, median(cpu[which])])) as Record<Target, number>;
      results.push({
        page,
        bytes: bytes[page] ?? 0,
        slices,
        real: combine(runs.real),
        fresh: combine(runs.fresh),
        tree: combine(runs.tree),
        express: combine(runs.express),
        reference: combine(runs.reference),
        realShare: share('real'),
        freshShare: share('fresh'),
        treeShare: share('tree'),
        expressShare: share('express'),
        cpuPerRequest,
        realCpuShare: cpuShare('real'),
        freshCpuShare: cpuShare('fresh'),
        treeCpuShare: cpuShare('tree'),
        expressCpuShare: cpuShare('express'),
      });
    }
    const peakRssBytes = await peakRss(child);
    const postgres = await memoryOnPostgres(pages, connections);
    return { pages: results, peakRssBytes, bootRssBytes: bootRss, postgres };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

interface MemoryPass {
  bootRssBytes: number;
  peakRssBytes: number;
  /** New URLs rendered per second, for each page. */
  freshPerSecond: number[];
}

/**
 * The same store on a PostgreSQL server (as a deployment runs it), twice side by side: started as
 * `npm start` starts it (`SERVER_NODE_FLAGS`, `SERVER_ENV`) and with no V8 flags or allocator setting, each on a database of
 * its own. Each takes the same kinds of load (kept pages, new URLs, trees) for 3 s per page, in
 * alternating slices of 1.5 s, so that a change in the machine's load falls on both alike: resident
 * memory after boot and at its peak, and the new URLs' requests per second (what the flags cost the
 * renders, as the median of the per-slice ratios).
 */
async function memoryOnPostgres(
  pages: string[],
  connections: number,
): Promise<{ flagged: MemoryPass; bare: MemoryPass; freshShare: ReturnType<typeof sliceRatio> } | undefined> {
  const databases = await Promise.all([createPostgresDatabase(), createPostgresDatabase()]).catch(() => undefined);
  if (!databases) return undefined;
  const servers = [];
  try {
    for (const [index, database] of databases.entries())
      servers.push(await startServer(pages, { databaseUrl: database.url, launch: index === 0 ? AS_NPM_START : BARE }));
    for (const server of servers) await peakRss(server.child);
    const fresh: number[][] = servers.map(() => []);
    const freshSlices: number[][] = servers.map(() => []);
    for (const page of pages) {
      const visits = servers.map(() => 0);
      const kinds = {
        kept: (port: number) => ({ url: `http://127.0.0.1:${port}${page}`, headers: {} }),
        fresh: (port: number, index: number) => ({ url: () => `http://127.0.0.1:${port}${page}?visit=${++visits[index]!}`, headers: {} }),
        tree: (port: number) => ({ url: `http://127.0.0.1:${port}${page}`, headers: { Accept: 'application/json' } }),
      };
      for (const [kind, target] of Object.entries(kinds)) {
        const rates = servers.map(() => [] as LoadResult[]);
        for (let slice = 0; slice < 2; slice++) {
          const order = slice % 2 === 0 ? [0, 1] : [1, 0];
          for (const index of order) {
            const { url, headers } = target(servers[index]!.port, index);
            rates[index]!.push(await load(url, { seconds: 1.5, connections, headers }));
          }
        }
        if (kind !== 'fresh') continue;
        rates.forEach((results, index) => {
          fresh[index]!.push(combine(results).perSecond);
          freshSlices[index]!.push(...results.map((r) => r.perSecond));
        });
      }
    }
    const passes = await Promise.all(
      servers.map(async (server, index) => ({ bootRssBytes: server.bootRss, peakRssBytes: await peakRss(server.child), freshPerSecond: fresh[index]! })),
    );
    return { flagged: passes[0]!, bare: passes[1]!, freshShare: sliceRatio(freshSlices[0]!, freshSlices[1]!) };
  } finally {
    for (const { child } of servers) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    for (const database of databases) await database.drop();
  }
}
