import compression from 'compression';
import type { RequestHandler } from 'express';
import { constants } from 'node:zlib';

/**
 * Brotli or gzip by the request's Accept-Encoding (Brotli first), for every compressible
 * type: HTML, JSON, JavaScript, CSS, SVG. Each write is flushed through the compressor, so a
 * response written in parts still reaches the browser part by part; `Vary: Accept-Encoding`
 * tells caches the answer depends on it.
 */
export function compress(): RequestHandler {
  return compression({
    threshold: 1024,
    flush: constants.Z_SYNC_FLUSH,
    brotli: { flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
