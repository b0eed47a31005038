import type { StaffMember } from './commerce/staff/staff.ts';
import type { ShopperLocation } from './commerce/countries/shopper-location.ts';
import type { Logger } from './lib/logger.ts';
import type { UrlInfo } from './commerce/content/url-lookup.ts';
import type { SiteContext } from './middleware/site-locale.ts';

declare global {
  namespace Express {
    interface Request {
      id: string;
      log: Logger;
      site: SiteContext;
      /** The shopper's country, decided for page requests (spec section 4). */
      location?: ShopperLocation;
      /** The routing lookup's answer for the page's address, when the redirect step asked it. */
      urlInfo?: UrlInfo;
      /** The signed-in staff member, decided for studio pages. */
      staff?: StaffMember;
    }
  }
}
