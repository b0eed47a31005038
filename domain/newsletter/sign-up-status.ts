/**
 * The contract between the sign-up form and the newsletter call when JavaScript is off:
 * the form posts, the server redirects back with `?newsletter=<status>&signup=<block id>`.
 */
export const SUBSCRIBE_URL = '/nuxt/api/newsletter/subscribe';
export const STATUS_PARAM = 'newsletter';
export const BLOCK_PARAM = 'signup';

export const SIGN_UP_STATUSES = ['pending', 'required', 'format', 'failed'] as const;
export type SignUpStatus = (typeof SIGN_UP_STATUSES)[number];

export function isSignUpStatus(value: unknown): value is SignUpStatus {
  return typeof value === 'string' && (SIGN_UP_STATUSES as readonly string[]).includes(value);
}

/** The status the server sent back to this block, if any. */
export function statusFromSearch(search: string, blockId: string): SignUpStatus | undefined {
  const params = new URLSearchParams(search);
  const status = params.get(STATUS_PARAM);
  return params.get(BLOCK_PARAM) === blockId && isSignUpStatus(status) ? status : undefined;
}

/** The query without a previous answer, so the form returns to a clean address. */
export function withoutSignUpParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(STATUS_PARAM);
  params.delete(BLOCK_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}
