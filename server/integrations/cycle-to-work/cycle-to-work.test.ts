import { afterAll, beforeAll, expect, test } from 'vitest';
import { json, startStubService, type StubService } from '../../../tests/helpers/stub-service.ts';
import { IntegrationError } from '../http-json.ts';
import { httpCycleToWork } from './http.ts';
import { sandboxCycleToWork } from './sandbox.ts';

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService((req, res) => {
    if (req.headers.authorization !== 'Bearer test-key-0123456789') return json(res, {}, 401);
    switch (req.url) {
      case '/certificates/Cyclescheme/CS-1234-5678':
        return json(res, { status: 'valid', value_pence: 124999 });
      case '/certificates/Green%20Commute%20Initiative/GC-OLD-0001':
        return json(res, { status: 'expired' });
      case '/certificates/Cyclescheme/CS-BROKEN':
        return json(res, { status: 'valid', value_pence: 12.5 });
      default:
        return json(res, { error: 'not found' }, 404);
    }
  });
});
afterAll(async () => stub?.close());

test('the certificate service confirms a value, says expired, or does not know the number', async () => {
  const schemes = httpCycleToWork({ url: `${stub.url}/`, apiKey: 'test-key-0123456789', timeoutMs: 1000 });
  expect(await schemes.verifyCertificate({ issuer: 'Cyclescheme', number: 'CS-1234-5678' })).toEqual({ status: 'valid', value: 124999 });
  expect(await schemes.verifyCertificate({ issuer: 'Green Commute Initiative', number: 'GC-OLD-0001' })).toEqual({ status: 'expired' });
  expect(await schemes.verifyCertificate({ issuer: 'Cyclescheme', number: 'CS-0000-0000' })).toEqual({ status: 'unknown' });
});

test('an answer without a usable value, a refused key or no service at all is an IntegrationError', async () => {
  const schemes = httpCycleToWork({ url: stub.url, apiKey: 'test-key-0123456789', timeoutMs: 1000 });
  await expect(schemes.verifyCertificate({ issuer: 'Cyclescheme', number: 'CS-BROKEN' })).rejects.toBeInstanceOf(IntegrationError);
  const wrongKey = httpCycleToWork({ url: stub.url, apiKey: 'not-the-key-0123456', timeoutMs: 1000 });
  await expect(wrongKey.verifyCertificate({ issuer: 'Cyclescheme', number: 'CS-1234-5678' })).rejects.toBeInstanceOf(IntegrationError);
  const gone = httpCycleToWork({ url: 'http://127.0.0.1:9', apiKey: 'test-key-0123456789', timeoutMs: 1000 });
  await expect(gone.verifyCertificate({ issuer: 'Cyclescheme', number: 'CS-1234-5678' })).rejects.toBeInstanceOf(IntegrationError);
});

test('the sandbox knows SBX-<pence>-XXXX certificates and one expired form; nothing else', async () => {
  const sandbox = sandboxCycleToWork();
  expect(await sandbox.verifyCertificate({ issuer: 'Cyclescheme', number: 'SBX-1000-TEST' })).toEqual({ status: 'valid', value: 1000 });
  expect(await sandbox.verifyCertificate({ issuer: 'Vivup', number: 'SBX-EXPIRED-0001' })).toEqual({ status: 'expired' });
  for (const number of ['SBX-0-TEST', 'SBX-1000', 'CS-1234-5678', 'SBX-1000-TOOLONG'])
    expect(await sandbox.verifyCertificate({ issuer: 'Cyclescheme', number })).toEqual({ status: 'unknown' });
});
