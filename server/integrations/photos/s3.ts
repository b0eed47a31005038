import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../../config-photos.ts';
import { checkPhotoKey, type PhotoStorage } from './photo-storage.ts';

/** The answer of a failed S3 call, with the service's own error code (`AccessDenied`, `NoSuchBucket`…). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`S3 answered ${status}${code ? ` ${code}` : ''}`);
    this.name = 'S3Error';
  }
}

const codeOf = (xml: string) => /<Code>([^<]{1,80})<\/Code>/.exec(xml)?.[1] ?? '';

/**
 * Photographs in an S3-compatible bucket through its REST API (PutObject, GetObject,
 * DeleteObject), every request signed with AWS Signature Version 4 by aws4fetch. With an
 * endpoint (MinIO, R2, the local double) objects are addressed path-style; without, AWS S3.
 */
export function s3PhotoStorage(settings: S3Settings, timeoutMs: number): PhotoStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const base = settings.endpoint ? `${settings.endpoint}/${settings.bucket}` : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const urlOf = (key: string) => `${base}/${checkPhotoKey(key)}`;
  const call = (key: string, init: RequestInit & { headers?: Record<string, string> }) =>
    client.fetch(urlOf(key), { ...init, signal: AbortSignal.timeout(Math.max(timeoutMs, 10_000)) });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await call(key, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'Content-Type': contentType, 'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex') },
      });
      if (!res.ok) throw new S3Error(res.status, codeOf(await res.text()));
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await call(key, { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer();
        return undefined;
      }
      if (!res.ok) throw new S3Error(res.status, codeOf(await res.text()));
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await call(key, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new S3Error(res.status, codeOf(await res.text()));
      await res.arrayBuffer();
    },
  };
}
