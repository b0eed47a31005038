import type { Queryable } from '../../db/database.ts';

export interface OutgoingEmail {
  recipient: string;
  subject: string;
  bodyText: string;
  /** The same message as HTML (the layout of `server/commerce/email/email-layout.ts`). */
  bodyHtml: string;
  /** The language it is written in. */
  locale: 'en' | 'de';
  /** What the email is for, e.g. `password-reset`; the sandbox page shows it. */
  kind: string;
}

export interface OutboxEmail extends OutgoingEmail {
  id: number;
  createdAt: Date;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
}

/**
 * Every email the store sends is queued here, in the caller's transaction: it leaves only
 * when what it reports is committed. The delivery worker (`deliver-outbox.ts`) sends it.
 */
export async function sendEmail(db: Queryable, email: OutgoingEmail): Promise<void> {
  await db.query('insert into email_outbox (recipient, subject, body_text, body_html, locale, kind) values ($1, $2, $3, $4, $5, $6)', [
    email.recipient,
    email.subject,
    email.bodyText,
    email.bodyHtml,
    email.locale,
    email.kind,
  ]);
}

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  locale: string;
  kind: string;
  created_at: Date;
  status: OutboxEmail['status'];
  attempts: number;
}

const COLUMNS = 'id, recipient, subject, body_text, body_html, locale, kind, created_at, status, attempts';

function fromRow(row: OutboxRow): OutboxEmail {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    bodyText: row.body_text,
    bodyHtml: row.body_html ?? '',
    locale: row.locale === 'de' ? 'de' : 'en',
    kind: row.kind,
    createdAt: row.created_at,
    status: row.status,
    attempts: row.attempts,
  };
}

export async function latestEmails(db: Queryable, limit = 50): Promise<OutboxEmail[]> {
  const rows = await db.query<OutboxRow>(`select ${COLUMNS} from email_outbox order by id desc limit $1`, [limit]);
  return rows.map(fromRow);
}

/**
 * Takes up to `limit` due emails for one worker: rows another worker has locked are skipped,
 * and each taken row is pushed `leaseSeconds` into the future and counted as an attempt, so
 * no other worker takes it while it is being sent, and it comes due again if this one dies.
 */
export async function claimDueEmails(db: Queryable, limit: number, leaseSeconds: number): Promise<OutboxEmail[]> {
  const rows = await db.query<OutboxRow>(
    `update email_outbox set next_attempt_at = now() + make_interval(secs => $2), attempts = attempts + 1
      where id in (select id from email_outbox where status = 'pending' and next_attempt_at <= now()
                    order by next_attempt_at, id limit $1 for update skip locked)
      returning ${COLUMNS}`,
    [limit, leaseSeconds],
  );
  return rows.map(fromRow).sort((a, b) => a.id - b.id);
}

export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query(`update email_outbox set status = 'sent', sent_at = now(), last_error = null where id = $1`, [id]);
}

/** A refused attempt: tried again after `retryInSeconds`, or given up (`failed`) when that is undefined. */
export async function markAttemptFailed(db: Queryable, id: number, error: string, retryInSeconds: number | undefined): Promise<void> {
  await db.query(
    `update email_outbox set last_error = $2,
        status = case when $3::int is null then 'failed' else 'pending' end,
        next_attempt_at = case when $3::int is null then next_attempt_at else now() + make_interval(secs => $3::int) end
      where id = $1`,
    [id, error.slice(0, 1000), retryInSeconds ?? null],
  );
}

/** Emails waiting to be sent (the metrics' queue depth). */
export async function pendingEmailCount(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>(`select count(*)::int as n from email_outbox where status = 'pending'`);
  return rows[0]?.n ?? 0;
}
