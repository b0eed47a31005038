import { describe, expect, test } from 'vitest';
import type { PageTree } from './generated/index.ts';
import { InvalidPageError, validatePageTree } from './page-validation.ts';
import { contentPage } from '../tests/helpers/page-tree.ts';

const page = (children: unknown[]): PageTree => contentPage(children);

describe('page tree validation', () => {
  test('a valid tree passes unchanged with no diagnostics', () => {
    const tree = page([{ type: 'heading', id: 'h', props: { text: 'Hello' } }]);
    const result = validatePageTree(tree, 'show');
    expect(result.diagnostics).toEqual([]);
    expect(result.tree.root.children?.[0]).toEqual(tree.root.children?.[0]);
  });

  test('in development an invalid node becomes a diagnostic naming type, id and JSON path', () => {
    const result = validatePageTree(page([{ type: 'heading', id: 'bad-heading', props: { text: 42 } }]), 'show');
    expect(result.tree.root.children?.[0]).toMatchObject({
      type: 'diagnostic',
      props: { nodeType: 'heading', nodeId: 'bad-heading', path: '/root/children/0', problems: ['/props/text: must be string'] },
    });
  });

  test('in production an invalid node is left out and reported', () => {
    const result = validatePageTree(
      page([
        { type: 'heading', id: 'bad', props: {} },
        { type: 'heading', id: 'good', props: { text: 'Still here' } },
      ]),
      'omit',
    );
    expect(result.tree.root.children?.map((c) => c.id)).toEqual(['good']);
    expect(result.diagnostics).toMatchObject([{ kind: 'invalid-props', nodeId: 'bad', problems: ['/props: missing required property "text"'] }]);
  });

  test('an unknown block type stays for the renderer in development and is dropped in production', () => {
    const tree = page([{ type: 'mystery-box', id: 'm', props: {} }]);
    expect(validatePageTree(tree, 'show').tree.root.children?.[0]?.type).toBe('mystery-box');
    expect(validatePageTree(tree, 'omit').tree.root.children).toEqual([]);
    expect(validatePageTree(tree, 'omit').diagnostics[0]).toMatchObject({ kind: 'unknown-type', nodeType: 'mystery-box', path: '/root/children/0' });
  });

  test('enum mistakes list the allowed values', () => {
    const result = validatePageTree(page([{ type: 'heading', id: 'h', props: { text: 'x', level: 7 } }]), 'omit');
    expect(result.diagnostics[0]?.problems[0]).toBe('/props/level: must be one of 1, 2, 3, 4');
  });

  test('a broken envelope is an error, not a silently wrong page', () => {
    expect(() => validatePageTree({ ...page([]), layout: 'fancy' }, 'show')).toThrow(InvalidPageError);
  });
});
