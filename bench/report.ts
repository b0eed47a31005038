import type { httpBench } from './http-bench.ts';
import type { renderBench } from './render-bench.ts';

interface ReportInput {
  date: string;
  command: string;
  machine: string;
  page: string;
  connections: number;
  web: Awaited<ReturnType<typeof httpBench>>;
  render: Awaited<ReturnType<typeof renderBench>>;
}

const fmt = (value: number, digits = 0) => value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (value: number) => `${fmt(value * 100)} %`;
const share = (ratio: { median: number; low: number; high: number }) => `${pct(ratio.median)} (slices ${pct(ratio.low)}–${pct(ratio.high)})`;

/** bench/RESULTS.md: the figures of one run, with the date, the command and the machine. */
export function resultsMarkdown({ date, command, machine, page, connections, web, render }: ReportInput): string {
  const row = (label: string, r: ReportInput['web']['real']) => `| ${label} | ${fmt(r.perSecond)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.errors} |`;
  return [
    '# Benchmark results',
    '',
    `Measured on ${date} with \`${command}\`.`,
    '',
    `Machine: ${machine}. The load generator runs on the same machine as the server and other work`,
    'shared it, so absolute figures are low and noisy. Read the ratios: each is the median of',
    'ratios between slices measured back to back in the same run.',
    '',
    `## HTTP: ${page} through the real route vs the same HTML as a fixed string`,
    '',
    'The store runs as `npm start` does (production mode, PGlite in a data folder, seeded, built',
    'client, request logging on). A bench-only route in front of the app, in the same Express',
    `server, sends the page's HTML (${fmt(web.bytes)} bytes, captured once at start) as a string.`,
    `${connections} keep-alive connections; ${web.slices} slices of 2 s per route, alternating.`,
    '',
    '| route | requests/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    row(`\`GET ${page}\`: the real route (lookup, composer, shell, validation; the render kept from the last identical page)`, web.real),
    row(`\`GET ${page}?utm_content=N\`: the real route, a new URL every time, so React renders each one`, web.fresh),
    row(`\`GET ${page}\` as JSON: the page tree, no React render`, web.tree),
    row('`GET /__bench/static/`: the same HTML as a string (reference)', web.reference),
    '',
    `- Real route: **${share(web.realShare)}** of the string's throughput.`,
    `- Real route rendering every request: **${share(web.freshShare)}** of the string's throughput.`,
    `- Page tree as JSON: **${share(web.treeShare)}** of the string's throughput.`,
    '',
    '## Renderer: generic page-tree renderer vs hand-written JSX of the same page',
    '',
    'A content page of 23 blocks (title, ten headed sections, three journal cards) in the default',
    'layout, rendered in this process. The hand-written version uses the same components and a',
    `data router made once; same markup apart from Suspense markers: **${render.same ? 'yes' : 'NO'}**.`,
    `${render.slices} slices of 1 s per renderer, alternating.`,
    '',
    '| renderer | renders/s (median slice) |',
    '|---|---:|',
    `| hand-written JSX, \`renderToString\` (reference) | ${fmt(render.handWritten)} |`,
    `| generic \`renderPageToString\`: tree walk, registry, a boundary per block, data router per render | ${fmt(render.generic)} |`,
    `| generic \`renderPageToHtml\`: the same, streamed (what the server uses) | ${fmt(render.streamed)} |`,
    '',
    `- Generic \`renderPageToString\`: **${share(render.genericShare)}** of hand-written.`,
    `- Generic \`renderPageToHtml\`: **${share(render.streamedShare)}** of hand-written; ${share(render.streamedVsString)} of \`renderPageToString\`.`,
    '',
  ].join('\n');
}
