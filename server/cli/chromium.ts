import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags for Debian's Chromium as root in a closed network (browser tests, replays and recordings). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

export function findChromium(): string | undefined {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

/** Finds Chromium, or installs Debian's package when running as root with apt-get. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) throw new Error('Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
  console.log('Installing Debian chromium for the browser tests…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const installed = findChromium();
  if (!installed) throw new Error('Installing chromium did not provide /usr/bin/chromium');
  return installed;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH (the e2e global setup installs it).');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * Watches a page's requests from now on; `quiet()` waits until none has been open for `quietMs`.
 * Unlike Playwright's networkidle it outlasts chains (who is signed in, then their orders).
 */
export function watchNetwork(page: Page) {
  let pending = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    pending += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    pending -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    async quiet(quietMs = 1000, timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && (pending > 0 || Date.now() - lastActivity < quietMs)) await page.waitForTimeout(100);
    },
  };
}
