import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const folder = () => {
  dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  return dir;
};
const lockFile = () => join(dir, DATA_DIR_LOCK_FILE);

describe('lockDataDir', () => {
  test('a folder is held once: a second lock is refused until the first is released', () => {
    const release = lockDataDir(folder());
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(dir)();
  });

  test('a live process on this machine keeps the folder, and the message says what to do', () => {
    writeFileSync(join(folder(), DATA_DIR_LOCK_FILE), JSON.stringify({ pid: process.ppid, host: hostname() }));
    expect(() => lockDataDir(dir)).toThrow(
      `The PGlite data folder ${dir} is already in use by process ${process.ppid}. PGlite serves one process only, and a second one would lose writes. ` +
        'Stop the other process, give this one its own DATA_DIR, or set DATABASE_URL to a PostgreSQL server to run several processes. ' +
        `If no process is using the folder any more, delete ${lockFile()}.`,
    );
  });

  test('a lock left by a process that has ended is taken over', () => {
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(folder(), DATA_DIR_LOCK_FILE), JSON.stringify({ pid: ended, host: hostname() }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  test('a lock naming this process from an earlier run (PID 1 in a restarted container) is taken over', () => {
    writeFileSync(join(folder(), DATA_DIR_LOCK_FILE), JSON.stringify({ pid: process.pid, host: hostname() }));
    lockDataDir(dir)();
  });

  test('a lock from another machine (a shared volume) is refused: its process cannot be checked', () => {
    writeFileSync(join(folder(), DATA_DIR_LOCK_FILE), JSON.stringify({ pid: 1, host: 'another-host' }));
    expect(() => lockDataDir(dir)).toThrow(`already in use by process 1 on another-host`);
  });
});
