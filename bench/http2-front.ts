import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A key and a certificate for 127.0.0.1 and localhost, valid for a day, trusted by nothing. */
export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

/** Makes a self-signed certificate with the machine's `openssl`. */
export function selfSignedCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', key, '-out', cert], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    throw new Error(`A certificate for the HTTP/2 front needs openssl (apt-get install openssl): ${(error as Error).message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers of one hop only (RFC 9110 section 7.6.1), which a proxy does not pass on; HTTP/2 forbids them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings']);

function forwarded(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(headers).filter(
      (entry): entry is [string, string | string[]] => entry[1] !== undefined && !entry[0].startsWith(':') && !HOP_BY_HOP.has(entry[0]),
    ),
  );
}

/**
 * An HTTPS front speaking HTTP/2 for a server on loopback, as deploy/Caddyfile puts Caddy in
 * front of the store: a browser fetches everything of an origin over one connection, its
 * requests multiplexed, instead of opening up to six HTTP/1.1 connections, each with its own
 * handshake and slow start. Requests and answers pass through unchanged (the store compresses
 * its own).
 */
export async function startHttp2Front(targetPort: number, certificate: Certificate): Promise<{ port: number; close: () => Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...certificate, allowHTTP1: true }, (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const headers = { ...forwarded(req.headers), host: String(req.headers[':authority'] ?? req.headers.host ?? `127.0.0.1:${targetPort}`) };
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`The HTTP/2 front could not reach the store: ${error.message}`);
    });
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
