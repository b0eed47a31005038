import { i18nFor } from '../../../domain/i18n/index.ts';
import { intlLocale } from '../../../domain/locale.ts';
import { formatPounds } from '../../../domain/money.ts';
import type { QuoteInput } from './quote-request.ts';
import { type EmailMessage, textEmail } from '../email/email-layout.ts';
import { savingsByBand } from '../../../domain/cycle-to-work/savings.ts';

export const QUOTE_EMAIL_KIND = 'cycle-to-work-quote';

/**
 * The quote email to the address given, in the language asked in. Anyone can ask for a
 * quote for any address, so the email carries nothing typed into the form (no names, no
 * employer, no free bike or accessory text, no links but the shop's): it cannot carry
 * someone else's message. The full request stays with the quote under its reference.
 */
export function quoteEmail(quote: QuoteInput, reference: string, shopBike?: { name: string; sku: string }): EmailMessage {
  const { locale } = quote;
  const t = i18nFor(locale).getFixedT(locale, 'cycletowork');
  const money = (pence: number) => formatPounds(pence, intlLocale(locale));
  const savings = savingsByBand(quote.total)
    .map((band) =>
      t('email.savingsLine', { band: t(`savings.${band.band}`), saving: money(band.saving), youPay: money(band.youPay), monthly: money(band.monthlyCost) }),
    )
    .join('\n');
  return textEmail(
    QUOTE_EMAIL_KIND,
    locale,
    t('email.subject', { reference }),
    t('email.body', {
      reference,
      bike: shopBike ? t('email.bikeFromShop', shopBike) : t('email.bikeAsRequested'),
      total: money(quote.total),
      limit: money(quote.schemeLimit),
      savings,
      assumptions: t('savings.assumptions'),
    }),
  );
}
