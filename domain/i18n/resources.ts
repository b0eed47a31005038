import de from './messages/de.ts';
import en from './messages/en.ts';
import deAccount from './locales/de/account.json' with { type: 'json' };
import deCheckout from './locales/de/checkout.json' with { type: 'json' };
import deCycletowork from './locales/de/cycletowork.json' with { type: 'json' };
import enAccount from './locales/en/account.json' with { type: 'json' };
import enCheckout from './locales/en/checkout.json' with { type: 'json' };
import enCycletowork from './locales/en/cycletowork.json' with { type: 'json' };

/** Every bundle, by language and namespace. A test fails when the two languages differ in keys. */
export const resources = {
  en: { ...en, account: enAccount, checkout: enCheckout, cycletowork: enCycletowork },
  de: { ...de, account: deAccount, checkout: deCheckout, cycletowork: deCycletowork },
} as const;

export type Messages = (typeof resources)['en'];

export const NAMESPACES = Object.keys(resources.en) as (keyof Messages)[];
