import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * `npm test`: type-check, lint, then every vitest project (unit, api, e2e). Ends with
 * one line `N passed, N failed` that sums all of them (type-check and lint count one each).
 */
interface Step {
  name: string;
  command: string;
  args: string[];
}

const STEPS: Step[] = [
  { name: 'schema types', command: 'npx', args: ['tsx', 'schemas/build-types.ts', '--check'] },
  { name: 'type-check', command: 'npx', args: ['tsc', '--noEmit'] },
  { name: 'lint', command: 'npx', args: ['biome', 'ci', '.'] },
];

let passed = 0;
let failed = 0;

for (const step of STEPS) {
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
  if (result.status === 0) passed += 1;
  else {
    failed += 1;
    console.log(`✖ ${step.name} failed`);
  }
}

const extra = process.argv.slice(2);
console.log('\n▶ vitest');
const vitest = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json', ...extra], {
  stdio: 'inherit',
});
try {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTestSuites: number;
    testResults: { status: string; message?: string; name: string }[];
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no tests but is still a failure.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.message);
  failed += brokenFiles.length;
  for (const file of brokenFiles) console.log(`✖ ${file.name}: ${file.message?.split('\n')[0]}`);
} catch {
  failed += 1;
  console.log('✖ vitest wrote no report');
}
if (vitest.status !== 0 && failed === 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
