import type { PageProblem } from './page-problems.ts';

export interface FileReport {
  /** Path as the editor should see it, relative to the project. */
  file: string;
  problems: PageProblem[];
}

interface Style {
  bold(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  dim(text: string): string;
}

const PLAIN: Style = { bold: (t) => t, red: (t) => t, yellow: (t) => t, dim: (t) => t };
const ANSI: Style = {
  bold: (t) => `\u001b[1m${t}\u001b[22m`,
  red: (t) => `\u001b[31m${t}\u001b[39m`,
  yellow: (t) => `\u001b[33m${t}\u001b[39m`,
  dim: (t) => `\u001b[2m${t}\u001b[22m`,
};

const LABEL = { error: 'error', warning: 'warning', expected: 'on purpose' } as const;

/**
 * One block of text per file with problems: `file:line:column` (clickable in most
 * editors and terminals), where in the page, what is wrong, what was expected and the
 * allowed values; then a one-line summary.
 */
export function formatReport(reports: FileReport[], colour = false): string {
  const style = colour ? ANSI : PLAIN;
  const lines: string[] = [];
  for (const { file, problems } of reports) {
    if (!problems.length) continue;
    lines.push('', style.bold(file));
    for (const problem of problems) {
      const label =
        problem.severity === 'error' ? style.red(LABEL.error) : problem.severity === 'warning' ? style.yellow(LABEL.warning) : style.dim(LABEL.expected);
      const where = problem.block ? ` in block "${problem.block.type}" (id "${problem.block.id}")` : '';
      lines.push(`  ${file}:${problem.position.line}:${problem.position.column}  ${label}  ${problem.path}${where}`);
      lines.push(`      ${problem.message}`);
      if (problem.expected) lines.push(`      Expected: ${problem.expected}`);
      if (problem.allowed?.length) lines.push(`      Allowed: ${problem.allowed.join(', ')}`);
    }
  }
  const count = (severity: PageProblem['severity']) => reports.reduce((sum, report) => sum + report.problems.filter((p) => p.severity === severity).length, 0);
  const errors = count('error');
  const failing = reports.filter((report) => report.problems.some((p) => p.severity === 'error')).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const extra = [count('warning') ? plural(count('warning'), 'warning') : '', count('expected') ? `${count('expected')} on purpose in QA fixtures` : ''].filter(
    Boolean,
  );
  lines.push(
    '',
    errors
      ? style.red(
          `✖ ${plural(errors, 'error')} in ${plural(failing, 'file')} (${plural(reports.length, 'file')} checked${extra.length ? `; ${extra.join(', ')}` : ''}).`,
        )
      : `✔ ${plural(reports.length, 'file')} checked, no errors${extra.length ? ` (${extra.join(', ')})` : ''}.`,
  );
  return lines.join('\n');
}
