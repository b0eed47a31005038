import { LATEST_BUILD_PATH, RELOAD_GUARD_MS } from '../../domain/build-check.ts';
import { requestJson } from '../kit/http-client.ts';

/* The browser's side of the stale-build check (domain/build-check.ts): polling and the reload guard. */

const POLL_MS = 5 * 60_000;

let running: string | undefined;
let stale = false;

export function startBuildCheck(build: string): void {
  running = build;
  setInterval(() => void pollLatestBuild(), POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void pollLatestBuild();
  });
}

async function pollLatestBuild(): Promise<void> {
  try {
    const { ok, body } = await requestJson<{ id: string }>(LATEST_BUILD_PATH, { cache: 'no-store' });
    if (ok) noteServerBuild(body.id ?? null);
  } catch {
    // Offline or the server restarting: the next poll or page tree tells.
  }
}

/** Compares a build the server named with the one this page runs. */
export function noteServerBuild(build: string | null): void {
  if (build && running && build !== running) stale = true;
}

export const isStaleBuild = (): boolean => stale;

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** True at most once per path in 10 s; without session storage, never (no guard, no reload). */
export function mayReload(path: string, now = Date.now(), storage: GuardStorage | undefined = sessionStorageOrNothing()): boolean {
  if (!storage) return false;
  const key = `reload-guard:${path}`;
  try {
    if (now - Number(storage.getItem(key) ?? 0) < RELOAD_GUARD_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStorageOrNothing(): GuardStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
