import { EU_COUNTRIES } from '../../../domain/customer/countries.ts';
import { convertFromGbp } from '../../../domain/money.ts';

/** VAT (or sales tax) charged on import, in per cent; the partner's own table in real life. */
const IMPORT_TAX: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  HR: 25,
  CY: 19,
  CZ: 21,
  DK: 25,
  EE: 22,
  FI: 25.5,
  FR: 20,
  DE: 19,
  GR: 24,
  HU: 27,
  IE: 23,
  IT: 22,
  LV: 21,
  LT: 21,
  LU: 17,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 19,
  SK: 23,
  SI: 22,
  ES: 21,
  SE: 25,
  CH: 8.1,
  NO: 25,
  AU: 10,
  NZ: 15,
  JP: 10,
  KR: 10,
  CN: 13,
  CA: 5,
  US: 0,
  AE: 5,
  SG: 9,
  HK: 0,
};
/** Duty on bicycles and parts made in the UK: none into the EU under the trade agreement, 5 % elsewhere here. */
const EU = new Set<string>(EU_COUNTRIES);
const UK_VAT = 0.2;

export interface LandedLine {
  sku: string;
  name: string;
  quantity: number;
  /** Minor units of the currency, export price (UK VAT removed). */
  unitPrice: number;
}

export interface LandedPrice {
  currency: string;
  lines: LandedLine[];
  subtotal: number;
  discount: number;
  duties: number;
  taxes: number;
  shipping: number;
  total: number;
}

/**
 * The price a shopper abroad pays, in their currency: UK VAT comes off, import duty and
 * the destination's tax go on, with international delivery. Minor units throughout.
 */
export function landedPrice(input: {
  country: string;
  currency: string;
  rate: string;
  lines: { sku: string; name: string; quantity: number; unitPrice: number }[];
  discount: number;
}): LandedPrice {
  const exportPence = (pence: number) => Math.round(pence / (1 + UK_VAT));
  const convert = (pence: number) => convertFromGbp(exportPence(pence), input.rate, input.currency);
  const lines = input.lines.map((line) => ({ ...line, unitPrice: convert(line.unitPrice) }));
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = Math.min(convert(input.discount), subtotal);
  const shipping = convertFromGbp(2500, input.rate, input.currency);
  const dutiable = subtotal - discount;
  const duties = EU.has(input.country) ? 0 : Math.round(dutiable * 0.05);
  const taxes = Math.round(((dutiable + duties + shipping) * (IMPORT_TAX[input.country] ?? 20)) / 100);
  return { currency: input.currency, lines, subtotal, discount, duties, taxes, shipping, total: dutiable + duties + taxes + shipping };
}
