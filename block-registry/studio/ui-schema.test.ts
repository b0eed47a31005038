import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { blockFormSchema, uiSchemaFor } from './ui-schema.ts';

const definitions = JSON.parse(readFileSync(new URL('../../schemas/editor/page.schema.json', import.meta.url), 'utf8')).definitions as Record<string, unknown>;

test("a hero's form gets the image picker, link pickers in its actions and a text area for its long text", () => {
  const schema = blockFormSchema('hero', definitions);
  expect(schema?.definitions).toBe(definitions);
  const ui = uiSchemaFor(schema ?? {}, definitions);
  expect(ui.image).toEqual({
    'ui:title': 'Image',
    src: { 'ui:title': 'Picture', 'ui:widget': 'imagePicker' },
    alt: { 'ui:title': 'Alt' },
    width: { 'ui:title': 'Width' },
    height: { 'ui:title': 'Height' },
  });
  expect(ui.actions).toMatchObject({ 'ui:title': 'Actions', items: { href: { 'ui:title': 'Goes to', 'ui:widget': 'linkPicker' } } });
  expect(ui.text).toEqual({ 'ui:title': 'Text', 'ui:widget': 'textarea', 'ui:options': { rows: 3 } });
  expect(ui.headingLevel).toEqual({ 'ui:title': 'Heading level' });
  expect(schema?.title).toBeUndefined();
});

test('rich text is edited with the rich text editor, and an unknown block has no form', () => {
  expect(uiSchemaFor(blockFormSchema('rich-text', definitions) ?? {}, definitions)).toEqual({ html: { 'ui:title': 'Html', 'ui:widget': 'richText' } });
  expect(blockFormSchema('no-such-block', definitions)).toBeUndefined();
});
