/** The client build's entry points, and the module that lists the blocks: what build-client.ts and stylesheets.ts start from. */

/** The entry: it hydrates the page and starts the app (renderer/client/start.tsx). */
export const ENTRY = 'renderer/client/entry.tsx';
/** The page's one script tag: the consent step, then the entry once what a shopper sees first is painted (boot.ts). */
export const BOOT = 'renderer/client/boot.ts';
/** The libraries the boot script evaluates before the entry, a task earlier (libraries.ts). */
export const LIBRARIES = 'renderer/client/libraries.ts';
/** A worker the boot script starts on pages that format numbers, to load ICU's number data off the main thread. */
export const NUMBER_WARM_UP = 'renderer/client/number-warm-up.ts';
/** The list of blocks, whose imports of block components belong to the blocks (splitStyles). */
export const REGISTRY = 'block-registry/index.ts';
