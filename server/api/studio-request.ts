import type { Request, Response } from 'express';
import type { StaffMember } from '../commerce/staff/staff.ts';
import { invalid } from '../lib/errors.ts';

/** The staff member a studio guard (`requireStaff`) let through. */
export const staffLocal = (res: Response) => res.locals['staff'] as StaffMember;

/** The query of a request as URLSearchParams (what the list operations read). */
export const queryOf = (req: Request) => new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON object a studio call was sent; 400 for anything else. */
export function bodyOf(req: Request): Record<string, unknown> {
  if (!isObject(req.body)) throw invalid('Send a JSON object as the request body.');
  return req.body;
}

/** A required text field of a studio call's body; 400 naming it when missing. */
export function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || !value) throw invalid(`"${field}" is required: send it as text.`, field);
  return value;
}

/** A positive whole number sent as text or number (a version, an id); 400 naming `field` otherwise. */
export function versionNumber(value: unknown, field = 'version'): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw invalid(`"${field}" must be a version number, like 3.`, field);
  return n;
}

export { isObject };
