/**
 * What a cycle-to-work package saves by tax band. The bike is paid from gross salary, so
 * the employee saves the income tax and employee National Insurance on that pay.
 * Assumptions: the whole package is sacrificed over a 12-month hire; the pay given up is
 * taxed entirely at the band's rate (England, Wales and Northern Ireland income tax:
 * basic 20 %, higher 40 %, additional 45 %; employee National Insurance 8 % up to the
 * upper earnings limit and 2 % above it); no end-of-hire ownership fee or provider charge.
 */
export const TAX_BANDS = [
  { band: 'basic', incomeTaxPercent: 20, nationalInsurancePercent: 8 },
  { band: 'higher', incomeTaxPercent: 40, nationalInsurancePercent: 2 },
  { band: 'additional', incomeTaxPercent: 45, nationalInsurancePercent: 2 },
] as const;

export type TaxBand = (typeof TAX_BANDS)[number]['band'];

export const HIRE_MONTHS = 12;

export interface BandSaving {
  band: TaxBand;
  /** Income tax and National Insurance together, in percent. */
  savingPercent: number;
  /** All in pence. */
  saving: number;
  youPay: number;
  /** Taken from gross pay each month of the hire. */
  monthlySacrifice: number;
  /** What that costs each month after tax and National Insurance. */
  monthlyCost: number;
}

export function savingsByBand(total: number): BandSaving[] {
  return TAX_BANDS.map(({ band, incomeTaxPercent, nationalInsurancePercent }) => {
    const savingPercent = incomeTaxPercent + nationalInsurancePercent;
    const saving = Math.round((total * savingPercent) / 100);
    const youPay = total - saving;
    return {
      band,
      savingPercent,
      saving,
      youPay,
      monthlySacrifice: Math.round(total / HIRE_MONTHS),
      monthlyCost: Math.round(youPay / HIRE_MONTHS),
    };
  });
}
