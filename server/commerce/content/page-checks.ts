import { checkPageText } from '../../cli/page-problems.ts';
import { DomainError, invalid } from '../../lib/errors.ts';
import { CURRENT_SCHEMA_VERSION, UnreadableVersion, upgradeDocument } from './migrations/index.ts';

/** What a stored page must be: a language of the store, an address of the right form, a document without problems. */

export type Locale = 'en' | 'de';
export const LOCALES: readonly Locale[] = ['en', 'de'];

/** One thing wrong with a document: where (JSON Pointer), what to do about it, and which check failed. */
export interface DocumentProblem {
  path: string;
  message: string;
  keyword: string;
}

/** A document that cannot be published, with every problem. */
export class InvalidDocument extends DomainError {
  constructor(readonly problems: DocumentProblem[]) {
    super('invalid_data', `This page cannot be published: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix first.`);
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function checkLocale(value: unknown): Locale {
  if (value === 'en' || value === 'de') return value;
  throw invalid(`The language must be "en" or "de" (got ${JSON.stringify(value)}).`, 'locale');
}

export function checkSlug(value: unknown): string {
  if (typeof value === 'string' && value.length <= 100 && SLUG.test(value)) return value;
  throw invalid('The page address must be lower-case letters, digits and single hyphens, like "spring-sale" (at most 100 characters).', 'slug');
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every problem of a page document, checked as `npm run pages:validate` checks a file: the page
 * schema, each block's schema (the same ajv registry), unique ids, and the page's language.
 */
export function documentProblems(document: unknown, locale: Locale): DocumentProblem[] {
  if (!isObject(document))
    return [{ path: '/', message: 'The document must be a JSON object with schemaVersion, pageType, layout, locale, meta and root.', keyword: 'type' }];
  let upgraded: Record<string, unknown>;
  try {
    upgraded = upgradeDocument(document);
  } catch (error) {
    if (error instanceof UnreadableVersion) return [{ path: '/schemaVersion', message: error.message, keyword: 'schemaVersion' }];
    throw error;
  }
  const problems: DocumentProblem[] = checkPageText(JSON.stringify(upgraded, null, 2))
    .filter((problem) => problem.severity === 'error')
    .map((problem) => ({ path: problem.path || '/', message: problem.message, keyword: problem.keyword ?? 'schema' }));
  if (!('schemaVersion' in document))
    problems.unshift({
      path: '/schemaVersion',
      message: `"schemaVersion" is missing: add "schemaVersion": ${CURRENT_SCHEMA_VERSION}, the version of the page format the document is written in.`,
      keyword: 'required',
    });
  if (typeof upgraded['locale'] === 'string' && upgraded['locale'] !== locale)
    problems.push({
      path: '/locale',
      message: `"locale" is "${upgraded['locale']}", but this is the ${locale} page; set it to "${locale}".`,
      keyword: 'const',
    });
  return problems;
}

/**
 * The document upgraded to the current schemaVersion; 400 when its version cannot be read (it could
 * never be loaded again). One without a version is kept as sent, so its reported problem stays until fixed.
 */
export function readableDocument(document: Record<string, unknown>): Record<string, unknown> {
  if (!('schemaVersion' in document)) return document;
  try {
    return upgradeDocument(document);
  } catch (error) {
    if (error instanceof UnreadableVersion) throw invalid(error.message, 'schemaVersion');
    throw error;
  }
}
