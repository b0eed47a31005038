/**
 * A `redirect` target after sign-in: only a path on this site, so a crafted link
 * cannot send a shopper elsewhere (no scheme, no `//host`, no backslash tricks).
 */
export function localRedirectTarget(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  if (hasControlCharacter(value)) return undefined;
  try {
    const url = new URL(value, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** True when text holds a C0 control character or DEL (line breaks, tabs, NUL among them). */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
