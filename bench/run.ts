import { httpBench } from './http-bench.ts';
import { resultsMarkdown } from './report.ts';
import { commandLine, machineAtStart, writeResultsSection } from './results-file.ts';

// React picks its development or production build when first imported: measure production,
// as `npm start` runs it. The renderer benchmark and the build (whose block list loads React)
// are imported after this.
process.env['NODE_ENV'] = 'production';
const { renderBench } = await import('./render-bench.ts');
const { buildClient } = await import('../server/build/build-client.ts');

/**
 * `npm run bench`. Every figure is set against a reference measured in the same run.
 * BENCH_SECONDS (10) of load per route, BENCH_CONNECTIONS (8), BENCH_PAGES (a content page, a
 * lister and a parent bike page, comma-separated); BENCH_CPU_PROF=<folder> writes a CPU profile of
 * the server there (`node --cpu-prof`).
 */
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 8);
const PAGES = (process.env['BENCH_PAGES'] ?? '/delivery/,/bikes/,/endurance-sl/').split(',');
const CPU_PROFILE_DIR = process.env['BENCH_CPU_PROF'];

/**
 * `npm run bench -- catalog` runs only the catalogue benchmark, `-- images` only the image
 * renders, `-- web` only the HTTP and renderer ones; with no name, all of them.
 */
const onlyCatalog = process.argv.includes('catalog');
const onlyImages = process.argv.includes('images');
const onlyWeb = process.argv.includes('web');

if (!onlyCatalog && !onlyImages) await webAndRenderBench();

// Uncached renders of the image endpoint's largest picture.
if (!onlyCatalog && !onlyWeb) {
  const { default: imageResizeBench } = await import('./image-resize.bench.ts');
  await imageResizeBench();
}

// The catalogue lister benchmark: lister queries against a large synthetic catalogue.
if (!onlyImages && !onlyWeb) {
  const { default: catalogListerBench } = await import('./catalog-lister.bench.ts');
  await catalogListerBench();
}

async function webAndRenderBench(): Promise<void> {
  const machine = machineAtStart();
  console.log('Building the client bundle (production)…');
  await buildClient({ minify: true });
  console.log(`HTTP: ${PAGES.join(', ')} through the real route vs the same HTML as a string (${CONNECTIONS} connections, ${SECONDS} s per route)…`);
  const web = await httpBench({ pages: PAGES, seconds: SECONDS, connections: CONNECTIONS, ...(CPU_PROFILE_DIR ? { cpuProfileDir: CPU_PROFILE_DIR } : {}) });
  console.log('Renderer: the generic page-tree renderer vs hand-written JSX of the same page…');
  const render = await renderBench();

  const report = resultsMarkdown({
    date: new Date(),
    command: commandLine('bench', ['BENCH_SECONDS', 'BENCH_CONNECTIONS', 'BENCH_PAGES', 'BENCH_CPU_PROF']),
    machine,
    connections: CONNECTIONS,
    web,
    render,
  });
  writeResultsSection('web', report);
}
