import type { ErrorObject } from 'ajv';
import { editDistance } from '../../domain/edit-distance.ts';
import type { JsonSchema } from '../../schemas/files.ts';
import { CURRENT_SCHEMA_VERSION, UnreadableVersion, upgradeDocument, versionOf } from '../commerce/content/migrations/index.ts';
import { schemaRegistry } from '../../schemas/registry.ts';
import { pointerSegments, schemaProblem } from '../../schemas/schema-problem.ts';
import { explainSchemaProblem } from './describe-error.ts';
import { locate, type Position, parseJsonSource } from './json-source.ts';
import { schemaAt } from './schema-at.ts';

export interface PageProblem {
  /** `expected` marks a problem a QA fixture carries on purpose. */
  severity: 'error' | 'warning' | 'expected';
  position: Position;
  /** JSON pointer of the value, e.g. `/root/children/1/props/level`. */
  path: string;
  /** The block the problem sits in, when it is inside one. */
  block?: { type: string; id: string };
  message: string;
  /** The ajv keyword that failed (`enum`, `required`…), or `syntax`, `uniqueId` for checks of our own. */
  keyword?: string;
  expected?: string;
  allowed?: string[];
}

export interface CheckOptions {
  /** The language the file's folder stands for (`content/en/…`). */
  folderLocale?: 'en' | 'de';
  /** Node ids whose problems are deliberate (QA fixtures). */
  expectedNodeIds?: readonly string[];
  /** `$schema` value that suits the file's folder, for the hint when it is missing. */
  schemaRef?: string;
}

interface FoundNode {
  type: string;
  id: string;
  path: string;
  props: unknown;
  children: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(document: unknown, segments: readonly string[]): unknown {
  let value = document;
  for (const segment of segments) value = isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined;
  return value;
}

/** Every node-shaped object of the tree with its JSON pointer, parents before children. */
function nodesOf(value: unknown, path: string, out: FoundNode[] = []): FoundNode[] {
  if (!isObject(value) || typeof value['type'] !== 'string') return out;
  out.push({ type: value['type'], id: typeof value['id'] === 'string' ? value['id'] : '', path, props: value['props'], children: value['children'] });
  if (Array.isArray(value['children'])) {
    for (const [index, child] of value['children'].entries()) nodesOf(child, `${path}/children/${index}`, out);
  }
  return out;
}

/** The innermost node whose path starts the given path. */
function blockOf(nodes: FoundNode[], path: string): FoundNode | undefined {
  return nodes.filter((node) => path === node.path || path.startsWith(`${node.path}/`)).at(-1);
}

/** The parsed document upgraded to the current schemaVersion, with the version it was (`from`) when older, or why its version cannot be read. */
function upgradedForCheck(parsed: unknown): { document: unknown; from?: number; unreadable?: string } {
  if (!isObject(parsed)) return { document: parsed };
  try {
    const from = versionOf(parsed);
    return from < CURRENT_SCHEMA_VERSION ? { document: upgradeDocument(parsed), from } : { document: parsed };
  } catch (error) {
    if (error instanceof UnreadableVersion) return { document: parsed, unreadable: error.message };
    throw error;
  }
}

/** Checks one page document's text: JSON syntax, the page schema, each block's schema, unique ids, the folder's language. */
export function checkPageText(text: string, options: CheckOptions = {}): PageProblem[] {
  const source = parseJsonSource(text);
  if (source.syntaxErrors.length || !source.root) {
    const errors = source.syntaxErrors.length ? source.syntaxErrors : [{ position: { line: 1, column: 1 }, message: 'The file is empty.' }];
    // One mistake often confuses the parser twice at the same spot; the first message is the useful one.
    const firstPerSpot = errors.filter(
      (e, i) => errors.findIndex((other) => other.position.line === e.position.line && other.position.column === e.position.column) === i,
    );
    return firstPerSpot.map(({ position, message }) => ({ severity: 'error', position, path: '', message, keyword: 'syntax', expected: 'valid JSON' }));
  }
  // Checked as it will be read: a document of an older schemaVersion upgraded to the current one.
  const { document, from, unreadable } = upgradedForCheck(JSON.parse(text) as unknown);
  const registry = schemaRegistry();
  const pageSchema = registry.schemas.get('https://schemas.bike-storefront.dev/page.json') as JsonSchema;
  const nodes = isObject(document) ? nodesOf(document['root'], '/root') : [];
  const problems: PageProblem[] = [];

  const add = (problem: Omit<PageProblem, 'severity' | 'block'>, severity: PageProblem['severity'] = 'error') => {
    // An unreadable version is reported once, in its own words, not again by the schema's const.
    if (unreadable && problem.path === '/schemaVersion' && problem.keyword !== 'schemaVersion') return;
    const node = blockOf(nodes, problem.path);
    const deliberate = node && options.expectedNodeIds?.includes(node.id);
    problems.push({ ...problem, severity: deliberate ? 'expected' : severity, ...(node ? { block: { type: node.type, id: node.id } } : {}) });
  };
  const addAjvErrors = (errors: ErrorObject[], base: string, rootSchema: JsonSchema) => {
    for (const problem of errors.map(schemaProblem)) {
      const path = `${base}${problem.instancePath}`;
      const segments = problem.path;
      const explanation = explainSchemaProblem(problem, valueAt(valueAt(document, pointerSegments(base)), segments), schemaAt(rootSchema, segments));
      const { atKey, ...rest } = explanation;
      add({ ...rest, keyword: problem.keyword, path: atKey ? `${path}/${atKey}` : path || '/', position: locate(source, path, atKey) });
    }
  };

  if (unreadable) add({ path: '/schemaVersion', position: locate(source, '/schemaVersion'), message: unreadable, keyword: 'schemaVersion' });
  else if (from !== undefined)
    add(
      {
        path: '/schemaVersion',
        position: locate(source, '/schemaVersion'),
        message: `This document is schemaVersion ${from}; it was checked as upgraded to ${CURRENT_SCHEMA_VERSION}, as the store reads it. npm run pages:migrate -- --write rewrites it.`,
        keyword: 'schemaVersion',
        expected: `"schemaVersion": ${CURRENT_SCHEMA_VERSION}`,
      },
      'warning',
    );

  const validatePage = registry.validator('page.json');
  if (!validatePage(document)) addAjvErrors(validatePage.errors ?? [], '', pageSchema);

  const seenIds = new Map<string, FoundNode>();
  for (const node of nodes) {
    const validate = registry.blockValidator(node.type);
    if (!validate) {
      const known = [...registry.blockTypes].sort();
      const near = known.filter((type) => editDistance(type, node.type) <= 2);
      add({
        path: `${node.path}/type`,
        position: locate(source, `${node.path}/type`),
        message: `There is no block type "${node.type}".${near.length ? ` Did you mean "${near[0]}"?` : ''}`,
        keyword: 'enum',
        expected: 'one of the block types',
        allowed: known,
      });
    } else if (isObject(node.props) && !validate(node.props)) {
      addAjvErrors(
        validate.errors ?? [],
        `${node.path}/props`,
        registry.schemas.get(`https://schemas.bike-storefront.dev/blocks/${node.type}.json`) as JsonSchema,
      );
    }
    if (!node.id) continue;
    const first = seenIds.get(node.id);
    if (first) {
      const at = locate(source, `${first.path}/id`);
      add({
        path: `${node.path}/id`,
        position: locate(source, `${node.path}/id`),
        message: `The id "${node.id}" is used twice; it is first used at line ${at.line} (${first.path}).`,
        keyword: 'uniqueId',
        expected: 'an id used only once in the page',
      });
    } else seenIds.set(node.id, node);
  }

  if (isObject(document) && options.folderLocale && typeof document['locale'] === 'string' && document['locale'] !== options.folderLocale) {
    add({
      path: '/locale',
      position: locate(source, '/locale'),
      message: `"locale" is "${document['locale']}", but the file is in the ${options.folderLocale}/ folder.`,
      keyword: 'const',
      expected: `"${options.folderLocale}"`,
    });
  }
  if (isObject(document) && typeof document['$schema'] !== 'string') {
    add(
      {
        path: '/$schema',
        position: { line: 1, column: 1 },
        message: 'There is no "$schema" line, so your editor cannot suggest blocks and properties.',
        expected: `"$schema": "${options.schemaRef ?? '…/schemas/editor/page.schema.json'}" as the first property`,
      },
      'warning',
    );
  }
  for (const id of options.expectedNodeIds ?? []) {
    if (problems.some((problem) => problem.severity === 'expected' && problem.block?.id === id)) continue;
    problems.push({
      severity: 'error',
      position: { line: 1, column: 1 },
      path: '/root',
      message: `Node "${id}" should be broken on purpose for QA, but it is valid.`,
      expected: 'a deliberate problem',
    });
  }
  return problems.sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
}
