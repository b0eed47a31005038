import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { getLanguageService, type LanguageService, TextDocument } from 'vscode-json-languageservice';

/**
 * Drives VS Code's JSON engine the way the editor does: the content file's `$schema` is
 * resolved relative to the file and every further `$ref` is loaded through the same request
 * service, which reads local files only; a URL it cannot load fails the test.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DELIVERY = join(ROOT, 'fixtures', 'content', 'en', 'delivery.json');

function languageService(requested: string[]): LanguageService {
  return getLanguageService({
    schemaRequestService: async (uri) => {
      requested.push(uri);
      if (!uri.startsWith('file://')) throw new Error(`Cannot load ${uri}: only local files`);
      return readFileSync(fileURLToPath(uri), 'utf8');
    },
    workspaceContext: { resolveRelativePath: (relativePath, resource) => new URL(relativePath, resource).href },
  });
}

/** Completions at the `|` in `text` (the marker is removed). */
async function completionsAt(service: LanguageService, text: string): Promise<string[]> {
  const offset = text.indexOf('|');
  const content = text.slice(0, offset) + text.slice(offset + 1);
  const document = TextDocument.create(pathToFileURL(DELIVERY).href, 'json', 1, content);
  const list = await service.doComplete(document, document.positionAt(offset), service.parseJSONDocument(document));
  return (list?.items ?? []).map((item) => item.label.replace(/^"|"$/g, ''));
}

async function diagnostics(service: LanguageService, content: string) {
  const document = TextDocument.create(pathToFileURL(DELIVERY).href, 'json', 1, content);
  return service.doValidation(document, service.parseJSONDocument(document));
}

const delivery = readFileSync(DELIVERY, 'utf8');

describe('completion for content files ($schema)', () => {
  test('the delivery page names the editor schema, and only local files are loaded', async () => {
    expect(JSON.parse(delivery).$schema).toBe('../../../schemas/editor/page.schema.json');
    const requested: string[] = [];
    const problems = await diagnostics(languageService(requested), delivery);
    expect(problems.map((p) => p.message)).toEqual([]);
    expect(requested).toEqual([pathToFileURL(join(ROOT, 'schemas', 'editor', 'page.schema.json')).href]);
  });

  test('a block `type` completes to the registered block types', async () => {
    const requested: string[] = [];
    const text = delivery.replace('"type": "hero",', '"type": |,');
    const labels = await completionsAt(languageService(requested), text);
    expect(labels).toEqual(expect.arrayContaining(['hero', 'rich-text', 'stack', 'call-to-action', 'usp-bar']));
    expect(labels).not.toContain('not-a-block');
  });

  test("a hero's props complete to the hero's properties, not another block's", async () => {
    const requested: string[] = [];
    const text = delivery.replace('"eyebrow": "Help",', '|');
    const labels = await completionsAt(languageService(requested), text);
    // Exactly the hero's properties the block does not set yet: no other block's, none twice.
    expect(labels.sort()).toEqual(['actions', 'align', 'eyebrow']);
  });

  test('an enum prop of the hero completes to its values', async () => {
    const requested: string[] = [];
    const text = delivery.replace('"eyebrow": "Help",', '"eyebrow": "Help", "tone": |,');
    const labels = await completionsAt(languageService(requested), text);
    expect(labels.sort()).toEqual(['brand', 'dark', 'light']);
  });

  test('a mistake in a block prop is flagged where it is', async () => {
    const requested: string[] = [];
    const text = delivery.replace('"headline": "Delivery",', '"headline": "Delivery", "headlin": "x",').replace('"tone": "dark"', '"tone": "pink"');
    const messages = (await diagnostics(languageService(requested), text)).map((d) => `${d.message} @${d.range.start.line}`);
    const lineOf = (needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length - 1;
    expect(messages.sort()).toEqual(
      [
        `Property headlin is not allowed. @${lineOf('"headlin"')}`,
        `Value is not accepted. Valid values: "dark", "light", "brand". @${lineOf('"pink"')}`,
      ].sort(),
    );
  });
});
