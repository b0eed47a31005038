/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { MenuEntry } from '../entities/menu-entry.ts';
import type { SocialLink } from '../entities/social-link.ts';

/**
 * Data of the app shell around the page: menus and social links, resolved on the server for first paint.
 */
export interface Shell {
  site: {
    name: string;
    variant: 'default' | 'de_de_de';
    defaultLocale: 'en' | 'de';
    showGoInStore: boolean;
  };
  mainMenu: MenuEntry[];
  footerMenu: MenuEntry[];
  socialLinks: SocialLink[];
  /**
   * Searches the header's search box offers before anything is typed, in the page's language (server/commerce/catalog/popular-searches.json)
   *
   * @maxItems 8
   */
  popularSearches?: string[];
  /**
   * The shopper's country and the currency prices show in (spec section 4); absent when no country could be decided.
   */
  location?: {
    /**
     * ISO 3166 alpha-2
     */
    code: string;
    /**
     * In the page's language
     */
    name: string;
    /**
     * ISO 4217
     */
    currency: string;
    currencySign: string;
    /**
     * BCP 47 locale for formatting money, e.g. de-DE
     */
    locale: string;
    /**
     * Path of the flag image
     */
    flag: string;
    /**
     * Units of the currency for one pound, for prices the browser converts (the cart); absent when prices show in pounds
     */
    rate?: string;
    /**
     * The retailer shows catalogue prices in this currency rounded to whole units (ROUNDED_PRICE_CURRENCIES); what is charged is never rounded
     */
    roundPrices?: boolean;
  };
  /**
   * How the browser asks for cookie consent (spec sections 1, 4, 6 and 7): it obtains the visitor's IP from publicIpUrl, asks POST /nuxt/api/check-store-ip, and only off a store IP shows the banner or loads the consent manager.
   */
  consent?: {
    /**
     * The public-IP service the browser asks (answers JSON with an ip field)
     */
    publicIpUrl: string;
    /**
     * A consent manager's script replacing the store's banner; absent when not configured.
     */
    manager?: {
      src: string;
      configId: string;
    };
    /**
     * The marketing snippet, started after marketing consent; absent when not configured.
     */
    marketing?: {
      src: string;
      token: string;
    };
  };
  /**
   * Consumer finance settings from configuration (spec sections 4, 5, 7 and 9); finance shows only when enabled and the shopper's country is GB.
   */
  finance?: {
    /**
     * The finance flag
     */
    enabled: boolean;
    /**
     * The finance help centre
     */
    helpCentreUrl: string;
    /**
     * The provider's calculator script, loaded asynchronously; absent when not configured.
     */
    calculatorScript?: {
      src: string;
      retailerId: string;
      retailerGuid: string;
    };
  };
}
