import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkPageFile, pageFiles } from './validate-pages.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

const dir = mkdtempSync(join(tmpdir(), 'pages-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runCli(...files: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/validate-pages.ts', ...files], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('npm run pages:validate', () => {
  test('a deliberately broken file fails with file:line:column, the JSON path, what was expected and the allowed values', () => {
    const file = join(dir, 'broken.json');
    writeFileSync(
      file,
      [
        '{',
        '  "$schema": "../schemas/page.schema.json",',
        '  "schemaVersion": 2,',
        '  "pageType": "cms-page",',
        '  "layout": "default",',
        '  "locale": "en",',
        '  "meta": { "title": "Returns" },',
        '  "root": { "type": "heading", "id": "title", "props": { "text": "Returns", "align": "middle" } }',
        '}',
      ].join('\n'),
    );
    const { status, output } = runCli(file);
    expect(status).toBe(1);
    expect(output).toContain(`${file}:8:86  error  /root/props/align in block "heading" (id "title")`);
    expect(output).toContain('The text "middle" is not one of the allowed values.');
    expect(output).toContain('Expected: one of the allowed values');
    expect(output).toContain('Allowed: "start", "center"');
    expect(output).toContain('✖ 1 error in 1 file (1 file checked).');
  });

  test('a valid file passes with exit code 0', () => {
    const file = join(dir, 'fine.json');
    const page = {
      $schema: '../schemas/page.schema.json',
      schemaVersion: PAGE_SCHEMA_VERSION,
      pageType: 'cms-page',
      layout: 'default',
      locale: 'en',
      meta: { title: 'Returns' },
      root: { type: 'heading', id: 't', props: { text: 'Returns' } },
    };
    writeFileSync(file, JSON.stringify(page, null, 2));
    const { status, output } = runCli(file);
    expect(status).toBe(0);
    expect(output).toContain('✔ 1 file checked, no errors.');
  });

  test('a file that does not exist is an error, not a crash', () => {
    const { status, output } = runCli(join(dir, 'missing.json'));
    expect(status).toBe(1);
    expect(output).toContain('The file does not exist.');
  });

  test('every content page and recorded page in fixtures/ is valid (deliberate QA faults aside)', () => {
    const files = pageFiles();
    expect(files.some((file) => file.includes(join('fixtures', 'content', 'en')))).toBe(true);
    expect(files.some((file) => file.endsWith(join('fixtures', 'pages', 'block-isolation.json')))).toBe(true);
    for (const file of files) {
      const errors = checkPageFile(file).problems.filter((problem) => problem.severity === 'error');
      expect(errors, file).toEqual([]);
    }
    expect(checkPageFile(files.find((file) => file.endsWith('block-isolation.json'))!).problems.filter((p) => p.severity === 'expected')).toHaveLength(2);
  });
});
