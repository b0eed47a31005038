import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { DELIBERATE_PROBLEMS } from './expected-problems.ts';
import { checkPageText } from './page-problems.ts';
import { type FileReport, formatReport } from './report.ts';

const ROOT = process.cwd();
// The editor bundle (local $refs, props per block type): what a content file's `$schema` names.
const PAGE_SCHEMA = join(ROOT, 'schemas', 'editor', 'page.schema.json');

/** Every content page (`fixtures/content/**`) and recorded page (`fixtures/pages/*.json`). */
export function pageFiles(root = ROOT): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : []));
  return [...walk(join(root, 'fixtures', 'content')), ...recordedPageFiles(root)];
}

/** The recorded page trees, `fixtures/pages/*.json` (their sessions and screenshots live in subfolders). */
export function recordedPageFiles(root = ROOT): string[] {
  return readdirSync(join(root, 'fixtures', 'pages'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(root, 'fixtures', 'pages', name));
}

export function checkPageFile(file: string): FileReport {
  const folder = basename(dirname(file));
  const inContent = dirname(dirname(file)).endsWith(join('fixtures', 'content'));
  const problems = checkPageText(readFileSync(file, 'utf8'), {
    ...(inContent && (folder === 'en' || folder === 'de') ? { folderLocale: folder } : {}),
    ...(dirname(file).endsWith(join('fixtures', 'pages')) ? { expectedNodeIds: DELIBERATE_PROBLEMS[basename(file)] ?? [] } : {}),
    schemaRef: displayPath(file) === file ? PAGE_SCHEMA : relative(dirname(file), PAGE_SCHEMA),
  });
  return { file: displayPath(file), problems };
}

/** Project files by their project path, anything else by its full path. */
function displayPath(file: string): string {
  const inProject = relative(ROOT, file);
  return inProject && !inProject.startsWith('..') ? inProject : file;
}

/** `npm run pages:validate [-- file …]`: exit code 1 when any file has an error. */
function main(args: string[]): number {
  const files = args.length ? args.map((arg) => resolve(arg)) : pageFiles();
  const reports = files.map((file) => {
    try {
      return checkPageFile(file);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'The file does not exist.' : String(error);
      return { file: displayPath(file), problems: [{ severity: 'error' as const, position: { line: 1, column: 1 }, path: '', message: reason }] };
    }
  });
  console.log(formatReport(reports, process.stdout.isTTY && !process.env['NO_COLOR']));
  return reports.some((report) => report.problems.some((problem) => problem.severity === 'error')) ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
