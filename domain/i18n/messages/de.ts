import common from '../locales/de/common.json' with { type: 'json' };
import shell from '../locales/de/shell.json' with { type: 'json' };
import account from '../locales/de/account.json' with { type: 'json' };
import blocks from '../locales/de/blocks.json' with { type: 'json' };
import countries from '../locales/de/countries.json' with { type: 'json' };
import finance from '../locales/de/finance.json' with { type: 'json' };
import cycletowork from '../locales/de/cycletowork.json' with { type: 'json' };
import blog from '../locales/de/blog.json' with { type: 'json' };
import catalog from '../locales/de/catalog.json' with { type: 'json' };
import cart from '../locales/de/cart.json' with { type: 'json' };
import checkout from '../locales/de/checkout.json' with { type: 'json' };
import owner from '../locales/de/owner.json' with { type: 'json' };
import reviews from '../locales/de/reviews.json' with { type: 'json' };

/** Every German bundle, by namespace: one chunk in the browser, loaded by pages in German. */
export default { common, shell, account, blocks, countries, finance, cycletowork, blog, catalog, cart, checkout, owner, reviews };
