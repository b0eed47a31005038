import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { RESULT_SECTIONS, RESULTS_FILE, sectionOf, withSection, writeResultsSection } from '../../bench/results-file.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const web = '## HTTP\n\nMeasured on 2026-11-29 with `npm run bench -- web`.\n\n| route | requests/s |\n|---|---:|\n| /delivery/ | 9,455 |';
const images = '## Image endpoint\n\nThe slowest median is **60 ms**.';

test('a benchmark writes its own section and keeps every other one as it was', () => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-results-'));
  folders.push(folder);
  const file = join(folder, 'RESULTS.md');
  writeResultsSection('web', web, file);
  writeResultsSection('images', images, file);
  const webAgain = web.replace('9,455', '9,600');
  writeResultsSection('web', webAgain, file);

  const text = readFileSync(file, 'utf8');
  expect(sectionOf(text, 'web')).toBe(webAgain);
  expect(sectionOf(text, 'images')).toBe(images);
  expect(text.match(/## HTTP/g)).toHaveLength(1);
  // Sections keep the file's order whichever ran last; one not yet run names its command.
  const headings = [...text.matchAll(/^## .*$/gm)].map(([heading]) => heading);
  expect(headings).toEqual(['## HTTP', '## Image endpoint', '## catalog', '## lighthouse']);
  expect(sectionOf(text, 'lighthouse')).toContain(`Not measured yet: \`${RESULT_SECTIONS.lighthouse}\``);
});

test('a section written into a file that has none starts the file with its title', () => {
  const text = withSection('', 'catalog', '## Catalogue\n\nfigures');
  expect(text.startsWith('# Benchmark results\n')).toBe(true);
  expect(sectionOf(text, 'catalog')).toBe('## Catalogue\n\nfigures');
  expect(sectionOf('# Benchmark results\n', 'catalog')).toBeUndefined();
});

test("the project's results file holds a measured section for every benchmark", () => {
  const text = readFileSync(RESULTS_FILE, 'utf8');
  for (const name of Object.keys(RESULT_SECTIONS) as (keyof typeof RESULT_SECTIONS)[]) {
    expect(sectionOf(text, name), name).toMatch(/^## .*\n\nMeasured on \d{4}-\d{2}-\d{2} with `[^`]*npm run bench/);
  }
});
