import de from './messages/de.ts';
import en from './messages/en.ts';

/** Every bundle, by language and namespace. A test fails when the two languages differ in keys. */
export const resources = { en, de } as const;

export type Messages = (typeof resources)['en'];

export const NAMESPACES = Object.keys(resources.en) as (keyof Messages)[];
