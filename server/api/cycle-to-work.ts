import { Router } from 'express';
import { checkQuoteRequest } from '../commerce/cycle-to-work/quote-request.ts';
import { createQuote } from '../commerce/cycle-to-work/quotes.ts';
import { savingsByBand } from '../../domain/cycle-to-work/savings.ts';
import type { Database } from '../db/database.ts';
import { clientAddress } from '../lib/client-address.ts';

/**
 * POST /nuxt/api/cycletowork/quote → 201 {quote: {reference, total, schemeLimit, savings}}
 * and the quote emailed to the employee; 400 {error, errors: [{field, message}]} naming
 * every field to correct.
 */
export function cycleToWorkApi(db: Database): Router {
  const router = Router();
  router.post('/cycletowork/quote', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const check = checkQuoteRequest(req.body);
    if (!check.ok) {
      const errors = check.errors.map(({ field, message }) => (field ? { field, message } : { message }));
      res.status(400).json({ error: errors[0]?.message, errors });
      return;
    }
    const { quote } = check;
    const { reference } = await createQuote(db, quote, { clientAddress: clientAddress(req) });
    req.log.info('cycle-to-work quote created', { reference });
    res.status(201).json({
      quote: { reference, total: quote.total, schemeLimit: quote.schemeLimit, emailedTo: quote.employeeEmail, savings: savingsByBand(quote.total) },
    });
  });
  return router;
}
