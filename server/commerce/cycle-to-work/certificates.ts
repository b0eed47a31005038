import { formatPounds } from '../../../domain/money.ts';
import { type Queryable, queryOne } from '../../db/database.ts';
import type { CycleToWorkSchemes } from '../../integrations/cycle-to-work/certificates.ts';
import { IntegrationError } from '../../integrations/http-json.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { CERTIFICATE_ISSUERS, certificateIssuer, certificateNumber } from '../../../domain/cycle-to-work/scheme.ts';

/** A certificate as the checkout sends it; `amount` in pence, when the shopper chose one. */
export interface CertificateInput {
  number: string;
  issuedBy: string;
  amount: number | undefined;
}

/** A certificate its scheme has confirmed, and what it pays of this order (pence). */
export interface VerifiedCertificate {
  issuer: string;
  number: string;
  value: number;
  amount: number;
}

export const certificateMessages = {
  unknownIssuer: `We take cycle-to-work certificates from ${CERTIFICATE_ISSUERS.join(', ')}. Choose the scheme named on your certificate.`,
  unknown: (issuer: string) => `${issuer} does not know this certificate number. Check it against your certificate.`,
  expired: 'This certificate has expired. Ask your employer’s scheme for a new one.',
  used: 'This certificate has already paid for an order; each certificate can be used once.',
  worth: (value: number) => `This certificate is worth ${formatPounds(value)}; it cannot pay more than that.`,
  moreThanTotal: 'The certificate amount cannot be more than the order total.',
  unavailable: (issuer: string) => `We could not reach ${issuer} to check your certificate. You have not been charged; please try again in a moment.`,
} as const;

async function alreadyUsed(db: Queryable, issuer: string, number: string): Promise<boolean> {
  return (await queryOne(db, 'select 1 from cycle_to_work_certificates where issuer = $1 and number = $2', [issuer, number])) !== undefined;
}

/**
 * Checks a certificate before anything is charged: an issuer the shop takes, a number
 * its scheme confirms, not used before, paying at most its value and the order total.
 * Without a chosen amount it pays its value, up to the order total.
 */
export async function verifyCertificate(db: Queryable, schemes: CycleToWorkSchemes, input: CertificateInput, orderTotal: number): Promise<VerifiedCertificate> {
  const issuer = certificateIssuer(input.issuedBy);
  if (!issuer) throw invalid(certificateMessages.unknownIssuer, 'certificate.issuedBy');
  const number = certificateNumber(input.number);
  if (await alreadyUsed(db, issuer, number)) throw new DomainError('conflict', certificateMessages.used);
  const verdict = await schemes.verifyCertificate({ issuer, number }).catch((error: unknown) => {
    if (error instanceof IntegrationError) throw new DomainError('unavailable', certificateMessages.unavailable(issuer));
    throw error;
  });
  if (verdict.status === 'unknown') throw invalid(certificateMessages.unknown(issuer), 'certificate.number');
  if (verdict.status === 'expired') throw invalid(certificateMessages.expired, 'certificate.number');
  const amount = input.amount ?? Math.min(verdict.value, orderTotal);
  if (amount > verdict.value) throw invalid(certificateMessages.worth(verdict.value), 'certificate.amount');
  if (amount > orderTotal) throw invalid(certificateMessages.moreThanTotal, 'certificate.amount');
  if (amount <= 0) throw invalid('The certificate amount must be more than £0.00.', 'certificate.amount');
  return { issuer, number, value: verdict.value, amount };
}

/** Records that the certificate paid for the order, inside the order's transaction; a second use of it fails the order. */
export async function redeemCertificate(tx: Queryable, certificate: VerifiedCertificate, orderNumber: string): Promise<void> {
  const stored = await queryOne(
    tx,
    `insert into cycle_to_work_certificates (issuer, number, value, amount, order_number) values ($1, $2, $3, $4, $5)
     on conflict (issuer, number) do nothing returning number`,
    [certificate.issuer, certificate.number, certificate.value, certificate.amount, orderNumber],
  );
  if (!stored) throw new DomainError('conflict', certificateMessages.used);
}
