import de from './messages/de.ts';
import en from './messages/en.ts';
import deAccount from './messages/de-account.ts';
import deCheckout from './messages/de-checkout.ts';
import deCycletowork from './messages/de-cycletowork.ts';
import enAccount from './messages/en-account.ts';
import enCheckout from './messages/en-checkout.ts';
import enCycletowork from './messages/en-cycletowork.ts';
import enOwner from './messages/en-owner.ts';
import enBlog from './messages/en-blog.ts';
import deOwner from './messages/de-owner.ts';
import deBlog from './messages/de-blog.ts';

/** Every bundle, by language and namespace. A test fails when the two languages differ in keys. */
export const resources = {
  en: { ...en, account: enAccount, checkout: enCheckout, cycletowork: enCycletowork, owner: enOwner, blog: enBlog },
  de: { ...de, account: deAccount, checkout: deCheckout, cycletowork: deCycletowork, owner: deOwner, blog: deBlog },
} as const;

export type Messages = (typeof resources)['en'];

export const NAMESPACES = Object.keys(resources.en) as (keyof Messages)[];
