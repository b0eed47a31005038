import type { Request } from 'express';

/** A request from a browser on this machine, straight to the server: a loopback peer and no proxy headers. */
export function isFromThisMachine(req: Request): boolean {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const loopback = peer === '::1' || peer.startsWith('127.');
  return loopback && !req.headers['x-forwarded-for'] && !req.headers['forwarded'] && !req.headers['via'];
}
