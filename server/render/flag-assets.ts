import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The 4:3 SVG flags of the flag-icons package, served at /assets/flags/{code}.svg. */
export const FLAGS_DIR = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
