import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

/**
 * A local double of an S3-compatible object store on loopback: path-style PutObject,
 * GetObject, HeadObject and DeleteObject on one bucket, answering with S3's status codes and
 * XML errors, and refusing any request whose AWS Signature Version 4 does not check out
 * against its keys (or whose body does not match its signed SHA-256). The photo storage's
 * S3 adapter runs the same code against it as against a real bucket.
 */
export interface S3Double {
  /** The endpoint to configure (`S3_ENDPOINT`). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The objects stored, by key. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request as `METHOD /bucket/key status`, in order. */
  requests: string[];
  close(): Promise<void>;
}

const MAX_OBJECT_BYTES = 64 * 1024 * 1024;

function xmlError(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

async function bodyOf(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_OBJECT_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Whether the request is signed with the double's keys, recomputed as S3 does from the headers it names. */
async function signatureHolds(
  double: Pick<S3Double, 'accessKeyId' | 'secretAccessKey' | 'region'>,
  req: IncomingMessage,
  url: URL,
): Promise<string | undefined> {
  const match = AUTHORIZATION.exec(req.headers.authorization ?? '');
  if (!match) return 'AccessDenied';
  const [, keyId, , region, signedHeaders = '', signature = ''] = match;
  if (keyId !== double.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== double.region) return 'AuthorizationHeaderMalformed';
  const datetime = String(req.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(datetime)) return 'AccessDenied';
  const skew = Math.abs(
    Date.parse(
      `${datetime.slice(0, 4)}-${datetime.slice(4, 6)}-${datetime.slice(6, 8)}T${datetime.slice(9, 11)}:${datetime.slice(11, 13)}:${datetime.slice(13, 15)}Z`,
    ) - Date.now(),
  );
  if (!(skew < 15 * 60_000)) return 'RequestTimeTooSkewed';
  const headers: Record<string, string> = {};
  for (const name of signedHeaders.split(';')) if (name !== 'host') headers[name] = String(req.headers[name] ?? '');
  const signer = new AwsV4Signer({
    method: req.method ?? 'GET',
    url: `http://${req.headers.host}${url.pathname}${url.search}`,
    headers,
    accessKeyId: double.accessKeyId,
    secretAccessKey: double.secretAccessKey,
    region: double.region,
    service: 's3',
    datetime,
  });
  const expected = Buffer.from(await signer.signature());
  return expected.length === signature.length && timingSafeEqual(expected, Buffer.from(signature)) ? undefined : 'SignatureDoesNotMatch';
}

export async function startS3Double(options: { bucket?: string; region?: string } = {}): Promise<S3Double> {
  const objects: S3Double['objects'] = new Map();
  const requests: string[] = [];
  const keys = { accessKeyId: 'AKIAS3DOUBLE0000TEST', secretAccessKey: 's3-double-secret-key-not-for-production', region: options.region ?? 'eu-west-2' };
  const bucket = options.bucket ?? 'northvale-photos';
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.double');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    res.on('finish', () => requests.push(`${req.method} ${url.pathname} ${res.statusCode}`));
    const refused = await signatureHolds(keys, req, url);
    if (refused) return xmlError(res, 403, refused, 'The request signature we calculated does not match the signature you provided.');
    if (bucketName !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return xmlError(res, 400, 'InvalidRequest', 'Name an object key.');
    if (req.method === 'PUT') {
      const body = await bodyOf(req);
      if (!body) return xmlError(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
      const claimed = String(req.headers['x-amz-content-sha256'] ?? '');
      if (claimed !== 'UNSIGNED-PAYLOAD' && claimed !== createHash('sha256').update(body).digest('hex'))
        return xmlError(res, 400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
      objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
      res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` });
      return void res.end();
    }
    const object = objects.get(key);
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length });
      return void res.end(req.method === 'GET' ? object.body : undefined);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return void res.end();
    }
    xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    ...keys,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
