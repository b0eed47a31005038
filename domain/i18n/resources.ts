import deAccount from './locales/de/account.json' with { type: 'json' };
import deBlocks from './locales/de/blocks.json' with { type: 'json' };
import deBlog from './locales/de/blog.json' with { type: 'json' };
import deCart from './locales/de/cart.json' with { type: 'json' };
import enCart from './locales/en/cart.json' with { type: 'json' };
import deCheckout from './locales/de/checkout.json' with { type: 'json' };
import enCheckout from './locales/en/checkout.json' with { type: 'json' };
import deCatalog from './locales/de/catalog.json' with { type: 'json' };
import deCommon from './locales/de/common.json' with { type: 'json' };
import enAccount from './locales/en/account.json' with { type: 'json' };
import enCatalog from './locales/en/catalog.json' with { type: 'json' };
import deCountries from './locales/de/countries.json' with { type: 'json' };
import deCycleToWork from './locales/de/cycletowork.json' with { type: 'json' };
import deFinance from './locales/de/finance.json' with { type: 'json' };
import enBlocks from './locales/en/blocks.json' with { type: 'json' };
import enBlog from './locales/en/blog.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enShell from './locales/en/shell.json' with { type: 'json' };
import deShell from './locales/de/shell.json' with { type: 'json' };
import enCountries from './locales/en/countries.json' with { type: 'json' };
import enCycleToWork from './locales/en/cycletowork.json' with { type: 'json' };
import enFinance from './locales/en/finance.json' with { type: 'json' };
import enOwner from './locales/en/owner.json' with { type: 'json' };
import deOwner from './locales/de/owner.json' with { type: 'json' };
import enReviews from './locales/en/reviews.json' with { type: 'json' };
import deReviews from './locales/de/reviews.json' with { type: 'json' };

/** Every bundle, by language and namespace. A test fails when the two languages differ in keys. */
export const resources = {
  en: {
    common: enCommon,
    shell: enShell,
    account: enAccount,
    blocks: enBlocks,
    countries: enCountries,
    finance: enFinance,
    cycletowork: enCycleToWork,
    blog: enBlog,
    catalog: enCatalog,
    cart: enCart,
    checkout: enCheckout,
    owner: enOwner,
    reviews: enReviews,
  },
  de: {
    common: deCommon,
    shell: deShell,
    account: deAccount,
    blocks: deBlocks,
    countries: deCountries,
    finance: deFinance,
    cycletowork: deCycleToWork,
    blog: deBlog,
    catalog: deCatalog,
    cart: deCart,
    checkout: deCheckout,
    owner: deOwner,
    reviews: deReviews,
  },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
