import checkout from '../locales/en/checkout.json' with { type: 'json' };

/** The English "checkout" messages: a chunk of their own, loaded with the blocks that name them (block-namespaces.ts). */
export default checkout;
