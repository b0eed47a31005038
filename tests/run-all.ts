import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { postgresProblem } from './helpers/postgres-check.ts';
import { DRIVERS_ENV, POSTGRES_ADMIN_URL } from './helpers/test-database.ts';

/** The local server's superuser, trusted on a machine that has not made the tests' own role. */
const LOCAL_SUPERUSER_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * `npm test`: schema types, type-check, lint, the unit tests, then the api and e2e projects in
 * one vitest run (their global set-up, a client build and two seeded databases, is made once,
 * and both workers stay busy from the first browser file to the last API file), each a timed
 * phase; the last one also says how long each project's files ran. Without a usable PostgreSQL server it says in one
 * line what is missing and still runs every test that needs none (the PGlite half of the
 * database tests among them). Ends with one line `N passed, N failed` that sums everything
 * (each check, a missing PostgreSQL, and files the run left in the work tree count one each).
 */
interface Phase {
  name: string;
  seconds: number;
  ok: boolean;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; message?: string; name: string; startTime: number; endTime: number; assertionResults: { status: string }[] }[];
}

const phases: Phase[] = [];
let passed = 0;
let failed = 0;
const reportDir = mkdtempSync(join(tmpdir(), 'storefront-vitest-'));
const extra = process.argv.slice(2);

function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/**
 * CPU seconds used so far by this process and the finished processes it started (Linux's
 * /proc; undefined elsewhere). Beside the wall time it says whether a slow phase did more
 * work or only waited for a busy machine.
 */
function cpuSeconds(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name: the 14th and 15th are the children's user and system time in ticks (100 a second).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = process.cpuUsage();
    return (Number(fields[13]) + Number(fields[14])) / 100 + (own.user + own.system) / 1e6;
  } catch {
    return undefined;
  }
}

/**
 * The machine's busy and total CPU time so far, in ticks, from Linux's /proc/stat (undefined
 * elsewhere). Unlike cpuSeconds it counts every process, the browsers' helpers that the runner
 * never reaps and the database server among them: a phase that kept every core busy can only
 * get faster by doing less.
 */
function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    // idle and iowait are the 4th and 5th fields.
    return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
  } catch {
    return undefined;
  }
}

async function phase(name: string, run: () => Promise<{ ok: boolean; note?: string }> | { ok: boolean; note?: string }): Promise<boolean> {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const cpuBefore = cpuSeconds();
  const machineBefore = machineTicks();
  const { ok, note } = await run();
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds();
  const machineAfter = machineTicks();
  const busy =
    machineBefore && machineAfter && machineAfter.total > machineBefore.total
      ? `, cores ${Math.round((100 * (machineAfter.busy - machineBefore.busy)) / (machineAfter.total - machineBefore.total))} % busy`
      : '';
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? busy : `, CPU ${formatSeconds(cpuAfter - cpuBefore)}${busy}`;
  phases.push({ name, seconds, ok });
  console.log(`${ok ? '✓' : '✖'} ${name} ${ok ? 'passed' : 'failed'} in ${formatSeconds(seconds)}${cpu}${note ? ` (${note})` : ''}`);
  return ok;
}

function check(command: string, args: string[]): { ok: boolean } {
  const ok = spawnSync(command, args, { stdio: 'inherit' }).status === 0;
  if (ok) passed += 1;
  else failed += 1;
  return { ok };
}

/** Each project's tests and the time from its first file's start to its last file's end, e.g. `e2e 829 passed in 4 min 2 s`. */
function projectSpans(projects: string[], report: VitestReport): string {
  return projects
    .map((project) => {
      const files = report.testResults.filter((file) => relative(process.cwd(), file.name).startsWith(`tests/${project}/`));
      if (!files.length) return `${project} no files`;
      const tests = files.flatMap((file) => file.assertionResults);
      const seconds = (Math.max(...files.map((file) => file.endTime)) - Math.min(...files.map((file) => file.startTime))) / 1000;
      return `${project} ${tests.filter((test) => test.status === 'passed').length} passed in ${formatSeconds(seconds)}`;
    })
    .join(', ');
}

/** The files that ran longest, longest first: where to look when the run grows. */
function longestFiles(report: VitestReport, count = 5): string {
  return [...report.testResults]
    .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))
    .slice(0, count)
    .map((file) => `${relative(process.cwd(), file.name)} ${formatSeconds((file.endTime - file.startTime) / 1000)}`)
    .join(', ');
}

function vitest(projects: string[], env: NodeJS.ProcessEnv): { ok: boolean; note: string } {
  const outputFile = join(reportDir, `${projects.join('-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ];
  // A file filter may match nothing in this project.
  if (extra.length) args.push('--passWithNoTests', ...extra);
  const status = spawnSync('npx', args, { stdio: 'inherit', env }).status;
  let report: VitestReport;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8')) as VitestReport;
  } catch {
    failed += 1;
    return { ok: false, note: 'vitest wrote no report' };
  }
  let phaseFailed = report.numFailedTests;
  // A file that fails to load, or whose set-up fails, has no failed test but is still a failure.
  for (const file of report.testResults) {
    if (file.status !== 'failed' || file.assertionResults.some((test) => test.status === 'failed')) continue;
    phaseFailed += 1;
    const reason = file.message?.split('\n').find((line) => line.trim()) ?? 'a set-up hook failed (its error is printed above)';
    console.log(`✖ ${relative(process.cwd(), file.name)}: ${reason}`);
  }
  if (status !== 0 && phaseFailed === 0) phaseFailed = 1;
  passed += report.numPassedTests;
  failed += phaseFailed;
  const spans = projects.length > 1 ? `; ${projectSpans(projects, report)}` : '';
  if (report.testResults.length) console.log(`Longest files: ${longestFiles(report)}`);
  return { ok: phaseFailed === 0, note: `${report.numPassedTests} passed, ${phaseFailed} failed${spans}` };
}

/** Files in the work tree that git does not track, ignored ones included (node_modules aside); undefined outside git. */
function untrackedFiles(): Set<string> | undefined {
  const listed = spawnSync('git', ['ls-files', '--others', '--', '.', ':!node_modules'], { encoding: 'utf8' });
  if (listed.status !== 0) return undefined;
  return new Set(listed.stdout.split('\n').filter(Boolean));
}

const before = untrackedFiles();
const started = performance.now();
console.log(
  `Load average at the start: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')} (${availableParallelism()} cores)`,
);
await phase('schema types', () => check('npx', ['tsx', 'schemas/build-types.ts', '--check']));
await phase('type-check', () => check('npx', ['tsc', '--noEmit']));
await phase('lint', () => check('npx', ['biome', 'ci', '.']));
await phase('unit', () => vitest(['unit'], process.env));

const env: NodeJS.ProcessEnv = { ...process.env };
await phase('PostgreSQL', async () => {
  const problem = await postgresProblem(POSTGRES_ADMIN_URL);
  if (!problem) return { ok: true, note: 'the database tests run on PGlite and PostgreSQL' };
  // A machine whose server trusts its local superuser but lacks the prepared role still runs every test.
  if (!process.env['TEST_POSTGRES_URL'] && !(await postgresProblem(LOCAL_SUPERUSER_URL))) {
    env['TEST_POSTGRES_URL'] = LOCAL_SUPERUSER_URL;
    return { ok: true, note: `the database tests run on PGlite and PostgreSQL (${LOCAL_SUPERUSER_URL})` };
  }
  console.log(`✖ ${problem}`);
  failed += 1;
  env[DRIVERS_ENV] = 'pglite';
  return { ok: false, note: 'the database tests run on PGlite only' };
});
await phase('api and e2e', () => vitest(['e2e', 'api'], env));
rmSync(reportDir, { recursive: true, force: true });
const after = untrackedFiles();
const leftovers = before && after ? [...after].filter((file) => !before.has(file)) : [];
if (leftovers.length) {
  failed += 1;
  console.log(`\n✖ The run left ${leftovers.length} file(s) in the work tree: ${leftovers.slice(0, 10).join(', ')}`);
}

const total = (performance.now() - started) / 1000;
console.log(`\nPhase times: ${phases.map((p) => `${p.name} ${formatSeconds(p.seconds)}`).join(' · ')} · total ${formatSeconds(total)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
