import type { PageTree } from '../../schemas/generated/index.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../lib/logger.ts';
import type { SiteContext } from '../middleware/site-locale.ts';
import type { UrlInfo } from '../commerce/content/url-lookup.ts';
import type { StaffMember } from '../commerce/staff/staff.ts';
import type { ShopperLocation } from '../commerce/countries/shopper-location.ts';

/** What a page composer gets: the site and language, the path without its language prefix, and the services. */
export interface PageRequest {
  site: SiteContext;
  /** Path without language prefix, always ending with `/`. */
  path: string;
  query: URLSearchParams;
  db: Database;
  config: Config;
  log: Logger;
  /** The routing lookup's answer, for catch-all pages. */
  lookup?: UrlInfo;
  /** The redirect step's lookup of the same address, reused to find the composer. */
  urlInfo?: UrlInfo;
  /** Cookies of the request, for composers that personalise (consent, location). */
  cookies: Record<string, string | undefined>;
  /** True when the request came straight from this machine (no proxy): local tools such as the email sandbox. */
  fromThisMachine?: boolean;
  /** The shopper's country and currency (spec section 4); no country when none could be decided. */
  location?: ShopperLocation;
  /** The signed-in staff member on a studio page (the studio guard let them in for its area). */
  staff?: StaffMember;
  /** A signed-in staff member asked for the page's draft (`?preview=draft`). */
  draftPreview?: boolean;
}

/** A composed page before the shell and the title template are added. */
export type ComposedPage = Omit<PageTree, 'shell'>;

/** Builds the page tree for one page type; undefined means "not found". */
export type Composer = (req: PageRequest) => Promise<ComposedPage | undefined>;
