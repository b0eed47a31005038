import type { PageNode } from '../../schemas/generated/index.ts';
import { listNodes, nodePointer } from './tree.ts';

/** A problem the server found in a document (studio API): the field's JSON Pointer, a sentence, the ajv keyword. */
export interface Problem {
  path: string;
  message: string;
  keyword: string;
}

/** rjsf's shape for errors at fields: `{ heading: { __errors: ['…'] } }`. */
export interface FieldErrors {
  __errors?: string[];
  [field: string]: FieldErrors | string[] | undefined;
}

function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

/**
 * Sorts problems by the node they are in: node id → the problems inside its `props` (with the
 * pointer below `props`), plus the page-level ones (meta, or a node's own type/id/children).
 */
export function problemsByNode(root: PageNode, problems: readonly Problem[]): { byNode: Map<string, Problem[]>; page: Problem[] } {
  const pointers = listNodes(root)
    .map(({ node }) => ({ id: node.id, pointer: `${nodePointer(root, node.id)}/props` }))
    .sort((a, b) => b.pointer.length - a.pointer.length);
  const byNode = new Map<string, Problem[]>();
  const page: Problem[] = [];
  for (const problem of problems) {
    const owner = pointers.find(({ pointer }) => problem.path === pointer || problem.path.startsWith(`${pointer}/`));
    if (!owner) {
      page.push(problem);
      continue;
    }
    byNode.set(owner.id, [...(byNode.get(owner.id) ?? []), { ...problem, path: problem.path.slice(owner.pointer.length) }]);
  }
  return { byNode, page };
}

/**
 * The problems of one block's props as rjsf `extraErrors`: each message at its field. A
 * missing required property is reported by ajv at the object; it is moved to the property.
 */
export function fieldErrors(problems: readonly Problem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const segments = problem.path.split('/').slice(1).map(unescapePointer);
    const missing = problem.keyword === 'required' ? /'([^']+)'|"([^"]+)"/.exec(problem.message) : null;
    const property = missing?.[1] ?? missing?.[2];
    if (property && !problem.path.endsWith(`/${property}`)) segments.push(property);
    let at = errors;
    for (const segment of segments) {
      at[segment] ??= {};
      at = at[segment] as FieldErrors;
    }
    at.__errors = [...(at.__errors ?? []), problem.message];
  }
  return errors;
}
