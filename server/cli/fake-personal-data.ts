import { createHash } from 'node:crypto';

/**
 * Personal data in recorded answers, replaced by fakes. The same real value always gets the
 * same fake (picked by its hash), so recording again gives the same fixture and the same pixels,
 * and two different addresses stay different.
 */
const FAKES: Record<string, string[]> = {
  firstname: ['Alex', 'Sam', 'Jordan', 'Robin', 'Charlie', 'Kim'],
  lastname: ['Taylor', 'Morgan', 'Fletcher', 'Hughes', 'Brennan', 'Walsh'],
  email: ['rider.one@example.com', 'rider.two@example.com', 'rider.three@example.com'],
  telephone: ['+44 20 7946 0018', '+44 161 496 0042', '+44 117 496 0077'],
  street: ['1 Example Street', '22 Sample Road', 'Flat 5', 'Unit 9, Test Works', '7 Fixture Lane'],
  city: ['Testbury', 'Sampleton', 'Mockford'],
  postcode: ['TE1 1ST', 'SA2 3MP', 'MO4 5CK'],
  company: ['Example Cycles Ltd', 'Sample Works plc'],
  dob: ['1990-01-01'],
};

/** Keys (lower case) that hold personal data → the kind of fake. */
const PERSONAL_KEYS: Record<string, keyof typeof FAKES> = {
  firstname: 'firstname',
  first_name: 'firstname',
  lastname: 'lastname',
  last_name: 'lastname',
  email: 'email',
  telephone: 'telephone',
  phone: 'telephone',
  street: 'street',
  city: 'city',
  postcode: 'postcode',
  postalcode: 'postcode',
  company: 'company',
  dob: 'dob',
  dateofbirth: 'dob',
};

function fakeFor(kind: keyof typeof FAKES, real: string): string {
  const choices = FAKES[kind] ?? [''];
  const index = createHash('sha256').update(`${kind}:${real}`).digest().readUInt32BE(0) % choices.length;
  return choices[index] ?? '';
}

/** Real value → fake, gathered from the personal fields of one recording. */
export type Replacements = Map<string, string>;

/** Finds the personal fields in `value` (any JSON) and notes a fake for each of their values. */
export function collectPersonalData(value: unknown, into: Replacements = new Map()): Replacements {
  if (Array.isArray(value)) for (const item of value) collectPersonalData(item, into);
  else if (value && typeof value === 'object')
    for (const [key, field] of Object.entries(value)) {
      const kind = PERSONAL_KEYS[key.toLowerCase()];
      const texts = kind ? (Array.isArray(field) ? field : [field]).filter((text): text is string => typeof text === 'string' && text.trim() !== '') : [];
      if (kind) for (const text of texts) into.set(text, fakeFor(kind, text));
      else collectPersonalData(field, into);
    }
  return into;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces every noted real value wherever it appears in `value`, inside longer texts too
 * ("Welcome back, Demo"), longest first. Values shorter than three characters are left alone.
 */
export function replacePersonalData<T>(value: T, replacements: Replacements): T {
  const reals = [...replacements.keys()].filter((real) => real.length >= 3).sort((a, b) => b.length - a.length);
  if (reals.length === 0) return value;
  const pattern = new RegExp(reals.map(escapeRegExp).join('|'), 'g');
  const swap = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replace(pattern, (real) => replacements.get(real) ?? real);
    if (Array.isArray(item)) return item.map(swap);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, swap(field)]));
    return item;
  };
  return swap(value) as T;
}
