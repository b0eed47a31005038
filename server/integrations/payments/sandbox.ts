import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { CHALLENGE_FAILED_MESSAGE, DECLINED_MESSAGE, type PaymentProvider } from './payment-provider.ts';

/**
 * The local payment provider. Its hosted fields (POST /sandbox/payments/tokens) turn test
 * card numbers into tokens:
 *   4242 4242 4242 4242  authorised
 *   4000 0000 0000 0002  declined
 *   4000 0000 0000 3220  asks for 3-D Secure (the sandbox's challenge page decides)
 * Any other number that passes the Luhn check is authorised.
 */
export type SandboxOutcome = 'authorize' | 'decline' | 'challenge';

const TEST_CARDS: Record<string, SandboxOutcome> = {
  '4242424242424242': 'authorize',
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge',
};

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The outcome a card number stands for, or undefined when it is not a card number. */
export function sandboxOutcome(cardNumber: string): SandboxOutcome | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return undefined;
  return TEST_CARDS[digits] ?? 'authorize';
}

export function sandboxToken(outcome: SandboxOutcome): string {
  return `tok_sandbox_${outcome}_${randomBytes(12).toString('base64url')}`;
}

const outcomeOf = (token: string): SandboxOutcome | undefined =>
  /^tok_sandbox_(authorize|decline|challenge)_[A-Za-z0-9_-]{16}$/.exec(token)?.[1] as SandboxOutcome | undefined;

/** The sandbox provider: decides by the token; a challenge is decided on its page and kept in the database. */
export function sandboxPayments(db: Queryable): PaymentProvider {
  return {
    async authorize({ token, reference }) {
      const outcome = outcomeOf(token);
      const id = `pay_sandbox_${createHash('sha256').update(reference).digest('base64url').slice(0, 20)}`;
      if (outcome === 'authorize') return { status: 'authorized', reference: id, captured: false };
      if (outcome === 'challenge') {
        const decided = await queryOne<{ outcome: string | null }>(db, 'select outcome from payment_sandbox_challenges where token = $1', [token]);
        if (decided?.outcome === 'approved') return { status: 'authorized', reference: id, captured: false };
        if (decided?.outcome === 'failed') return { status: 'declined', message: CHALLENGE_FAILED_MESSAGE };
        if (!decided) await db.query('insert into payment_sandbox_challenges (token) values ($1) on conflict do nothing', [token]);
        return { status: 'challenge', challengeUrl: `/sandbox/payments/challenge/${encodeURIComponent(token)}/` };
      }
      return { status: 'declined', message: DECLINED_MESSAGE };
    },
    async release(reference) {
      await db.query('insert into payment_sandbox_releases (reference) values ($1) on conflict do nothing', [reference]);
    },
    // The sandbox holds no money: a capture takes what was authorised, a refund gives back what is asked.
    async capture(_reference, amount) {
      return { amountCaptured: amount };
    },
    async refund(_reference, amount, key) {
      return { refundId: `re_sandbox_${createHash('sha256').update(key).digest('base64url').slice(0, 20)}`, amount };
    },
  };
}
