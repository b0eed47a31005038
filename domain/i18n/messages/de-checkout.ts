import checkout from '../locales/de/checkout.json' with { type: 'json' };

/** The German "checkout" messages: a chunk of their own, loaded with the blocks that name them (block-namespaces.ts). */
export default checkout;
