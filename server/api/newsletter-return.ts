import { localRedirectTarget } from '../../domain/customer/safe-redirect.ts';
import { BLOCK_PARAM, STATUS_PARAM, type SignUpStatus } from '../../domain/newsletter/sign-up-status.ts';

const BASE = 'http://storefront.invalid';

/** A path on this site to send a form post back to (the hash dropped); anything else (other hosts, odd schemes) becomes home. */
export function safeReturnPath(value: unknown): string {
  const target = localRedirectTarget(value);
  return target ? target.split('#')[0] || '/' : '/';
}

/** Where a sign-up form post goes back to: its page, with the outcome for that block, scrolled to it. */
export function signUpReturnAddress(returnTo: unknown, blockId: string | undefined, status: SignUpStatus): string {
  const url = new URL(safeReturnPath(returnTo), BASE);
  url.searchParams.set(STATUS_PARAM, status);
  if (blockId) url.searchParams.set(BLOCK_PARAM, blockId);
  return `${url.pathname}${url.search}${blockId ? `#${blockId}` : ''}`;
}
