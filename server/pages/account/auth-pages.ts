import { tFor } from '../../../domain/i18n/index.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { node } from '../node.ts';
import { PAGE_SCHEMA_VERSION } from '../../../schemas/page-version.ts';

export type AuthForm = 'login' | 'register' | 'reset-password';

const TITLE_KEYS: Record<AuthForm, string> = { login: 'login.title', register: 'register.title', 'reset-password': 'reset.title' };

/** Login, registration and password reset: one form block each; the browser reads `redirect` and `token` from the URL. */
export function authPageComposer(form: AuthForm) {
  return async (req: PageRequest): Promise<ComposedPage> => ({
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'auth',
    layout: 'default',
    locale: req.site.locale,
    meta: { title: tFor(req.site.locale, 'account')(TITLE_KEYS[form]), robots: 'noindex' },
    root: node('stack', 'auth', { width: 'narrow' }, [node(`auth-${form}`, `auth-${form}`, {})]),
  });
}
