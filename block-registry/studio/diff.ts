/**
 * A readable difference between two documents: each changed value with its place in words
 * (the block's id and the property), the value before and after.
 */
export interface Change {
  /** Where, in words: `block "delivery-hero" › headline`, `page › meta › title`. */
  where: string;
  kind: 'changed' | 'added' | 'removed';
  before?: string;
  after?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaves of a document: place in words → the value as short text. Nodes are named by id, so a moved block is not a change of every value. */
function leaves(value: unknown, where: string, into: Map<string, string>): Map<string, string> {
  if (isObject(value) && typeof value.type === 'string' && typeof value.id === 'string' && 'props' in value) {
    const name = `block "${value.id}"`;
    into.set(`${name} › type`, JSON.stringify(value.type));
    leaves(value.props, name, into);
    const children = Array.isArray(value.children) ? value.children : [];
    into.set(`${name} › blocks inside`, children.map((child) => (isObject(child) ? String(child.id) : '?')).join(', '));
    for (const child of children) leaves(child, '', into);
    return into;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) into.set(where, '[]');
    value.forEach((item, index) => {
      leaves(item, `${where} › ${index + 1}`, into);
    });
    return into;
  }
  if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) if (key !== '$schema') leaves(child, where ? `${where} › ${key}` : key, into);
    return into;
  }
  into.set(where, JSON.stringify(value));
  return into;
}

export function documentChanges(before: unknown, after: unknown): Change[] {
  const flatten = (document: unknown) => {
    const { root, ...page } = isObject(document) ? document : {};
    return leaves(root, '', leaves(page, 'page', new Map()));
  };
  const a = flatten(before);
  const b = flatten(after);
  const changes: Change[] = [];
  for (const [where, value] of a) {
    const next = b.get(where);
    if (next === undefined) changes.push({ where, kind: 'removed', before: value });
    else if (next !== value) changes.push({ where, kind: 'changed', before: value, after: next });
  }
  for (const [where, value] of b) if (!a.has(where)) changes.push({ where, kind: 'added', after: value });
  return changes;
}
