import common from '../locales/en/common.json' with { type: 'json' };
import shell from '../locales/en/shell.json' with { type: 'json' };
import blocks from '../locales/en/blocks.json' with { type: 'json' };
import countries from '../locales/en/countries.json' with { type: 'json' };
import finance from '../locales/en/finance.json' with { type: 'json' };
import catalog from '../locales/en/catalog.json' with { type: 'json' };
import cart from '../locales/en/cart.json' with { type: 'json' };
import reviews from '../locales/en/reviews.json' with { type: 'json' };

/** The English bundles every page may use, by namespace: one chunk in the browser, loaded by pages in English. The namespaces only some blocks use are chunks of their own (block-namespaces.ts). */
export default { common, shell, blocks, countries, finance, catalog, cart, reviews };
