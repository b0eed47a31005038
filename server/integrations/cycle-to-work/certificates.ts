/**
 * The cycle-to-work schemes' certificate check. An employee's scheme issues a
 * certificate (or voucher) with a number and a value; before a certificate pays for an
 * order, its scheme confirms that the number is one of its own, still valid, and what
 * it is worth.
 */
export interface CertificateQuery {
  /** One of CERTIFICATE_ISSUERS, as the list spells it. */
  issuer: string;
  /** Upper case, without spaces. */
  number: string;
}

export type CertificateVerdict =
  /** The value in pence. */
  { status: 'valid'; value: number } | { status: 'unknown' } | { status: 'expired' };

export interface CycleToWorkSchemes {
  /** Throws IntegrationError when the scheme cannot be asked. */
  verifyCertificate(query: CertificateQuery): Promise<CertificateVerdict>;
}
