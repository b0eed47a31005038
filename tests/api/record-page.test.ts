import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RecordError, recordingName, recordPage } from '../../server/cli/record-page.ts';
import { checkPageFile } from '../../server/cli/validate-pages.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
const outDir = mkdtempSync(join(tmpdir(), 'recorded-pages-'));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('npm run pages:record', () => {
  test('the live tree of a path is saved with $schema first, and it passes pages:validate', async () => {
    const recording = await recordPage({ target: '/de/blog/dark-peak-gravel-loop/', server: server.url, outDir });
    expect(recording.name).toBe('de-blog-dark-peak-gravel-loop');
    expect(recording.replaced).toBe(false);
    const text = readFileSync(recording.file, 'utf8');
    const saved = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(saved)[0]).toBe('$schema');
    expect(saved['pageType']).toBe('blog-post');
    expect(saved['locale']).toBe('de');
    expect(saved['shell']).toBeUndefined();
    expect((saved['meta'] as { title: string }).title).toBe('Eine 68-km-Gravelrunde durch den Dark Peak');
    expect(text).toContain('Eine 68-km-Gravelrunde durch den Dark Peak');
    expect(checkPageFile(recording.file).problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  test('a full URL and a chosen name work, and recording again replaces the file', async () => {
    await recordPage({ target: `${server.url}/blog/`, name: 'journal', outDir });
    const again = await recordPage({ target: `${server.url}/blog/`, name: 'journal', outDir });
    expect(again.replaced).toBe(true);
    expect(again.tree.pageType).toBe('blog');
  });

  test('names come from the path and query', () => {
    expect(recordingName(new URL('http://x/de/blog/?page=2'))).toBe('de-blog-page-2');
    expect(recordingName(new URL('http://x/'))).toBe('home');
  });

  test('a moved URL is refused with the address to record instead', async () => {
    await expect(recordPage({ target: '/delivery-information/', server: server.url, outDir })).rejects.toThrow(
      'redirects to /delivery/; record that address instead',
    );
  });

  test('a bad name and an unreachable server give messages a person can act on', async () => {
    await expect(recordPage({ target: '/blog/', server: server.url, name: 'My Page', outDir })).rejects.toThrow(RecordError);
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    await expect(recordPage({ target: '/blog/', server: `http://127.0.0.1:${port}`, outDir })).rejects.toThrow(
      `Could not reach http://127.0.0.1:${port}. Is the store running?`,
    );
  });

  test('without --server the command records from the port the store runs on (PORT)', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/record-page.ts', '/blog/'], {
      encoding: 'utf8',
      env: { ...process.env, PORT: String(port), RECORD_SERVER: '' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Could not reach http://localhost:${port}.`);
  });

  test('without a page the command explains how to call it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/record-page.ts'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Example: npm run pages:record -- /blog/');
  });
});
