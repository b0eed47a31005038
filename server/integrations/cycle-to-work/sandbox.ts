import type { CycleToWorkSchemes } from './certificates.ts';

/**
 * The local stand-in for the schemes. It knows every certificate numbered
 * `SBX-<value in pence>-<4 letters or digits>`, from any known issuer:
 *   SBX-1000-TEST    worth £10.00
 *   SBX-424999-TEST  worth £4,249.99
 * and `SBX-EXPIRED-<4>` as an expired one. Any other number is unknown to it.
 */
const SANDBOX_CERTIFICATE = /^SBX-(\d{1,7}|EXPIRED)-[A-Z0-9]{4}$/;

export function sandboxCycleToWork(): CycleToWorkSchemes {
  return {
    async verifyCertificate({ number }) {
      const match = SANDBOX_CERTIFICATE.exec(number);
      if (!match) return { status: 'unknown' };
      if (match[1] === 'EXPIRED') return { status: 'expired' };
      const value = Number(match[1]);
      return value > 0 ? { status: 'valid', value } : { status: 'unknown' };
    },
  };
}
