import { describe, expect, test } from 'vitest';
import { checkPageText } from './page-problems.ts';

const BROKEN = `{
  "$schema": "../../../schemas/page.schema.json",
  "schemaVersion": 2,
  "pageType": "cms-page",
  "layout": "wide",
  "locale": "en",
  "meta": { "title": "Delivery" },
  "root": {
    "type": "stack", "id": "page", "props": {},
    "children": [
      { "type": "heading", "id": "title", "props": { "text": "Delivery", "level": 7, "colour": "teal" } },
      { "type": "hedding", "id": "title", "props": {} },
      { "type": "rich-text", "id": "body", "props": {} }
    ]
  }
}`;

describe('checking a page document', () => {
  const problems = checkPageText(BROKEN, { folderLocale: 'de' });
  const at = (path: string) => problems.find((problem) => problem.path === path);

  test('a wrong enum value is pointed at by line and column, with the allowed values', () => {
    expect(at('/layout')).toMatchObject({
      severity: 'error',
      position: { line: 5, column: 13 },
      message: 'The text "wide" is not one of the allowed values.',
      allowed: ['"basic"', '"default"', '"simple"'],
    });
    expect(at('/root/children/0/props/level')).toMatchObject({
      position: { line: 11, column: 83 },
      allowed: ['1', '2', '3', '4'],
      block: { type: 'heading', id: 'title' },
    });
  });

  test('an unknown property points at its name and lists the properties the block has', () => {
    expect(at('/root/children/0/props/colour')).toMatchObject({
      position: { line: 11, column: 86 },
      message: '"colour" is not a property this place knows (check the spelling).',
      allowed: ['text', 'level', 'eyebrow', 'align'],
    });
  });

  test('a missing required property names it', () => {
    expect(at('/root/children/2/props')).toMatchObject({
      message: '"html" is missing.',
      block: { type: 'rich-text', id: 'body' },
      position: { line: 13, column: 53 },
    });
  });

  test('an unknown block type suggests the nearest one and lists them all', () => {
    const problem = at('/root/children/1/type');
    expect(problem?.message).toBe('There is no block type "hedding". Did you mean "heading"?');
    expect(problem?.allowed).toContain('rich-text');
    expect(problem?.position).toEqual({ line: 12, column: 17 });
  });

  test('a node id used twice is reported where it is repeated, naming the first use', () => {
    expect(at('/root/children/1/id')).toMatchObject({
      position: { line: 12, column: 34 },
      message: 'The id "title" is used twice; it is first used at line 11 (/root/children/0).',
    });
  });

  test('a language that does not match the folder is an error', () => {
    expect(at('/locale')?.message).toBe('"locale" is "en", but the file is in the de/ folder.');
  });

  test('problems come in the order of the file', () => {
    const lines = problems.map((problem) => problem.position.line);
    expect([...lines].sort((a, b) => a - b)).toEqual(lines);
  });

  test('a JSON syntax mistake is reported where it is, in words', () => {
    expect(checkPageText('{\n  "schemaVersion": 2,\n  "layout": "default",\n}')).toEqual([
      {
        severity: 'error',
        position: { line: 4, column: 1 },
        path: '',
        message: expect.stringContaining('A property name in double quotes is expected'),
        keyword: 'syntax',
        expected: 'valid JSON',
      },
    ]);
  });

  test('problems in nodes that are broken on purpose are marked, and such a node must stay broken', () => {
    const marked = checkPageText(BROKEN, { expectedNodeIds: ['body'] });
    expect(marked.find((problem) => problem.block?.id === 'body')?.severity).toBe('expected');
    const stale = checkPageText(BROKEN, { expectedNodeIds: ['page'] });
    expect(stale.some((problem) => problem.message === 'Node "page" should be broken on purpose for QA, but it is valid.')).toBe(true);
  });

  test('a valid page has no problems; without $schema it gets a warning only', () => {
    const valid = JSON.parse(BROKEN) as Record<string, unknown>;
    const page: Record<string, unknown> = { ...valid, layout: 'default', root: { type: 'heading', id: 'title', props: { text: 'Delivery', level: 1 } } };
    expect(checkPageText(JSON.stringify(page, null, 2))).toEqual([]);
    const { $schema: _schema, ...withoutSchema } = page;
    expect(checkPageText(JSON.stringify(withoutSchema)).map((problem) => problem.severity)).toEqual(['warning']);
  });
});

describe('a document of an older schemaVersion', () => {
  const page = (schemaVersion: unknown, gridProps: string) => `{
  "$schema": "../../../schemas/editor/page.schema.json",
  "schemaVersion": ${JSON.stringify(schemaVersion)},
  "pageType": "cms-page",
  "layout": "default",
  "locale": "en",
  "meta": { "title": "Spring" },
  "root": {
    "type": "stack", "id": "page", "props": {},
    "children": [{ "type": "card-grid", "id": "rides", "props": { "cards": [{ "title": "Road", "href": "/bikes/road/", "image": { "src": "/assets/images/road-dusk.svg", "alt": "" } }], ${gridProps} } }]
  }
}`;

  test('is checked as the store reads it, upgraded, with a warning that names pages:migrate', () => {
    expect(checkPageText(page(1, '"link": { "label": "See all bikes", "href": "/bikes/" }'))).toEqual([
      expect.objectContaining({
        severity: 'warning',
        path: '/schemaVersion',
        position: { line: 3, column: 20 },
        message: 'This document is schemaVersion 1; it was checked as upgraded to 2, as the store reads it. npm run pages:migrate -- --write rewrites it.',
      }),
    ]);
  });

  test('in the old format but saying it is current, the old prop name is an error', () => {
    const problems = checkPageText(page(2, '"link": { "label": "See all bikes", "href": "/bikes/" }'));
    expect(problems.map((problem) => [problem.severity, problem.path])).toEqual([['error', '/root/children/0/props/link']]);
  });

  test('a version newer than the store, or not a version, is one error in words, not the schema’s const too', () => {
    for (const version of [3, 'two']) {
      const problems = checkPageText(page(version, '"moreLink": { "label": "See all bikes", "href": "/bikes/" }'));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ severity: 'error', path: '/schemaVersion', keyword: 'schemaVersion' });
    }
    expect(checkPageText(page(3, '"moreLink": { "label": "See all bikes", "href": "/bikes/" }'))[0]!.message).toMatch(/newer than this store reads \(2\)/);
  });
});
