import compression from 'compression';
import type { RequestHandler } from 'express';
import { constants } from 'node:zlib';

/** Below this many bytes compressing gains nothing: such answers go out as they are. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli or gzip by the request's Accept-Encoding (Brotli first), for every compressible
 * type: HTML, JSON, JavaScript, CSS, SVG. Each write is flushed through the compressor, so a
 * response written in parts still reaches the browser part by part; `Vary: Accept-Encoding`
 * tells caches the answer depends on it.
 */
export function compress(): RequestHandler {
  return compression({
    threshold: COMPRESS_FROM_BYTES,
    flush: constants.Z_SYNC_FLUSH,
    brotli: { flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
