import { isIPv6, type Socket } from 'node:net';

/**
 * `path` on this server's own listening socket: where a sandbox posts its signed deliveries when no
 * address is configured. Never the request's Host, which the shopper's browser (or anyone) writes.
 */
export function ownAddress(socket: Socket, path: string): string {
  const local = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${isIPv6(local) ? `[${local}]` : local}:${socket.localPort}${path}`;
}
