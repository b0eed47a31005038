import type { Language } from '../languages.ts';

/**
 * The namespaces only some blocks use (the account's, the checkout's, the cycle-to-work quote's,
 * a bike owner's, the journal's):
 * each is a chunk of its own per language, loaded with the blocks that name it in the registry
 * (`messages`), so the pages most shoppers open do not carry them. The build fails when a block
 * uses one it does not name, or the shell uses one at all (server/build/message-namespaces.ts).
 */
export const BLOCK_NAMESPACES = ['account', 'checkout', 'cycletowork', 'owner', 'blog'] as const;
export type BlockNamespace = (typeof BLOCK_NAMESPACES)[number];

type Bundle = { default: Record<string, unknown> };

export const blockNamespaceLoaders: Record<Language, Record<BlockNamespace, () => Promise<Bundle>>> = {
  en: {
    account: () => import('./en-account.ts'),
    checkout: () => import('./en-checkout.ts'),
    cycletowork: () => import('./en-cycletowork.ts'),
    owner: () => import('./en-owner.ts'),
    blog: () => import('./en-blog.ts'),
  },
  de: {
    account: () => import('./de-account.ts'),
    checkout: () => import('./de-checkout.ts'),
    cycletowork: () => import('./de-cycletowork.ts'),
    owner: () => import('./de-owner.ts'),
    blog: () => import('./de-blog.ts'),
  },
};
