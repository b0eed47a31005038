import { invalid } from '../../lib/errors.ts';

/** One page of a back-office list, sorted on the server: what the data table's links and forms send. */
export interface TableQuery<Sort extends string> {
  page: number;
  pageSize: number;
  sort: Sort;
  dir: 'asc' | 'desc';
}

export interface TablePage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export const TABLE_PAGE_SIZES = [10, 25, 50, 100] as const;
const MAX_PAGE = 100_000;

/** Reads `page`, `pageSize`, `sort` and `dir` from a list's query; a bad value is a 400 naming the allowed ones. */
export function readTableQuery<Sort extends string>(
  query: URLSearchParams,
  options: { sorts: readonly Sort[]; sort: Sort; dir: 'asc' | 'desc'; pageSize?: number },
): TableQuery<Sort> {
  const page = whole(query.get('page'), 'page', 1, MAX_PAGE) ?? 1;
  const pageSize = whole(query.get('pageSize'), 'pageSize', 1, 100) ?? options.pageSize ?? 25;
  if (!(TABLE_PAGE_SIZES as readonly number[]).includes(pageSize)) throw invalid(`"pageSize" must be one of ${TABLE_PAGE_SIZES.join(', ')}.`, 'pageSize');
  const sortText = query.get('sort') || options.sort;
  if (!(options.sorts as readonly string[]).includes(sortText))
    throw invalid(`"sort" must be one of ${options.sorts.map((s) => `"${s}"`).join(', ')} (got "${sortText}").`, 'sort');
  const dirText = query.get('dir') || options.dir;
  if (dirText !== 'asc' && dirText !== 'desc') throw invalid(`"dir" must be "asc" or "desc" (got "${dirText}").`, 'dir');
  return { page, pageSize, sort: sortText as Sort, dir: dirText };
}

function whole(text: string | null, field: string, min: number, max: number): number | undefined {
  if (text === null || text === '') return undefined;
  if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max)
    throw invalid(`"${field}" must be a whole number from ${min} to ${max} (got "${text}").`, field);
  return Number(text);
}

/** A text filter: trimmed, at most `max` characters; undefined when empty. */
export function textFilter(query: URLSearchParams, field: string, max = 120): string | undefined {
  const value = query.get(field)?.trim();
  if (!value) return undefined;
  if (value.length > max) throw invalid(`"${field}" is too long: at most ${max} characters.`, field);
  return value;
}

/** A filter with a fixed set of values; undefined when empty, 400 naming the allowed values otherwise. */
export function choiceFilter<T extends string>(query: URLSearchParams, field: string, allowed: readonly T[]): T | undefined {
  const value = query.get(field)?.trim();
  if (!value) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw invalid(`"${field}" must be one of ${allowed.map((a) => `"${a}"`).join(', ')} (got "${value}").`, field);
  return value as T;
}

/** A date filter `YYYY-MM-DD`; undefined when empty. */
export function dateFilter(query: URLSearchParams, field: string): string | undefined {
  const value = query.get(field)?.trim();
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw invalid(`"${field}" must be a date like 2026-05-31 (got "${value}").`, field);
  return value;
}

/** `limit … offset …` of a page. */
export function pageWindow(query: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}
