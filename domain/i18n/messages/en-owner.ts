import owner from '../locales/en/owner.json' with { type: 'json' };

/** The English "owner" messages: a chunk of their own, loaded with the blocks that name them (block-namespaces.ts). */
export default owner;
