import cycletowork from '../locales/en/cycletowork.json' with { type: 'json' };

/** The English "cycletowork" messages: a chunk of their own, loaded with the blocks that name them (block-namespaces.ts). */
export default cycletowork;
