import { i18nFor, type Language } from '../../../domain/i18n/index.ts';
import type { WarrantyRegistrationRequest } from '../../../schemas/generated/index.ts';
import type { Queryable } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { londonToday } from '../checkout/delivery-methods.ts';
import { newReference } from '../cycle-to-work/quote-reference.ts';
import { checkEmail } from '../newsletter/email-address.ts';

/** 6–20 letters and digits once spaces and dashes are gone, as frame numbers are stamped. */
const FRAME_NUMBER = /^[A-Z0-9]{6,20}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Frame warranty is on record for bikes bought in the last 10 years. */
export const WARRANTY_YEARS = 10;

export interface WarrantyRegistration {
  modelSku: string;
  frameNumber: string;
  purchaseDate: string;
  email: string;
  customerId: number | null;
  locale: Language;
}

export interface FieldError {
  field: string;
  message: string;
}

export type RegistrationCheck = { ok: true; registration: WarrantyRegistration } | { ok: false; errors: FieldError[] };

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Checks a registration and answers every problem at once, one per field in the form's
 * order, in the shopper's language. A signed-in customer's own email is used; a guest gives one.
 */
export function checkRegistration(
  request: WarrantyRegistrationRequest,
  customer: { customerId: number; email: string } | null,
  locale: Language,
  today = londonToday(),
): RegistrationCheck {
  const t = i18nFor(locale).getFixedT(locale, 'owner', 'warranty.errors');
  const errors: FieldError[] = [];
  const frameNumber = request.frameNumber.replace(/[\s-]/g, '').toUpperCase();
  if (!frameNumber) errors.push({ field: 'frameNumber', message: t('required') });
  else if (!FRAME_NUMBER.test(frameNumber)) errors.push({ field: 'frameNumber', message: t('frameNumber') });
  const purchaseDate = request.purchaseDate.trim();
  const earliest = `${Number(today.slice(0, 4)) - WARRANTY_YEARS}${today.slice(4)}`;
  if (!purchaseDate) errors.push({ field: 'purchaseDate', message: t('required') });
  else if (!isCalendarDate(purchaseDate)) errors.push({ field: 'purchaseDate', message: t('purchaseDate') });
  else if (purchaseDate > today) errors.push({ field: 'purchaseDate', message: t('purchaseDateFuture') });
  else if (purchaseDate < earliest) errors.push({ field: 'purchaseDate', message: t('purchaseDateTooOld') });
  let email = customer?.email ?? '';
  if (!customer) {
    const checked = checkEmail(request.email ?? '');
    if (checked.ok) email = checked.email;
    else errors.push({ field: 'email', message: checked.problem === 'required' ? t('required') : t('email') });
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, registration: { modelSku: request.modelSku, frameNumber, purchaseDate, email, customerId: customer?.customerId ?? null, locale } };
}

/** Stores a registration under a fresh reference (e.g. WTY-7K3F-92QX); a model we do not sell is a 404, a frame already registered a 409. */
export async function registerWarranty(db: Queryable, registration: WarrantyRegistration): Promise<{ reference: string }> {
  const t = i18nFor(registration.locale).getFixedT(registration.locale, 'owner', 'warranty.errors');
  const [model] = await db.query<{ sku: string }>('select sku from catalog_bike_models where sku = $1', [registration.modelSku]);
  if (!model) throw new DomainError('not_found', t('model', { model: registration.modelSku }), 'modelSku');
  const rows = await db.query<{ reference: string }>(
    `insert into warranty_registrations (reference, model_sku, frame_number, purchase_date, customer_id, email, locale)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (model_sku, frame_number) do nothing
     returning reference`,
    [newReference('WTY'), model.sku, registration.frameNumber, registration.purchaseDate, registration.customerId, registration.email, registration.locale],
  );
  if (!rows[0]) throw new DomainError('conflict', t('duplicate'), 'frameNumber');
  return { reference: rows[0].reference };
}
