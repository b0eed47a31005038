import { ensureChromium } from '../../server/cli/chromium.ts';

/** Once per run: make sure a browser is there. */
export default async function setup(): Promise<void> {
  process.env['CHROMIUM_PATH'] = ensureChromium();
}
