import cycletowork from '../locales/de/cycletowork.json' with { type: 'json' };

/** The German "cycletowork" messages: a chunk of their own, loaded with the blocks that name them (block-namespaces.ts). */
export default cycletowork;
