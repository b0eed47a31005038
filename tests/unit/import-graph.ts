import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/** One import: `from` imports `to`; both are paths from the repository root, or `to` is a package name. */
export interface ImportArrow {
  from: string;
  to: string;
  package: boolean;
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'test-results', '.git']);
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(root: string, folder = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...sourceFiles(root, path));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(path);
    }
  }
  return files;
}

function resolveRelative(root: string, from: string, specifier: string): string {
  const target = relative(root, join(root, dirname(from), specifier))
    .split(sep)
    .join('/');
  if (existsSync(join(root, target)) && statSync(join(root, target)).isFile()) return target;
  for (const suffix of ['.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (existsSync(join(root, target + suffix))) return target + suffix;
  }
  return target;
}

/** Every static, dynamic and re-export import of every .ts/.tsx file under `root` (type-only imports included). */
export function readImports(root: string): ImportArrow[] {
  const arrows: ImportArrow[] = [];
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const isRelative = fileName.startsWith('.');
      arrows.push({ from: file, to: isRelative ? resolveRelative(root, file, fileName) : fileName, package: !isRelative });
    }
  }
  return arrows;
}
