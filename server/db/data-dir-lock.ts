import { hostname } from 'node:os';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The file a process holds in a PGlite data folder while it has the folder open. */
export const DATA_DIR_LOCK_FILE = 'storefront.lock';

interface LockOwner {
  pid: number;
  host: string;
}

/** Folders this process holds, so a lock file naming our own pid from an earlier life (PID 1 in a container) is known as stale. */
const held = new Set<string>();

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    owner: LockOwner,
  ) {
    const lockPath = join(dataDir, DATA_DIR_LOCK_FILE);
    const who = owner.host === hostname() ? `process ${owner.pid}` : `process ${owner.pid} on ${owner.host}`;
    super(
      `The PGlite data folder ${dataDir} is already in use by ${who}. PGlite serves one process only, and a second one would lose writes. ` +
        'Stop the other process, give this one its own DATA_DIR, or set DATABASE_URL to a PostgreSQL server to run several processes. ' +
        `If no process is using the folder any more, delete ${lockPath}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') return { pid: parsed.pid, host: parsed.host };
  } catch {
    /* unreadable or half-written: treated as held by an unknown process below */
  }
  return undefined;
}

/** A lock left by a process that is gone: same machine, and its pid is dead or is ours from an earlier run. */
function stale(owner: LockOwner, dir: string): boolean {
  if (owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return !held.has(dir);
  return !alive(owner.pid);
}

/**
 * Takes the data folder for this process, or throws `DataDirInUseError` naming the folder
 * and what to do. Returns the release function (also run when the process exits).
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const lockPath = join(dir, DATA_DIR_LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname() };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath) ?? { pid: 0, host: '(unknown)' };
      if (attempt > 0 || !stale(owner, dir)) throw new DataDirInUseError(dir, owner);
      unlinkSync(lockPath);
    }
  }
  held.add(dir);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(dir)) return;
    const owner = readOwner(lockPath);
    if (owner?.pid === me.pid && owner.host === me.host) unlinkSync(lockPath);
  };
  process.on('exit', release);
  return release;
}
