import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

export const RESULTS_FILE = join(import.meta.dirname, 'RESULTS.md');

/**
 * The benchmarks that keep a section in bench/RESULTS.md, in the file's order, each with the
 * command that measures it. A run writes its own section and leaves the others as they were, so
 * the file always holds the latest figures of every benchmark, each with its own date and machine.
 */
export const RESULT_SECTIONS = {
  web: 'npm run bench -- web',
  images: 'npm run bench -- images',
  catalog: 'npm run catalog:generate -- --products 50000 && npm run bench -- catalog',
  lighthouse: 'npm run bench:lighthouse',
} as const;

export type ResultSection = keyof typeof RESULT_SECTIONS;

const TITLE = [
  '# Benchmark results',
  '',
  'Each section is written by the benchmark it names, with the date, the machine and its load at',
  'the start; a run replaces its own section and keeps the others. Every figure sits beside a',
  'reference measured in the same run.',
].join('\n');

const opening = (name: ResultSection) => `<!-- ${name}: written by ${RESULT_SECTIONS[name]} -->`;
const closing = (name: ResultSection) => `<!-- end of ${name} -->`;

/** The machine a benchmark runs on, and its load average now (call it before the load starts). */
export function machineAtStart(): string {
  return `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}, load average ${(loadavg()[0] ?? 0).toFixed(2)} at the start`;
}

/** How this run was started, as a shell would type it: the settings it read from the environment, then the npm script and its arguments. */
export function commandLine(script: string, settings: readonly string[]): string {
  const set = settings.filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`);
  const args = process.argv.slice(2);
  return [...set, `npm run ${script}`, ...(args.length > 0 ? ['--', ...args] : [])].join(' ');
}

/** The line under a section's heading: when, with which command, on what. */
export function measuredLine(command: string, machine: string, date = new Date()): string {
  return `Measured on ${date.toISOString().slice(0, 10)} with \`${command}\`. Machine: ${machine}.`;
}

/** The file's text with `name`'s section set to `markdown`, every other section as `text` had it. */
export function withSection(text: string, name: ResultSection, markdown: string): string {
  const sections = (Object.keys(RESULT_SECTIONS) as ResultSection[]).map((section) => {
    const body = section === name ? markdown.trim() : sectionOf(text, section);
    return `${opening(section)}\n${body ?? `## ${section}\n\nNot measured yet: \`${RESULT_SECTIONS[section]}\`.`}\n${closing(section)}`;
  });
  return `${[TITLE, ...sections].join('\n\n')}\n`;
}

/** A section's markdown as the file holds it, or undefined when the file has none. */
export function sectionOf(text: string, name: ResultSection): string | undefined {
  const start = text.indexOf(opening(name));
  const end = text.indexOf(closing(name));
  if (start < 0 || end < start) return undefined;
  const body = text.slice(start + opening(name).length, end).trim();
  return body || undefined;
}

/** Writes one benchmark's section into bench/RESULTS.md, keeping the others. */
export function writeResultsSection(name: ResultSection, markdown: string, file = RESULTS_FILE): void {
  writeFileSync(file, withSection(existsSync(file) ? readFileSync(file, 'utf8') : '', name, markdown));
  console.log(`\n${markdown.trim()}\n\nWritten to the ${name} section of ${file}`);
}
