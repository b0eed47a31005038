import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { escapeHtml } from '../../server/render/escape.ts';
import { PAGE_THRESHOLD } from './compare.ts';
import { REPORT_DIR, type ReplayResult } from './run-replay.ts';

const percent = (ratio: number) => `${(ratio * 100).toFixed(3)} %`;

const OUTCOME_WORDS = { changed: 'changed', new: 'no baseline yet', updated: 'baseline updated', same: 'unchanged' } as const;

function figure(label: string, src: string | undefined, absent = 'none') {
  return `<figure><figcaption>${label}</figcaption>${src ? `<a href="${src}"><img src="${src}" alt="${label}" loading="lazy"></a>` : `<p class="none">${absent}</p>`}</figure>`;
}

function section(result: ReplayResult) {
  const { comparison } = result;
  const score = comparison
    ? `${comparison.diffPixels.toLocaleString('en-GB')} pixels differ (${percent(comparison.ratio)}); sizes ${comparison.sizes.baseline.join('×')} → ${comparison.sizes.current.join('×')}`
    : 'nothing to compare with';
  const axe = result.axe.length
    ? `<ul class="axe">${result.axe
        .map(
          (v) =>
            `<li><strong>${escapeHtml(v.impact ?? 'unrated')}</strong> ${escapeHtml(v.id)}: ${escapeHtml(v.help)} <code>${escapeHtml(v.nodes.map((n) => n.target.join(' ')).join(', '))}</code></li>`,
        )
        .join('')}</ul>`
    : '<p class="ok">axe-core: no findings</p>';
  const errors = result.errors.length ? `<ul class="errors">${result.errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>` : '';
  return `<section id="${result.name}--${result.viewport}" class="${result.outcome}">
<h2>${escapeHtml(result.name)} <small>${result.locale} · ${result.viewport}</small> <span class="badge">${OUTCOME_WORDS[result.outcome]}</span></h2>
<p>${score}</p>
<div class="images">${figure('Baseline', result.images.baseline)}${figure('New', result.images.current)}${figure('Difference', result.images.diff, result.comparison ? 'identical pixels' : 'none')}</div>
${axe}${errors}
</section>`;
}

/** The HTML report: changed replays first, each with baseline, new and difference side by side, and its axe-core findings. */
export function writeReport(results: ReplayResult[], reportDir: string): string {
  const order = { changed: 0, new: 1, updated: 2, same: 3 } as const;
  const sorted = [...results].sort((a, b) => order[a.outcome] - order[b.outcome] || (b.comparison?.ratio ?? 0) - (a.comparison?.ratio ?? 0));
  const count = (outcome: ReplayResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  const findings = results.reduce((sum, r) => sum + r.axe.length, 0);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Recorded pages replayed</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1a1a1a; }
section { border-top: 1px solid #ccc; padding: 12px 0 24px; }
h2 { font-size: 18px; margin: 0 0 4px; } h2 small { color: #666; font-weight: normal; }
.badge { font-size: 12px; padding: 2px 8px; border-radius: 10px; background: #e6e6e6; vertical-align: middle; }
.changed .badge { background: #c62828; color: #fff; } .new .badge, .updated .badge { background: #1565c0; color: #fff; }
.images { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; align-items: start; }
figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
img { width: 100%; max-height: 900px; object-fit: contain; object-position: top; border: 1px solid #ddd; background: #fff; }
.axe li, .errors li { margin: 2px 0; } .errors { color: #c62828; } .ok { color: #2e7d32; } .none { color: #666; }
code { font-size: 12px; color: #555; }
</style></head><body>
<h1>Recorded pages replayed</h1>
<p>${results.length} replays: ${count('changed')} changed beyond ${percent(PAGE_THRESHOLD)} of their pixels, ${count('new')} without a baseline, ${count('updated')} baselines updated, ${count('same')} unchanged. axe-core: ${findings} findings.</p>
${sorted.map(section).join('\n')}
</body></html>
`;
  const file = join(reportDir, 'report.html');
  writeFileSync(file, html);
  return file;
}

/** One line for the terminal: which page, which width, and where to look. */
export function resultLine(result: ReplayResult, reportDir = REPORT_DIR): string {
  const where = `${result.name} (${result.locale}, ${result.viewport})`;
  const inReport = (path?: string) => (path ? relative(process.cwd(), join(reportDir, path)) : '');
  if (result.outcome === 'changed' && result.comparison)
    return `✖ ${where}: ${percent(result.comparison.ratio)} of pixels differ, see ${inReport(result.images.diff)}`;
  if (result.outcome === 'new') return `✖ ${where}: no baseline yet; look at ${inReport(result.images.current)} and accept it with --update`;
  if (result.outcome === 'updated') return `↻ ${where}: baseline updated`;
  return `✓ ${where}`;
}
