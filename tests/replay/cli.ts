import { relative } from 'node:path';
import { buildClient } from '../../server/build/build-client.ts';
import { launchBrowser } from '../e2e/browser.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { recordedReplays } from './recorded-replays.ts';
import { resultLine, writeReport } from './report.ts';
import { isFailing, REPORT_DIR, runReplays } from './run-replay.ts';

/**
 * `npm run qa:replay [-- --update] [-- --only name,name]`: replays every recorded page in
 * Chromium at 390 and 1366 px, compares with the baselines and writes the report.
 * Exits 1 when a page changed beyond the threshold or has no baseline yet.
 */
async function main(args: string[]): Promise<number> {
  const update = args.includes('--update');
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? new Set((args[onlyAt + 1] ?? '').split(',')) : undefined;
  const replays = recordedReplays().filter((replay) => !only || only.has(replay.name));
  if (only && replays.length === 0) {
    console.error(`No recorded page is called ${[...only].join(', ')}; the names are the files in fixtures/pages/ without .json.`);
    return 2;
  }
  // The production client, as shoppers get it and as the suite replays it.
  if (!args.includes('--no-build')) await buildClient({ minify: true });
  const started = performance.now();
  const [server, browser] = await Promise.all([startTestServer({ env: { LOG_LEVEL: 'error' } }), launchBrowser()]);
  try {
    const results = await runReplays({ browser, origin: server.url, replays, update, onResult: (result) => console.log(resultLine(result)) });
    const report = writeReport(results, REPORT_DIR);
    const failing = results.filter(isFailing);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`\n${results.length} replays in ${seconds} s; ${failing.length} failing. Report: ${relative(process.cwd(), report)}`);
    for (const result of failing) console.log(resultLine(result));
    return failing.length ? 1 : 0;
  } finally {
    await browser.close();
    await server.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
