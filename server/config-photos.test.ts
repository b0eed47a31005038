import { expect, test } from 'vitest';
import { type ConfigError, loadConfig } from './config.ts';

test('photographs are kept in DATA_DIR/photos unless PHOTO_DIR says otherwise; s3 needs its bucket and keys', () => {
  expect(loadConfig({ DATA_DIR: '/srv/store' }).photos).toEqual({ storage: 'disk', maxBytes: 10485760, dir: '/srv/store/photos' });
  expect(loadConfig({ PHOTO_DIR: '/srv/photos' }).photos).toMatchObject({ storage: 'disk', dir: '/srv/photos' });
  try {
    loadConfig({ PHOTO_STORAGE: 's3', S3_BUCKET: 'northvale-photos' });
    expect.unreachable();
  } catch (error) {
    expect((error as ConfigError).badKeys).toEqual(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
  }
  const keys = { S3_BUCKET: 'northvale-photos', S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY', S3_SECRET_ACCESS_KEY: 'a-long-secret-key' };
  expect(loadConfig({ PHOTO_STORAGE: 's3', ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000/' }).photos).toEqual({
    storage: 's3',
    maxBytes: 10485760,
    s3: {
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'northvale-photos',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLEKEY',
      secretAccessKey: 'a-long-secret-key',
    },
  });
});
