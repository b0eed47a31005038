import { buildClient } from '../../server/build/build-client.ts';
import { ensureChromium } from './chromium.ts';

/** Once per run: build the client bundle the pages load, and make sure a browser is there. */
export default async function setup(): Promise<void> {
  const chromium = ensureChromium();
  process.env['CHROMIUM_PATH'] = chromium;
  await buildClient({ minify: false });
}
