import { i18nFor, isLanguage, type Language } from '../../../domain/i18n/index.ts';
import { intlLocale } from '../../../domain/locale.ts';
import { formatPounds } from '../../../domain/money.ts';
import type { CycleToWorkQuoteRequest } from '../../../schemas/generated/index.ts';
import { schemaRegistry } from '../../../schemas/registry.ts';
import { type SchemaProblem, schemaProblem } from '../../../schemas/schema-problem.ts';
import { parseTotal, schemeLimit } from '../../../domain/cycle-to-work/scheme.ts';

/** A quote request that passed every check: text trimmed, total in pence. */
export interface QuoteInput {
  locale: Language;
  employerName: string;
  employerEmail: string;
  employeeName: string;
  employeeEmail: string;
  bike: string;
  bikeSku: string | null;
  accessories: string;
  total: number;
  higherLimit: boolean;
  schemeLimit: number;
}

export interface FieldError {
  field: string;
  message: string;
}

export type QuoteCheck = { ok: true; quote: QuoteInput } | { ok: false; errors: FieldError[] };

const TEXT_FIELDS = ['employerName', 'employerEmail', 'employeeName', 'employeeEmail', 'bike'] as const;
/** Problems are answered in the order the form asks for the fields. */
const FIELD_ORDER: string[] = [...TEXT_FIELDS, 'bikeSku', 'accessories', 'total', 'higherLimit', 'locale'];
const position = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);

/** The form field a problem is about: the property it names, or the top of its path. */
function fieldOf(problem: SchemaProblem): string {
  if (problem.keyword === 'required' || problem.keyword === 'additionalProperties') return String(problem.property);
  return problem.path[0] ?? '';
}

/**
 * Checks a quote request against `requests/cycle-to-work-quote.json` and the scheme
 * limit, and answers every problem at once, one per field, in the shopper's language:
 * an empty required field is 'Required Field'.
 */
export function checkQuoteRequest(body: unknown): QuoteCheck {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  const locale: Language = isLanguage(record?.['locale']) ? record['locale'] : 'en';
  const t = i18nFor(locale).getFixedT(locale, 'cycletowork', 'errors');
  if (!record) return { ok: false, errors: [{ field: '', message: t('body') }] };

  const errors = new Map<string, string>();
  const add = (field: string, message: string) => {
    if (!errors.has(field)) errors.set(field, message);
  };
  for (const field of TEXT_FIELDS) if (typeof record[field] === 'string' && !(record[field] as string).trim()) add(field, t('required'));
  const validate = schemaRegistry().validator('requests/cycle-to-work-quote.json');
  if (!validate(record)) {
    for (const problem of (validate.errors ?? []).map(schemaProblem)) add(fieldOf(problem), messageFor(problem, fieldOf(problem), t));
  }

  const higherLimit = record['higherLimit'] === true;
  const limit = schemeLimit(higherLimit);
  const total = parseTotal(record['total']);
  if (!errors.has('total') && total === undefined) add('total', t('total'));
  if (total !== undefined && total <= 0) add('total', t('totalPositive'));
  if (total !== undefined && total > limit) {
    add('total', t(higherLimit ? 'overRaisedLimit' : 'overStandardLimit', { total: formatPounds(total, intlLocale(locale)) }));
  }
  if (errors.size || total === undefined) {
    const sorted = [...errors].sort(([a], [b]) => position(a) - position(b));
    return { ok: false, errors: sorted.map(([field, message]) => ({ field, message })) };
  }

  const request = record as unknown as CycleToWorkQuoteRequest;
  return {
    ok: true,
    quote: {
      locale,
      employerName: request.employerName.trim(),
      employerEmail: request.employerEmail.trim(),
      employeeName: request.employeeName.trim(),
      employeeEmail: request.employeeEmail.trim(),
      bike: request.bike.trim(),
      bikeSku: request.bikeSku ?? null,
      accessories: request.accessories?.trim() ?? '',
      total,
      higherLimit,
      schemeLimit: limit,
    },
  };
}

function messageFor(problem: SchemaProblem, field: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  switch (problem.keyword) {
    case 'required':
    case 'minLength':
      return t('required');
    case 'additionalProperties':
      return t('unknownField', { field });
    case 'maxLength':
      return t('tooLong', { max: problem.limit });
    case 'format':
      return t('email');
    default:
      if (field === 'total') return t('total');
      if (field === 'higherLimit') return t('higherLimit');
      if (field === 'bikeSku') return t('bikeSku');
      if (field === 'locale') return t('locale');
      return t('text');
  }
}
