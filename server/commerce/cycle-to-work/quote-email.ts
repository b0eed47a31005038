import { i18nFor } from '../../../domain/i18n/index.ts';
import { intlLocale } from '../../../domain/locale.ts';
import { formatPounds } from '../../../domain/money.ts';
import type { QuoteInput } from './quote-request.ts';
import { savingsByBand } from '../../../domain/cycle-to-work/savings.ts';

export const QUOTE_EMAIL_KIND = 'cycle-to-work-quote';

/** The quote email to the employee, in the language they asked in, with the savings by band and their assumptions. */
export function quoteEmail(quote: QuoteInput, reference: string): { recipient: string; subject: string; bodyText: string } {
  const { locale } = quote;
  const t = i18nFor(locale).getFixedT(locale, 'cycletowork');
  const money = (pence: number) => formatPounds(pence, intlLocale(locale));
  const savings = savingsByBand(quote.total)
    .map((band) =>
      t('email.savingsLine', { band: t(`savings.${band.band}`), saving: money(band.saving), youPay: money(band.youPay), monthly: money(band.monthlyCost) }),
    )
    .join('\n');
  return {
    recipient: quote.employeeEmail,
    subject: t('email.subject', { reference }),
    bodyText: t('email.body', {
      reference,
      employeeName: quote.employeeName,
      employerName: quote.employerName,
      employerEmail: quote.employerEmail,
      bike: quote.bikeSku ? `${quote.bike} (${quote.bikeSku})` : quote.bike,
      accessories: quote.accessories || t('email.noAccessories'),
      total: money(quote.total),
      limit: money(quote.schemeLimit),
      savings,
      assumptions: t('savings.assumptions'),
    }),
  };
}
