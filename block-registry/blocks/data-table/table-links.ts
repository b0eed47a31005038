/** The address of a list with `changes` applied to its query; an empty value drops the parameter. */
export function listHref(path: string, query: Record<string, string>, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  const merged: Record<string, string | undefined> = { ...query, ...changes };
  for (const [key, value] of Object.entries(merged)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The sort link of a column: the other direction when it is the current sort, otherwise ascending; back to page 1. */
export function sortHref(path: string, query: Record<string, string>, key: string, current: { sort?: string | undefined; dir?: string | undefined }): string {
  const dir = current.sort === key && current.dir === 'asc' ? 'desc' : 'asc';
  return listHref(path, query, { sort: key, dir, page: undefined });
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
