import type { PageTree } from '../../schemas/generated/index.ts';
import type { StaffRole } from '../../domain/staff/staff-areas.ts';
import type { Problem } from './problems.ts';

/** The studio API's answers (docs: the studio HTTP contract), as the browser reads them. */
export interface Staff {
  email: string;
  name: string;
  role: StaffRole;
}

export type PageState = 'published' | 'draft-ahead' | 'never-published';

export interface PageSummary {
  slug: string;
  locale: 'en' | 'de';
  title: string;
  state: PageState;
  revision: string;
  publishedVersion: number | null;
  updatedAt: string;
  updatedBy: string;
}

export interface PageDetail {
  slug: string;
  locale: 'en' | 'de';
  state: PageState;
  draft: { document: PageTree; revision: string; savedAt: string; savedBy: string };
  published: { document: PageTree; version: number; publishedAt: string; publishedBy: string } | null;
}

export interface VersionSummary {
  version: number;
  publishedAt: string;
  publishedBy: string;
}

export interface Answer<T> {
  status: number;
  ok: boolean;
  body: T & { message?: string; problems?: Problem[] };
}

interface StudioCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  /** A file sent as it is (an uploaded photograph), with its own type. */
  file?: Blob;
  ifMatch?: string;
  signal?: AbortSignal;
}

/** One call to the studio API, whatever its status; the body is `{}` when it was not JSON. A network failure answers status 0. */
export async function studioCall<T>(path: string, { method = 'GET', json, file, ifMatch, signal }: StudioCall = {}): Promise<Answer<T>> {
  try {
    const response = await fetch(`/studio/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(file ? { 'Content-Type': file.type || 'application/octet-stream' } : {}),
        ...(ifMatch ? { 'If-Match': `"${ifMatch}"` } : {}),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      ...(file ? { body: file } : {}),
      ...(signal ? { signal } : {}),
    });
    const body = (await response.json().catch(() => ({}))) as Answer<T>['body'];
    return { status: response.status, ok: response.ok, body };
  } catch (failure) {
    if (failure instanceof DOMException && failure.name === 'AbortError') throw failure;
    return { status: 0, ok: false, body: { message: 'The store cannot be reached. Check the connection and try again.' } as Answer<T>['body'] };
  }
}

/** The Content-Type a file goes up with: CSV or JSON by its name's ending, else what the browser says (the server refuses other types). */
export function fileType(file: Pick<File, 'name' | 'type'>): string {
  if (/\.csv$/i.test(file.name)) return 'text/csv';
  if (/\.json$/i.test(file.name)) return 'application/json';
  return file.type || 'application/octet-stream';
}

/** Sends a file as the body of a studio call (`?file=` names it), whatever the status; like `studioCall` otherwise. */
export async function studioUpload<T>(path: string, file: File): Promise<Answer<T>> {
  try {
    const response = await fetch(`/studio/api${path}?file=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': fileType(file) },
      body: file,
    });
    const body = (await response.json().catch(() => ({}))) as Answer<T>['body'];
    return { status: response.status, ok: response.ok, body };
  } catch {
    return { status: 0, ok: false, body: { message: 'The store cannot be reached. Check the connection and try again.' } as Answer<T>['body'] };
  }
}

/** The page rendered by the real renderer, as HTML for an iframe. */
export async function previewHtml(document: PageTree, locale: string, slug: string, signal: AbortSignal): Promise<string> {
  const response = await fetch('/studio/api/preview', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'text/html' },
    body: JSON.stringify({ document, locale, slug }),
    signal,
  });
  const html = await response.text();
  if (!response.ok) throw new Error(html || `The preview failed (${response.status}).`);
  return html;
}

/** The message of a failed answer, in words a person can act on. */
export function failureText(answer: Answer<unknown>, fallback: string): string {
  if (answer.status === 401) return 'Your session has ended. Sign in again to go on.';
  if (answer.status === 403) return 'Your account may not do this. Ask an admin for the editor role.';
  return answer.body.message || fallback;
}

export const STUDIO_LOGIN = '/studio/login/';

export function loginUrl(next: string): string {
  return `${STUDIO_LOGIN}?next=${encodeURIComponent(next)}`;
}

/** The path after sign-in: a local studio path only, never another site. */
export function safeNext(next: string | null): string {
  return next?.startsWith('/studio/') && !next.startsWith('/studio/login/') && !next.includes('\\') ? next : '/studio/';
}

/** A page's address on the store: the language prefix (none for the default language), `/` for the home page. */
export function pagePath(locale: string, slug: string, defaultLocale = 'en'): string {
  return `${locale === defaultLocale ? '' : `/${locale}`}${slug === 'home' ? '/' : `/${slug}/`}`;
}
