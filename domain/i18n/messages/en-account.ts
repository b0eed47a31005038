import account from '../locales/en/account.json' with { type: 'json' };

/** The English "account" messages: a chunk of their own, loaded with the blocks that name them (block-namespaces.ts). */
export default account;
