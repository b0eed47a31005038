/**
 * A value frozen through its plain objects and arrays, for data kept and handed to many callers
 * who only read it: a write to any part of it throws. Anything else (a date, bytes) is left as it
 * is, and a part already frozen is not walked again.
 */
export function frozen<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return value;
  for (const field of Object.values(value)) frozen(field);
  return Object.freeze(value);
}
