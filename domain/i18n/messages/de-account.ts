import account from '../locales/de/account.json' with { type: 'json' };

/** The German "account" messages: a chunk of their own, loaded with the blocks that name them (block-namespaces.ts). */
export default account;
