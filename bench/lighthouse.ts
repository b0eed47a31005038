import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { buildClient } from '../server/build/build-client.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../server/cli/chromium.ts';
import { commandLine, machineAtStart, measuredLine, writeResultsSection } from './results-file.ts';
import { median } from './stats.ts';
import { buildServer } from '../server/build/build-server.ts';
import { AS_NPM_START, BENCH_SERVER, startServer } from './http-bench.ts';
import { selfSignedCertificate, startHttp2Front } from './http2-front.ts';

/**
 * `npm run bench:lighthouse`: Lighthouse's performance audit (its mobile defaults: a phone's
 * screen, simulated slow 4G and a slowed CPU) of the built store's home page, a lister and a
 * parent bike page, beside a reference measured in the same run: the home page's HTML with no
 * script at all, the best its content could do. The browser reaches both over HTTPS and HTTP/2
 * through a front on loopback (http2-front.ts), as shoppers reach the store behind Caddy.
 * LIGHTHOUSE_RUNS (3) runs per page, taken in turn, each figure the median of its runs. Not part
 * of `npm test`: it takes minutes.
 */
const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
/** LIGHTHOUSE_PLAIN=true: straight to the store's process over HTTP/1.1, without the HTTP/2 front (http2-front.ts). */
const PLAIN = process.env['LIGHTHOUSE_PLAIN'] === 'true';
/**
 * LIGHTHOUSE_CPU_SLOWDOWN (4, Lighthouse's mobile default): how many times slower than this
 * machine the simulated phone is. Blocking time moves with the machine's speed: 8 shows what a
 * host half as fast would measure with the default.
 */
const DEFAULT_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const CPU_SLOWDOWN = Number(process.env['LIGHTHOUSE_CPU_SLOWDOWN'] ?? DEFAULT_CPU_SLOWDOWN);
/** Each page, and whether it is the bench's own reference (on the bench's port, with the store behind it for the stylesheet and fonts). */
const PAGES = [
  { name: 'reference (home, no script)', path: '/__bench/reference/', reference: true },
  { name: 'home', path: '/' },
  { name: 'lister', path: '/bikes/' },
  { name: 'parent bike page', path: '/endurance-sl/' },
];

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  scriptBytes: number;
  /** Lighthouse's own measure of the machine's speed at the run (higher is faster): the slowed CPU it simulates is this one, CPU_SLOWDOWN times slower. */
  benchmarkIndex: number;
}

async function startStore(): Promise<{ child: ChildProcess; port: number; benchPort: number }> {
  await buildServer(BENCH_SERVER, 'bench/server.ts');
  return startServer(['/'], { launch: AS_NPM_START });
}

/** Chromium with its DevTools port open, for Lighthouse to drive. */
function startChromium(profile: string): Promise<{ child: ChildProcess; port: number }> {
  // The front's certificate is made for the run and trusted by nothing.
  const tls = PLAIN ? [] : ['--ignore-certificate-errors'];
  return new Promise((resolve, reject) => {
    const child = spawn(ensureChromium(), [...CHROMIUM_ARGS, ...tls, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.once('exit', (code) => reject(new Error(`Chromium stopped (code ${code}): ${said.slice(-500)}`)));
  });
}

async function audit(url: string, port: number, attempts = 3): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A trace Lighthouse could not record (a busy machine) it asks to be run again.
  if (lhr.runtimeError && attempts > 1) return audit(url, port, attempts - 1);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    scriptBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const machine = machineAtStart();
console.log('Building the client bundle (production)…');
await buildClient({ minify: true });
const store = await startStore();
const certificate = PLAIN ? undefined : selfSignedCertificate();
const fronts = certificate && (await Promise.all([startHttp2Front(store.port, certificate), startHttp2Front(store.benchPort, certificate)]));
/** The store's origin, or the bench's (the reference, with the store behind it), as the browser reaches it. */
const origin = (reference: boolean | undefined) =>
  fronts ? `https://127.0.0.1:${fronts[reference ? 1 : 0].port}` : `http://127.0.0.1:${reference ? store.benchPort : store.port}`;
const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
const chromium = await startChromium(profile);
const runs = new Map<string, Run[]>(PAGES.map(({ name }) => [name, []]));
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const { name, path, reference } of PAGES) {
      console.log(`run ${run}/${RUNS}: ${name}`);
      runs.get(name)?.push(await audit(`${origin(reference)}${path}`, chromium.port));
    }
  }
} finally {
  const stopped = [chromium.child, store.child].filter((child) => child.exitCode === null).map((child) => once(child, 'exit'));
  chromium.child.kill('SIGTERM');
  store.child.kill('SIGTERM');
  await Promise.all([...stopped, ...(fronts ? fronts.map((front) => front.close()) : [])]);
  rmSync(profile, { recursive: true, force: true });
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;
writeResultsSection(
  'lighthouse',
  [
    '## Lighthouse: home, a lister and a parent bike page',
    '',
    measuredLine(commandLine('bench:lighthouse', ['LIGHTHOUSE_RUNS', 'LIGHTHOUSE_PLAIN', 'LIGHTHOUSE_CPU_SLOWDOWN']), machine),
    `${RUNS > 1 ? `Median of ${RUNS} runs` : 'One run'} per page, taken in turn, with Lighthouse's mobile defaults (a phone's screen,`,
    "simulated slow 4G and a slowed CPU) in Debian's Chromium, the built store run with `npm start`'s flags and environment,",
    PLAIN
      ? 'reached straight over HTTP/1.1 (`LIGHTHOUSE_PLAIN=true`).'
      : 'reached over HTTPS and HTTP/2 through a front on loopback, as `deploy/Caddyfile` serves it (`LIGHTHOUSE_PLAIN=true`: straight over HTTP/1.1).',
    "The reference is the home page's HTML with no script at all, the best its content could do.",
    `The blocking time is this machine's own task times stretched ${CPU_SLOWDOWN} times${CPU_SLOWDOWN === DEFAULT_CPU_SLOWDOWN ? '' : ` (\`LIGHTHOUSE_CPU_SLOWDOWN\`; the default is ${DEFAULT_CPU_SLOWDOWN})`}, so it moves with the machine's speed: the last`,
    "column gives Lighthouse's measure of that speed at each run (its benchmark index; higher is faster) beside the run's blocking time.",
    '',
    '| page | score | FCP | LCP | TBT | CLS | Speed Index | script transferred | benchmark index: TBT, each run |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...PAGES.map(({ name }) => {
      const list = runs.get(name) ?? [];
      const pick = (key: keyof Run) => median(list.map((run) => run[key]));
      const each = list.map((run) => `${Math.round(run.benchmarkIndex)}: ${Math.round(run.tbt)}`).join(', ');
      return `| ${name} | ${pick('score')} | ${ms(pick('fcp'))} | ${ms(pick('lcp'))} | ${ms(pick('tbt'))} | ${pick('cls').toFixed(3)} | ${ms(pick('speedIndex'))} | ${Math.round(pick('scriptBytes') / 1024)} KB | ${each} |`;
    }),
  ].join('\n'),
);
