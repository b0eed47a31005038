/**
 * Figures about the code for a change's note: `as` casts (not `as const`) in source that is
 * neither a test nor generated, and the length of each API handler in server/api/.
 *
 *   npx tsx scripts/code-figures.ts            totals
 *   npx tsx scripts/code-figures.ts --casts    with the casts per file
 *   npx tsx scripts/code-figures.ts --handlers with the longest handlers
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const isTest = (file: string) => /(^tests\/|\.test\.tsx?$|^bench\/)/.test(file);
const isGenerated = (file: string) => file.startsWith('schemas/generated/');
const ROUTE_METHOD = /^(get|post|put|patch|delete|all)$/;

const castsPerFile = new Map<string, number>();
const handlers: { at: string; lines: number; route: string }[] = [];

for (const file of files) {
  if (isTest(file) || isGenerated(file)) continue;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) && node.type.getText(source) !== 'const') castsPerFile.set(file, (castsPerFile.get(file) ?? 0) + 1);
    if (file.startsWith('server/api/') && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const [route] = node.arguments;
      if (ROUTE_METHOD.test(node.expression.name.text) && node.arguments.length >= 2 && route && ts.isStringLiteral(route)) {
        const start = lineOf(node.getStart(source));
        handlers.push({ at: `${file}:${start}`, lines: lineOf(node.getEnd()) - start + 1, route: `${node.expression.name.text.toUpperCase()} ${route.text}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const casts = [...castsPerFile.values()].reduce((a, b) => a + b, 0);
console.log(`as casts (not \`as const\`) outside tests and generated code: ${casts} in ${castsPerFile.size} files`);
if (process.argv.includes('--casts')) for (const [file, count] of [...castsPerFile].sort((a, b) => b[1] - a[1])) console.log(`  ${count}\t${file}`);

handlers.sort((a, b) => b.lines - a.lines);
const total = handlers.reduce((sum, h) => sum + h.lines, 0);
console.log(
  `API handlers: ${handlers.length}, ${total} lines, mean ${(total / handlers.length).toFixed(1)}, longest ${handlers[0]?.lines ?? 0}, over 20 lines: ${handlers.filter((h) => h.lines > 20).length}, over 30: ${handlers.filter((h) => h.lines > 30).length}`,
);
if (process.argv.includes('--handlers')) for (const h of handlers.slice(0, 10)) console.log(`  ${h.lines}\t${h.route}\t${h.at}`);
