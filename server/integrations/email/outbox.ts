import type { Queryable } from '../../db/database.ts';

export interface OutgoingEmail {
  recipient: string;
  subject: string;
  bodyText: string;
  /** What the email is for, e.g. `password-reset`; the sandbox page shows it. */
  kind: string;
}

export interface OutboxEmail extends OutgoingEmail {
  id: number;
  createdAt: Date;
}

/**
 * The local email sandbox: mail is written to `email_outbox` instead of being sent.
 * A real delivery adapter reads the same rows (or replaces this function) later.
 */
export async function sendEmail(db: Queryable, email: OutgoingEmail): Promise<void> {
  await db.query('insert into email_outbox (recipient, subject, body_text, kind) values ($1, $2, $3, $4)', [
    email.recipient,
    email.subject,
    email.bodyText,
    email.kind,
  ]);
}

export async function latestEmails(db: Queryable, limit = 50): Promise<OutboxEmail[]> {
  const rows = await db.query<{ id: number; recipient: string; subject: string; body_text: string; kind: string; created_at: Date }>(
    'select id, recipient, subject, body_text, kind, created_at from email_outbox order by id desc limit $1',
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    bodyText: row.body_text,
    kind: row.kind,
    createdAt: row.created_at,
  }));
}
