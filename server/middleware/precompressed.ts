import type { RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

/** What the client build writes beside each compressible file, best first (server/build/precompress.ts). */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the build's compressed copy of a file below `dir` (`x.js.br`, `x.js.gz`) to a browser
 * that accepts its encoding, so no script or stylesheet is compressed per request, and each is
 * compressed harder than a request could wait for. Anything else falls through to the static
 * files, compressed on the fly where worth it.
 */
export function precompressedFiles(dir: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
  const root = resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = resolve(join(root, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!path.startsWith(root + sep)) return next();
    // The best copy the browser accepts at all: browsers list gzip first ("gzip, deflate, br, zstd")
    // without ranking them, and Brotli is the smaller.
    const copy = COPIES.find((candidate) => req.acceptsEncodings(candidate.encoding) === candidate.encoding);
    if (!copy || !existsSync(path + copy.suffix)) return next();
    res.setHeader('Content-Encoding', copy.encoding);
    res.vary('Accept-Encoding');
    res.type(extname(path));
    res.sendFile(path + copy.suffix, { ...options, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
