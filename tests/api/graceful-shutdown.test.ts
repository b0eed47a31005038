import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { logLine, startServerProcess } from '../helpers/server-process.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The child logs "stopping" just before it closes the listener, so allow it a moment. */
async function refusedWithin(port: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await refused(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const TREE = JSON.stringify({
  schemaVersion: PAGE_SCHEMA_VERSION,
  pageType: 'cms-page',
  layout: 'default',
  locale: 'en',
  meta: { title: 'Finishing touches' },
  root: { type: 'heading', id: 'title', props: { text: 'Finishing touches', level: 1 } },
});

describe('stopping the server with SIGTERM', () => {
  test('finishes the request in flight, refuses new connections, closes the database and exits 0', { timeout: 180_000 }, async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    child = server.child;
    await server.listening;
    const { port, lines, exited } = server;
    // PGlite holds postmaster.pid in its folder while the database is open.
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(true);

    // A slow upload: the preview request sends its body only after SIGTERM. "Expect: 100-continue"
    // makes the server confirm it has the request before the signal, so it is in flight, not idle.
    const agent = new http.Agent({ keepAlive: true });
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/preview/',
      method: 'POST',
      agent,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Content-Length': Buffer.byteLength(TREE), Expect: '100-continue' },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
    request.flushHeaders();
    await new Promise<void>((resolve) => request.once('continue', () => resolve()));

    child.kill('SIGTERM');
    await logLine(lines, child.stdout!, 'stopping: finishing in-flight requests');
    expect(await refusedWithin(port, 5_000)).toBe(true);

    request.end(TREE);
    const answer = await response;
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { meta: { title: string } }).meta.title).toBe('Finishing touches | Northvale Cycles');

    expect(await exited).toBe(0);
    agent.destroy();
    const messages = lines.map((line) => line['msg']);
    expect(messages.indexOf('stopped')).toBeGreaterThan(messages.indexOf('stopping: finishing in-flight requests'));
    expect(messages).not.toContain('forced stop after 10 s');
    expect(existsSync(join(dataDir, 'postmaster.pid')), 'the database was closed').toBe(false);
  });
});
