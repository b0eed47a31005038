import owner from '../locales/de/owner.json' with { type: 'json' };

/** The German "owner" messages: a chunk of their own, loaded with the blocks that name them (block-namespaces.ts). */
export default owner;
