/** Longest address a mailbox can have (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART = 64;

// A local part of the usual characters (no quoted forms), then dot-separated domain labels and a TLD of letters.
const EMAIL_PATTERN =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

export type EmailCheck = { ok: true; email: string } | { ok: false; problem: 'required' | 'format' };

/** Trims and lower-cases an address and checks its shape; an empty field is 'required'. */
export function checkEmail(value: unknown): EmailCheck {
  if (value === undefined || value === null) return { ok: false, problem: 'required' };
  if (typeof value !== 'string') return { ok: false, problem: 'format' };
  const email = value.trim().toLowerCase();
  if (!email) return { ok: false, problem: 'required' };
  const local = email.slice(0, email.lastIndexOf('@'));
  if (email.length > MAX_EMAIL_LENGTH || local.length > MAX_LOCAL_PART || !EMAIL_PATTERN.test(email)) return { ok: false, problem: 'format' };
  return { ok: true, email };
}
