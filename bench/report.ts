import type { httpBench } from './http-bench.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import type { renderBench } from './render-bench.ts';
import { measuredLine } from './results-file.ts';

/** The server's environment and flags as `npm start` starts it, as a shell would read them. */
const NPM_START_COMMAND = [...Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`), 'node', ...SERVER_NODE_FLAGS].join(' ');

interface ReportInput {
  date: Date;
  command: string;
  machine: string;
  connections: number;
  web: Awaited<ReturnType<typeof httpBench>>;
  render: Awaited<ReturnType<typeof renderBench>>;
}

const fmt = (value: number, digits = 0) => value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (value: number) => `${fmt(value * 100)} %`;
const share = (ratio: { median: number; low: number; high: number }) => `${pct(ratio.median)} (slices ${pct(ratio.low)}–${pct(ratio.high)})`;

/** The web section of bench/RESULTS.md: the HTTP and renderer figures of one run, with the date, the command and the machine. */
export function resultsMarkdown({ date, command, machine, connections, web, render }: ReportInput): string {
  type Load = ReportInput['web']['pages'][number]['real'];
  type Ratio = Parameters<typeof share>[0];
  const row = (label: string, r: Load, cpu: number, ratio?: Ratio, cpuRatio?: Ratio) =>
    `| ${label} | ${fmt(r.perSecond)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.errors} | ${ratio ? `**${share(ratio)}**` : '100 %'} | ${fmt(cpu)} | ${cpuRatio ? share(cpuRatio) : '100 %'} |`;
  return [
    '## HTTP: the real routes vs the same HTML as a fixed string',
    '',
    measuredLine(command, machine, date),
    'The load generator runs on the same machine as the server and other work shared it, so',
    'absolute figures are low and noisy. Read the ratios: each is the median of ratios between',
    'slices measured back to back in the same run.',
    '',
    'The store runs as `npm start` does (the server bundled and run by plain node, production mode, PGlite in a data folder, seeded, built',
    "client, request logging on). In the same process a bare `node:http` server sends each page's",
    'HTML (captured once at start) as a string: the reference every share is set against. A',
    'bench-only Express route in front of the app sends the same string, to show what Express costs.',
    "The load generator shares the machine's cores with the server, so requests per second also",
    "measure the generator: the last two columns give the server's own CPU time per answer (median",
    "slice) and the reference's CPU time per answer over the route's, slice by slice, which move less.",
    `${connections} keep-alive connections; ${web.pages[0]?.slices ?? 0} slices of 2 s per route, alternating.`,
    '',
    ...web.pages.flatMap((p) => [
      `### \`${p.page}\` (${fmt(p.bytes)} bytes of HTML)`,
      '',
      '| route | requests/s | p50 ms | p99 ms | errors | share of the reference | server CPU µs/answer | CPU share of the reference |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      row(`\`GET ${p.page}\`: the real route, its render kept from the last identical page`, p.real, p.cpuPerRequest.real, p.realShare, p.realCpuShare),
      row(`\`GET ${p.page}?visit=N\`: a new URL every time, so React renders each one`, p.fresh, p.cpuPerRequest.fresh, p.freshShare, p.freshCpuShare),
      row(`\`GET ${p.page}\` as JSON: the page tree, no React render`, p.tree, p.cpuPerRequest.tree, p.treeShare, p.treeCpuShare),
      row('the same HTML as a string from an Express route in front of the app', p.express, p.cpuPerRequest.express, p.expressShare, p.expressCpuShare),
      row('the same HTML as a string from a bare `node:http` server (reference)', p.reference, p.cpuPerRequest.reference),
      '',
    ]),
    `Resident memory of the server process: **${fmt(web.peakRssBytes / 2 ** 20)} MB** at its peak over all of the load above (${fmt(web.bootRssBytes / 2 ** 20)} MB once seeded and listening), with PGlite in the process.`,
    web.postgres
      ? [
          `The same store on the PostgreSQL server (\`DATABASE_URL\`, as a deployment runs it), started as \`npm start\` starts it (\`${NPM_START_COMMAND}\`, server/node-flags.ts), under the same kinds of load for 3 s each: **${fmt(web.postgres.flagged.peakRssBytes / 2 ** 20)} MB** at its peak (${fmt(web.postgres.flagged.bootRssBytes / 2 ** 20)} MB once listening).`,
          `Beside it, in alternating slices, the same store with no V8 flags and glibc's default arenas (V8 lets garbage pile up while memory is plentiful; every thread keeps an arena): ${fmt(web.postgres.bare.peakRssBytes / 2 ** 20)} MB at its peak (${fmt(web.postgres.bare.bootRssBytes / 2 ** 20)} MB once listening).`,
          `New URLs rendered with the flags at ${web.postgres.flagged.freshPerSecond.map((rate, index) => `${fmt(rate)}/s (${fmt(web.postgres?.bare.freshPerSecond[index] ?? 0)}/s without)`).join(', ')} for ${web.pages.map((p) => `\`${p.page}\``).join(', ')}: **${pct(web.postgres.freshShare.median)}** (slices ${pct(web.postgres.freshShare.low)}–${pct(web.postgres.freshShare.high)}) of the speed without them.`,
        ].join('\n')
      : 'No PostgreSQL server was reachable for the memory figure on PostgreSQL.',
    '',
    '## Renderer: generic page-tree renderer vs hand-written JSX of the same page',
    '',
    'A content page of 23 blocks (title, ten headed sections, three journal cards) in the default',
    'layout, rendered in this process. The hand-written version uses the same components and a',
    `static router of its own; same markup apart from \`useId\` values: **${render.same ? 'yes' : 'NO'}**.`,
    `${render.slices} slices of ${render.sliceSeconds} s, in which the three renderers take turns render by render (the order turning each round), so that drifts in the machine's speed and the garbage collector's pauses fall on all of them alike.`,
    '',
    '| renderer | renders/s (median slice) |',
    '|---|---:|',
    `| hand-written JSX, \`renderToString\` (reference) | ${fmt(render.handWritten)} |`,
    `| generic \`renderPageToHtml\` (what the server uses): tree walk, registry, the page route's hooks, a static router per render, \`renderToString\`, a look for unfinished boundaries | ${fmt(render.generic)} |`,
    `| generic \`renderPageStreamed\`: the same with a boundary per block, streamed (used only when a block throws or waits) | ${fmt(render.streamed)} |`,
    '',
    `- Generic \`renderPageToHtml\`: **${share(render.genericShare)}** of hand-written.`,
    `- Generic \`renderPageStreamed\`: **${share(render.streamedShare)}** of hand-written; ${share(render.streamedVsString)} of \`renderPageToHtml\`.`,
    '',
  ].join('\n');
}
