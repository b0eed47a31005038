import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESS_FROM_BYTES } from '../middleware/compress.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text. Fonts and pictures are compressed already; source maps are rarely fetched. */
const COMPRESSIBLE = /\.(?:js|css|svg)$/;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside each compressible file of
 * `dir` named in `files` (from 1 KB), for server/middleware/precompressed.ts to send as they are; returns
 * the copies' names. Made once per build, on the zlib thread pool, side by side.
 */
export async function precompress(dir: string, files: readonly string[]): Promise<string[]> {
  const sources = files.filter((file) => COMPRESSIBLE.test(file));
  const copies = await Promise.all(
    sources.map(async (file) => {
      const body = readFileSync(join(dir, file));
      if (body.byteLength < COMPRESS_FROM_BYTES) return [];
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
        gzipped(body, { level: 9 }),
      ]);
      writeFileSync(join(dir, `${file}.br`), br);
      writeFileSync(join(dir, `${file}.gz`), gz);
      return [`${file}.br`, `${file}.gz`];
    }),
  );
  return copies.flat();
}
