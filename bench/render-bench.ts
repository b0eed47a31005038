import { renderPageStreamed, renderPageToHtml } from '../renderer/server/render-page.tsx';
import { reportOnce } from '../renderer/render-context.tsx';
import { BENCH_TREE } from './content-tree.ts';
import { renderHandWritten } from './hand-written.tsx';
import { interleavedOpsPerSecond } from './ops.ts';
import { median, sliceRatio } from './stats.ts';

const SETTINGS = { diagnostics: 'omit' as const, report: reportOnce };
const URL = '/delivery/';
/**
 * Each render is finished as a response needs it: its length in bytes, which makes the HTML one
 * flat string, as writing it does. `renderToString` returns the HTML as a rope of its chunks; the
 * generic renderer flattens it when it looks for unfinished boundaries, so without this the
 * hand-written render would be spared a cost the server pays for both.
 */
const sent = (html: string) => Buffer.byteLength(html);
const RENDERERS = {
  handWritten: async () => sent(await renderHandWritten(URL)),
  generic: async () => sent((await renderPageToHtml(BENCH_TREE, { url: URL, settings: SETTINGS, onBlockError: () => undefined })).html),
  streamed: async () => sent(await renderPageStreamed(BENCH_TREE, { url: URL, settings: SETTINGS, onBlockError: () => undefined })),
};
type Renderer = keyof typeof RENDERERS;

/**
 * Both renderers must produce the same page, apart from the `useId` values, which follow the
 * depth of the component tree. (The generic render puts no boundary around blocks that render:
 * docs/decisions/028.)
 */
async function sameMarkup(): Promise<boolean> {
  const strip = (html: string) => html.replace(/_R_[0-9a-zA-Z]+_/g, '_R_');
  const { html: generic } = await renderPageToHtml(BENCH_TREE, { url: URL, settings: SETTINGS, onBlockError: () => undefined });
  return strip(generic) === strip(await renderHandWritten(URL));
}

/** Seconds per slice: the three renderers take turns render by render (interleavedOpsPerSecond). */
const SLICE_SECONDS = 3;

/** Renders per second of the three, taking turns render by render in slices of a few seconds; ratios are medians of per-slice ratios. */
export async function renderBench(slices = 10) {
  const same = await sameMarkup();
  const runs: Record<Renderer, number[]> = { handWritten: [], generic: [], streamed: [] };
  await interleavedOpsPerSecond(RENDERERS, 1.5);
  for (let slice = 0; slice < slices; slice++) {
    const rates = await interleavedOpsPerSecond(RENDERERS, SLICE_SECONDS);
    for (const which of Object.keys(RENDERERS) as Renderer[]) runs[which].push(rates[which]);
  }
  return {
    same,
    slices,
    sliceSeconds: SLICE_SECONDS,
    handWritten: median(runs.handWritten),
    generic: median(runs.generic),
    streamed: median(runs.streamed),
    genericShare: sliceRatio(runs.generic, runs.handWritten),
    streamedShare: sliceRatio(runs.streamed, runs.handWritten),
    streamedVsString: sliceRatio(runs.streamed, runs.generic),
  };
}
