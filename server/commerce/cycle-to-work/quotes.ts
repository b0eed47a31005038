import type { Database } from '../../db/database.ts';
import { findProduct } from '../catalog/find-product.ts';
import { type EmailRequester, sendRequestedEmail } from '../email/requested-email.ts';
import { quoteEmail } from './quote-email.ts';
import { newQuoteReference } from './quote-reference.ts';
import type { QuoteInput } from './quote-request.ts';

const UNIQUE_VIOLATION = '23505';
const ATTEMPTS = 5;

/**
 * Stores the quote under a fresh reference and queues its email in the outbox, in one
 * transaction (beyond the email limits the quote is kept and answered, and no email goes). A reference already taken (rare)
 * is drawn again.
 */
export async function createQuote(
  db: Database,
  quote: QuoteInput,
  requester: EmailRequester,
  reference: () => string = newQuoteReference,
): Promise<{ reference: string }> {
  for (let attempt = 1; ; attempt++) {
    const candidate = reference();
    try {
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into cycle_to_work_quotes
             (reference, locale, employer_name, employer_email, employee_name, employee_email, bike, bike_sku, accessories, total, scheme_limit)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            candidate,
            quote.locale,
            quote.employerName,
            quote.employerEmail,
            quote.employeeName,
            quote.employeeEmail,
            quote.bike,
            quote.bikeSku,
            quote.accessories,
            quote.total,
            quote.schemeLimit,
          ],
        );
        const shopBike = quote.bikeSku ? await findProduct(tx, quote.bikeSku) : undefined;
        await sendRequestedEmail(tx, quote.employeeEmail, quoteEmail(quote, candidate, shopBike), requester);
      });
      return { reference: candidate };
    } catch (error) {
      if (attempt >= ATTEMPTS || (error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    }
  }
}
