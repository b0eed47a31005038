import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { blockFormSchema, uiSchemaFor } from './ui-schema.ts';

const definitions = JSON.parse(readFileSync(new URL('../../schemas/editor/page.schema.json', import.meta.url), 'utf8')).definitions as Record<string, unknown>;

test("a hero's form gets the image picker, link pickers in its actions and a text area for its long text", () => {
  const schema = blockFormSchema('hero', definitions);
  expect(schema?.definitions).toBe(definitions);
  expect(uiSchemaFor(schema ?? {}, definitions)).toEqual({
    image: { src: { 'ui:widget': 'imagePicker' } },
    actions: { items: { href: { 'ui:widget': 'linkPicker' } } },
    text: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
  });
});

test('rich text is edited with the rich text editor, and an unknown block has no form', () => {
  expect(uiSchemaFor(blockFormSchema('rich-text', definitions) ?? {}, definitions)).toEqual({ html: { 'ui:widget': 'richText' } });
  expect(blockFormSchema('no-such-block', definitions)).toBeUndefined();
});
