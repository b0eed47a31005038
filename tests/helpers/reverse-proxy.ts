import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReverseProxy {
  url: string;
  /** The address the proxy connects to the app from: the one `TRUST_PROXY` names. */
  readonly sourceAddress: string;
  /** Requests answered by each upstream, by its URL. */
  readonly answered: Map<string, number>;
  /** Requests no upstream could take (answered 502). */
  failed: number;
  close(): Promise<void>;
}

/**
 * The deployment's reverse proxy in miniature (`deploy/Caddyfile` on loopback): round robin
 * over the app processes, the next one tried when a process refuses the connection (as
 * during a rolling restart), and `X-Forwarded-For` set to the connecting client's address,
 * never passed on from the client. It listens on `127.0.0.1` and connects to the apps from
 * `sourceAddress`, so an app trusting only that address can tell the proxy from a client
 * that reaches it directly.
 */
export async function startReverseProxy(upstreams: string[], sourceAddress: string): Promise<ReverseProxy> {
  const answered = new Map(upstreams.map((upstream) => [upstream, 0]));
  let next = 0;
  const proxy: ReverseProxy = { url: '', sourceAddress, answered, failed: 0, close: async () => undefined };

  const forward = (req: IncomingMessage, body: Buffer, upstream: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const target = new URL(req.url ?? '/', upstream);
      const { connection: _connection, 'keep-alive': _keepAlive, ...passed } = req.headers;
      const headers = { ...passed, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http', 'x-forwarded-host': req.headers.host ?? '' };
      const outgoing = request(target, { method: req.method, headers, localAddress: sourceAddress, agent: false }, resolve);
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    // Each upstream at most once per request, starting from the next in turn.
    const start = next++;
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[(start + i) % upstreams.length]!;
      try {
        const answer = await forward(req, body, upstream);
        answered.set(upstream, (answered.get(upstream) ?? 0) + 1);
        const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        return;
      } catch {
        // Refused or reset: the process is stopping or not up yet; try the next one.
      }
    }
    proxy.failed += 1;
    res.writeHead(502, { 'content-type': 'text/plain' }).end('no app process answered');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return proxy;
}

/** A request from a chosen loopback address (the proxy sees it as that client), without following redirects. */
export function requestFrom(
  localAddress: string,
  url: string,
  { method = 'GET', headers = {}, json }: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  return new Promise((resolve, reject) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const outgoing = request(
      url,
      { method, localAddress, agent: false, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
