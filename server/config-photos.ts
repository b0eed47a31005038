import { join } from 'node:path';
import type { Env } from '../schemas/generated/index.ts';

/** Where uploaded photographs are kept: `PHOTO_DIR` (default `DATA_DIR/photos`), or the S3 bucket (the schema has checked its keys are set). */
export function photosOf(env: Env): PhotoSettings {
  const maxBytes = env.PHOTO_MAX_BYTES;
  if (env.PHOTO_STORAGE === 's3' && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
    return {
      storage: 's3',
      maxBytes,
      s3: {
        endpoint: env.S3_ENDPOINT?.replace(/\/$/, ''),
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      },
    };
  return { storage: 'disk', maxBytes, dir: env.PHOTO_DIR ?? join(env.DATA_DIR, 'photos') };
}

export interface S3Settings {
  /** Unset: AWS S3 itself, addressed by bucket host name. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export type PhotoSettings = { storage: 'disk'; maxBytes: number; dir: string } | { storage: 's3'; maxBytes: number; s3: S3Settings };
