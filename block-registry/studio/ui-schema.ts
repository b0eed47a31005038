/**
 * The rjsf `uiSchema` for a block's form, derived from its JSON Schema: the schema says where a
 * picture or a link is (a `$ref` to the block-image or block-link entity) and where rich text
 * is (`contentMediaType: text/html`); those fields get the studio's pickers and editor.
 */
export type Schema = { [key: string]: unknown };
export type UiSchema = { [key: string]: unknown };

export const IMAGE_REF = '#/definitions/entities.block-image';
export const LINK_REF = '#/definitions/entities.block-link';

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function uiSchemaFor(schema: Schema, definitions: Record<string, unknown>, depth = 0): UiSchema {
  if (depth > 6) return {};
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (ref === IMAGE_REF) return { ...labelsOf(definitions['entities.block-image']), src: { 'ui:title': 'Picture', 'ui:widget': 'imagePicker' } };
  if (ref === LINK_REF) return { ...labelsOf(definitions['entities.block-link']), href: { 'ui:title': 'Goes to', 'ui:widget': 'linkPicker' } };
  if (ref?.startsWith('#/definitions/')) {
    const target = definitions[ref.slice('#/definitions/'.length)];
    return isSchema(target) ? uiSchemaFor(target, definitions, depth + 1) : {};
  }
  if (schema.type === 'string') {
    if (schema.contentMediaType === 'text/html') return { 'ui:widget': 'richText' };
    if (typeof schema.maxLength === 'number' && schema.maxLength > 200 && !schema.enum) return { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } };
    return {};
  }
  const ui: UiSchema = {};
  if (isSchema(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isSchema(property)) continue;
      ui[name] = { 'ui:title': fieldLabel(name), ...uiSchemaFor(property, definitions, depth + 1) };
    }
  }
  if (isSchema(schema.items)) {
    const items = uiSchemaFor(schema.items, definitions, depth + 1);
    if (Object.keys(items).length) ui.items = items;
  }
  return ui;
}

/** A property's name as a label: `headingLevel` → `Heading level`. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelsOf(schema: unknown): UiSchema {
  if (!isSchema(schema) || !isSchema(schema.properties)) return {};
  return Object.fromEntries(Object.keys(schema.properties).map((name) => [name, { 'ui:title': fieldLabel(name) }]));
}

/** The schema of one block for its form: the block's definition with every definition beside it, so its `$ref`s resolve. */
export function blockFormSchema(type: string, definitions: Record<string, unknown>): Schema | undefined {
  const block = definitions[`blocks.${type}`];
  if (!isSchema(block)) return undefined;
  // The schema's title names a TypeScript type (HeroProps); the editor names the block itself.
  const { title: _title, ...rest } = block;
  return { ...rest, definitions };
}
