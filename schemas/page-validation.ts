import type { ErrorObject } from 'ajv';
import type { PageNode, PageTree } from './generated/index.ts';
import { schemaRegistry } from './registry.ts';
import { schemaProblem } from './schema-problem.ts';

export interface NodeDiagnostic {
  kind: 'unknown-type' | 'invalid-props';
  nodeType: string;
  nodeId: string;
  /** JSON path of the node in the page, e.g. `/root/children/2`. */
  path: string;
  problems: string[];
}

export type DiagnosticMode = 'show' | 'omit';

export interface PageValidation {
  tree: PageTree;
  diagnostics: NodeDiagnostic[];
}

export class InvalidPageError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid page envelope: ${problems.join('; ')}`);
    this.name = 'InvalidPageError';
  }
}

/** An ajv error as one diagnostic line: `/props/text: must be string`. */
export function describeAjvError(error: ErrorObject, basePath = ''): string {
  const problem = schemaProblem(error);
  const at = `${basePath}${problem.instancePath}` || '/';
  if (problem.keyword === 'enum') return `${at}: must be one of ${(problem.allowed ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
  if (problem.keyword === 'additionalProperties') return `${at}: unknown property "${problem.property}"`;
  if (problem.keyword === 'required') return `${at}: missing required property "${problem.property}"`;
  if (problem.keyword === 'const') return `${at}: must be ${JSON.stringify(problem.allowed?.[0])}`;
  return `${at}: ${problem.message ?? problem.keyword}`;
}

/**
 * Checks a page tree: the envelope must be valid (it is written by code), while each
 * node is checked against its block schema. A bad node never breaks the page: with
 * mode `show` it becomes a visible `diagnostic` node (unknown types stay for the
 * renderer's UnknownBlock), with mode `omit` it is left out.
 */
export function validatePageTree(input: unknown, mode: DiagnosticMode): PageValidation {
  const registry = schemaRegistry();
  const validateEnvelope = registry.validator('page.json');
  if (!validateEnvelope(input)) throw new InvalidPageError((validateEnvelope.errors ?? []).map((e) => describeAjvError(e)));
  const page = input as PageTree;
  const diagnostics: NodeDiagnostic[] = [];

  const visit = (node: PageNode, path: string): PageNode | undefined => {
    const validate = registry.blockValidator(node.type);
    if (!validate) {
      diagnostics.push({ kind: 'unknown-type', nodeType: node.type, nodeId: node.id, path, problems: [`unknown block type "${node.type}"`] });
      return mode === 'show' ? node : undefined;
    }
    if (!validate(node.props)) {
      const problems = (validate.errors ?? []).map((e) => describeAjvError(e, '/props'));
      diagnostics.push({ kind: 'invalid-props', nodeType: node.type, nodeId: node.id, path, problems });
      if (mode === 'omit') return undefined;
      return { type: 'diagnostic', id: `diagnostic-${node.id}`, props: { nodeType: node.type, nodeId: node.id, path, problems } };
    }
    if (!node.children) return node;
    const children: PageNode[] = [];
    node.children.forEach((child, index) => {
      const checked = visit(child, `${path}/children/${index}`);
      if (checked) children.push(checked);
    });
    return { ...node, children };
  };

  const root = visit(page.root, '/root') ?? { type: 'stack', id: 'root', props: {}, children: [] };
  return { tree: { ...page, root }, diagnostics };
}
