import type { Shell } from '../../schemas/generated/index.ts';
import { popularSearches } from '../commerce/catalog/popular-searches.ts';
import { menuEntries, socialLinks } from '../commerce/content/menus.ts';
import type { PageRequest } from './types.ts';

const TTL_MS = 60_000;
const cache = new Map<string, { at: number; shell: Shell }>();

/** Menus and social links around every page; cached briefly, and a failed menu read gives an empty menu. */
export async function composeShell(req: PageRequest, options: { showGoInStore: boolean }): Promise<Shell> {
  const key = `${req.site.variant}:${req.site.locale}:${options.showGoInStore}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.shell;
  const safe = <T>(work: Promise<T[]>, what: string) =>
    work.catch((error: unknown) => {
      req.log.warn('menu read failed', { what, err: error });
      return [] as T[];
    });
  const [mainMenu, footerMenu, social] = await Promise.all([
    safe(menuEntries(req.db, 'main', req.site.locale), 'main-menu'),
    safe(menuEntries(req.db, 'footer', req.site.locale), 'footer-menu'),
    safe(socialLinks(req.db), 'social-links'),
  ]);
  const shell: Shell = {
    site: { name: req.config.siteName, variant: req.site.variant, defaultLocale: req.site.defaultLocale, showGoInStore: options.showGoInStore },
    mainMenu: mainMenu.map((entry) => ({ ...entry, url: localise(entry.url, req) })),
    footerMenu: footerMenu.map((entry) => ({ ...entry, url: localise(entry.url, req) })),
    socialLinks: social,
    popularSearches: popularSearches(req.site.locale),
  };
  cache.set(key, { at: Date.now(), shell });
  return shell;
}

function localise(url: string, req: PageRequest): string {
  return url.startsWith('/') ? `${req.site.prefix}${url}` : url;
}

export function clearShellCache(): void {
  cache.clear();
}
