import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import { stylesheetIds } from '../../domain/stylesheets.ts';

/** At most this many stylesheets in one, each once: a page needs its blocks' few. */
const MOST = 64;
/** How many combinations are kept, compressed (about 24 KB each); the pages of a store share a few dozen. */
const KEPT = 64;

interface Combined {
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Sends a page's stylesheets as one file (`/assets/css/CORE.A.B.css`, domain/stylesheets.ts): the build's files named
 * by the ids, in the order given, compressed once per combination and kept. The ids are the
 * files' content hashes, so the answer never changes under its address and is cached for a year.
 * A file from the build before stays on disk (server/build/build-client.ts), so a page rendered by it still
 * gets its styles; an id of no file is a 404.
 */
export function combinedStylesheets(assetsDir: string): RequestHandler {
  const kept = new Map<string, Promise<Combined | undefined>>();
  const combine = async (ids: string[]): Promise<Combined | undefined> => {
    const parts = await Promise.all(ids.map((id) => readFile(join(assetsDir, `css-${id}.css`)).catch(() => undefined)));
    if (parts.some((part) => part === undefined)) return undefined;
    const body = Buffer.concat((parts as Buffer[]).flatMap((part) => [part, Buffer.from('\n')]));
    return {
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      // Quality 6: 2 % larger than 9 for a page's 60–70 KB, in a tenth of the time (about 1 ms), so a
      // stream of made-up combinations costs no more than as many fresh pages.
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip: gzipSync(body, { level: 9 }),
    };
  };
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const ids = stylesheetIds(req.originalUrl.split('?')[0] as string);
    if (!ids || ids.length > MOST || new Set(ids).size !== ids.length) return next();
    const key = ids.join('.');
    let combined = kept.get(key);
    if (!combined) {
      combined = combine(ids);
      kept.set(key, combined);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    }
    const sheet = await combined;
    if (!sheet) {
      kept.delete(key);
      return next();
    }
    res.setHeader('Content-Type', 'text/css; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', sheet.etag);
    res.vary('Accept-Encoding');
    if (req.fresh) return void res.status(304).end();
    // Brotli where the browser takes it: browsers list gzip first without ranking them.
    const encoding = (['br', 'gzip'] as const).find((candidate) => req.acceptsEncodings(candidate) === candidate);
    // A client that takes neither (rare: every browser takes gzip) gets the gzip copy unpacked.
    const body = encoding === 'br' ? sheet.br : encoding === 'gzip' ? sheet.gzip : gunzipSync(sheet.gzip);
    if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
