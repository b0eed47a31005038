import common from '../locales/de/common.json' with { type: 'json' };
import shell from '../locales/de/shell.json' with { type: 'json' };
import blocks from '../locales/de/blocks.json' with { type: 'json' };
import countries from '../locales/de/countries.json' with { type: 'json' };
import finance from '../locales/de/finance.json' with { type: 'json' };
import catalog from '../locales/de/catalog.json' with { type: 'json' };
import cart from '../locales/de/cart.json' with { type: 'json' };
import reviews from '../locales/de/reviews.json' with { type: 'json' };

/** The German bundles every page may use, by namespace: one chunk in the browser, loaded by pages in German. The namespaces only some blocks use are chunks of their own (block-namespaces.ts). */
export default { common, shell, blocks, countries, finance, catalog, cart, reviews };
