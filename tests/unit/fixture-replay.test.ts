import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { renderPageToHtml } from '../../renderer/server/render-page.tsx';
import { validatePageTree } from '../../schemas/page-validation.ts';
import { DELIBERATE_PROBLEMS } from '../../server/cli/expected-problems.ts';
import { checkPageFile, recordedPageFiles } from '../../server/cli/validate-pages.ts';
import { migrateDocument } from '../../server/commerce/content/page-documents.ts';

const RECORDED = recordedPageFiles();

/** Renders a recorded tree exactly as the server would, without a database: migrate, validate, render. */
async function replay(file: string) {
  const tree = migrateDocument(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  const { tree: checked, diagnostics } = validatePageTree(tree, 'show');
  const reported: string[] = [];
  const blockErrors: unknown[] = [];
  const { html } = await renderPageToHtml(checked, {
    url: `/qa/replay/${basename(file, '.json')}/`,
    settings: {
      diagnostics: 'show',
      report: (problem, node) => {
        reported.push(`${problem}:${node.type}:${node.id}`);
      },
    },
    onBlockError: (error) => {
      blockErrors.push(error);
    },
  });
  return { html, diagnostics, reported, blockErrors };
}

describe('recorded page trees replay through the renderer', () => {
  test('there are recorded pages besides the isolation fixture', () => {
    expect(RECORDED.length).toBeGreaterThan(1);
  });

  for (const file of RECORDED) {
    const name = basename(file);
    const deliberate = DELIBERATE_PROBLEMS[name];

    test(`${name} validates and renders to HTML${deliberate ? ' with its deliberate faults shown' : ' cleanly'}`, async () => {
      expect(checkPageFile(file).problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      const { html, diagnostics, reported, blockErrors } = await replay(file);
      expect(html).toContain('<main id="main"');
      // Every block was rendered in place, none moved out behind a script.
      expect(html).not.toContain('<template id="B:');
      if (!deliberate) {
        expect(diagnostics).toEqual([]);
        expect(reported).toEqual([]);
        expect(blockErrors).toEqual([]);
        return;
      }
      expect(diagnostics.map((d) => d.nodeId).sort()).toEqual([...deliberate].sort());
      expect(html).toContain('data-unknown-block="mystery-widget"');
      expect(html).toContain('data-node-id="invalid"');
      expect(html).toContain('data-block-error="qa-fault"');
      expect(html).toContain('Before the broken blocks');
      expect(html).toContain('After the broken blocks, everything still works.');
      expect(blockErrors).toHaveLength(1);
    });
  }
});
