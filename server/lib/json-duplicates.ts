/**
 * The first key that appears twice in one object of a JSON text, or undefined.
 * Call it on text JSON.parse has accepted: it only tracks strings and brackets.
 * Keys compare after unescaping, so `"a"` and `"\u0061"` are the same key.
 */
export function firstDuplicateKey(text: string): string | undefined {
  const stack: (Set<string> | null)[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '{') stack.push(new Set());
    else if (ch === '[') stack.push(null);
    else if (ch === '}' || ch === ']') stack.pop();
    else if (ch === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const raw = text.slice(i, end + 1);
      i = end + 1;
      while (i < text.length && /\s/.test(text[i]!)) i++;
      const keys = stack[stack.length - 1];
      if (text[i] === ':' && keys) {
        const key = JSON.parse(raw) as string;
        if (keys.has(key)) return key;
        keys.add(key);
      }
      continue;
    }
    i++;
  }
  return undefined;
}
