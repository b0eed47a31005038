import { hasControlCharacter } from '../control-characters.ts';

const BASE = 'http://local.invalid';
const MAX_TARGET_LENGTH = 500;

/**
 * The one rule for where this site sends a browser: a path on this site. Browsers
 * drop tabs and line breaks, read `\` as `/` and take a leading `//` as another host,
 * so control characters go, and leading slashes and backslashes (also percent-encoded)
 * collapse into one `/`. Anything that is not a path, or still leaves the site, is `/`.
 */
export function sameOriginPath(value: string): string {
  let current = value;
  // Resolving `.` segments can bring two slashes together again: repeat until nothing changes.
  for (let round = 0; round < 4; round++) {
    const next = collapseLeadingSlashes(current);
    if (next === undefined) return '/';
    if (next === current) return next;
    current = next;
  }
  return '/';
}

function collapseLeadingSlashes(value: string): string | undefined {
  const cleaned = Array.from(value)
    .filter((char) => !hasControlCharacter(char))
    .join('');
  if (!cleaned.startsWith('/') && !cleaned.startsWith('\\')) return undefined;
  const end = cleaned.search(/[?#]/);
  const path = end === -1 ? cleaned : cleaned.slice(0, end);
  const rest = end === -1 ? '' : cleaned.slice(end);
  const collapsed = `/${path.replace(/\\/g, '/').replace(/^(?:\/|%2f|%5c)+/i, '')}`;
  return asWritten(`${collapsed}${rest}`);
}

/** The path, query and hash a browser would go to from this value, when that stays on this site. */
function asWritten(value: string): string | undefined {
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A return address from a link or a form (`redirect` after sign-in, a form's way
 * back): followed only when it already is a plain path on this site under the rule
 * above; anything it would have to change (other hosts, schemes, backslashes, control
 * characters) is refused, and the caller uses its own default.
 */
export function localRedirectTarget(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_TARGET_LENGTH || hasControlCharacter(value)) return undefined;
  if (!value.startsWith('/')) return undefined;
  const written = asWritten(value);
  return written !== undefined && written === sameOriginPath(value) ? written : undefined;
}
