import { isDeepStrictEqual } from 'node:util';
import { getNodeValue, type Node, parseTree } from 'jsonc-parser';

interface Edit {
  offset: number;
  length: number;
  content: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The indentation of the line `offset` sits on. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

function collect(text: string, node: Node, after: unknown, edits: Edit[]): void {
  if (isDeepStrictEqual(getNodeValue(node), after)) return;
  const children = node.children ?? [];
  if (node.type === 'object' && isObject(after) && children.length === Object.keys(after).length) {
    // Same number of properties: each one in place, its key renamed where it differs.
    for (const [index, key] of Object.keys(after).entries()) {
      const [keyNode, valueNode] = children[index]!.children!;
      if (keyNode!.value !== key) edits.push({ offset: keyNode!.offset, length: keyNode!.length, content: JSON.stringify(key) });
      collect(text, valueNode!, after[key], edits);
    }
    return;
  }
  if (node.type === 'array' && Array.isArray(after) && children.length === after.length) {
    for (const [index, item] of after.entries()) collect(text, children[index]!, item, edits);
    return;
  }
  const indent = indentAt(text, node.offset);
  edits.push({ offset: node.offset, length: node.length, content: JSON.stringify(after, null, 2).replace(/\n/g, `\n${indent}`) });
}

/**
 * `text` (a JSON document) rewritten to hold `after`, touching only what differs: a renamed key is
 * renamed where it stands, a changed value replaced; every other line keeps its formatting, so a
 * file's diff shows the change and nothing else. Falls back to two-space JSON when the text is not JSON.
 */
export function rewriteJsonText(text: string, after: unknown): string {
  const root = parseTree(text);
  if (!root) return `${JSON.stringify(after, null, 2)}\n`;
  const edits: Edit[] = [];
  collect(text, root, after, edits);
  let result = text;
  for (const edit of edits.sort((a, b) => b.offset - a.offset)) result = result.slice(0, edit.offset) + edit.content + result.slice(edit.offset + edit.length);
  return result;
}
