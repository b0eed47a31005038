import type { Queryable } from '../../db/database.ts';
import { claimDueEmails, markAttemptFailed, markSent } from './outbox.ts';
import type { EmailTransport } from './smtp.ts';

export interface DeliveryOptions {
  /** Wait before the first retry; doubles with each attempt. */
  retryBaseSeconds: number;
  /** Attempts before an email is given up. */
  maxAttempts: number;
  /** Emails taken per claim. */
  batch?: number;
  /** How long a claimed email stays with this worker before another may take it. */
  leaseSeconds?: number;
}

const MAX_RETRY_SECONDS = 86_400;

/** Wait after the `attempt`-th failed attempt: base, 2×base, 4×base … at most a day. */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(MAX_RETRY_SECONDS, baseSeconds * 2 ** Math.max(0, attempt - 1));
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends every due email in the outbox, one claim of `batch` at a time, until none is due.
 * Safe with several workers on one database: a claim skips rows another worker holds.
 */
export async function deliverOutbox(db: Queryable, transport: EmailTransport, options: DeliveryOptions): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const batch = options.batch ?? 20;
  for (;;) {
    const emails = await claimDueEmails(db, batch, options.leaseSeconds ?? 300);
    const sentBefore = report.sent;
    for (const email of emails) {
      try {
        await transport.send(email);
        await markSent(db, email.id);
        report.sent++;
      } catch (error) {
        const giveUp = email.attempts >= options.maxAttempts;
        await markAttemptFailed(db, email.id, errorText(error), giveUp ? undefined : retryDelaySeconds(email.attempts, options.retryBaseSeconds));
        if (giveUp) report.failed++;
        else report.retried++;
      }
    }
    // A short claim means nothing more is due; a claim where nothing went means the server is refusing.
    if (emails.length < batch || report.sent === sentBefore) return report;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
