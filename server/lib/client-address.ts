import type { Request } from 'express';

/**
 * The shopper's address for rate limits: the socket's peer, or the forwarded address
 * only when TRUST_PROXY names the proxy (Express's `trust proxy` decides `req.ip`).
 * IPv6 clients are grouped by /64, the block one subscriber usually holds.
 */
export function clientAddress(req: Request): string {
  const ip = (req.ip ?? req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  if (!ip.includes(':')) return ip;
  const [head = ''] = ip.split('%');
  const groups = expandIpv6(head);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}

function expandIpv6(ip: string): string[] | undefined {
  const [left = '', right] = ip.split('::');
  const a = left ? left.split(':') : [];
  const b = right ? right.split(':') : [];
  const missing = 8 - a.length - b.length;
  if (missing < 0 || (right === undefined && missing !== 0)) return undefined;
  return [...a, ...Array<string>(missing).fill('0'), ...b].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}
