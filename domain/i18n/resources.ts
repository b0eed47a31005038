import de from './messages/de.ts';
import en from './messages/en.ts';
import deAccount from './messages/de-account.ts';
import deCheckout from './messages/de-checkout.ts';
import deCycletowork from './messages/de-cycletowork.ts';
import enAccount from './messages/en-account.ts';
import enCheckout from './messages/en-checkout.ts';
import enCycletowork from './messages/en-cycletowork.ts';

/** Every bundle, by language and namespace. A test fails when the two languages differ in keys. */
export const resources = {
  en: { ...en, account: enAccount, checkout: enCheckout, cycletowork: enCycletowork },
  de: { ...de, account: deAccount, checkout: deCheckout, cycletowork: deCycletowork },
} as const;

export type Messages = (typeof resources)['en'];

export const NAMESPACES = Object.keys(resources.en) as (keyof Messages)[];
