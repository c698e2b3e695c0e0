import os from 'node:os';
import path from 'node:path';
import { ScannerUnavailableError, scanWithClamd } from './clamd-client';
import {
  clamdMissingMessage,
  eicarTestFile,
  startTestClamd,
  type TestClamd,
} from './testing/test-clamd';

let clamd: TestClamd | undefined;

beforeAll(async () => {
  clamd = await startTestClamd();
  if (!clamd) console.warn(clamdMissingMessage);
}, 40_000);
afterAll(() => clamd?.stop());

describe('scanWithClamd (a real clamd, INSTREAM)', () => {
  it('finds the EICAR test file, even inside a larger file split across chunks', async () => {
    if (!clamd) return;
    expect(await scanWithClamd({ socket: clamd.socket }, eicarTestFile)).toEqual({
      clean: false,
      signature: expect.stringContaining('EICAR') as string,
    });
    const padded = Buffer.concat([Buffer.alloc(200_000, 0x41), eicarTestFile]);
    expect((await scanWithClamd({ socket: clamd.socket }, padded)).clean).toBe(false);
  });

  it('passes a clean file of several chunks', async () => {
    if (!clamd) return;
    const bytes = Buffer.alloc(1_000_000, 'lease of the north tract ');
    expect(await scanWithClamd({ socket: clamd.socket }, bytes)).toEqual({ clean: true });
  });
});

describe('scanWithClamd without a scanner', () => {
  it('says the scanner is unavailable, never that the file is clean', async () => {
    const socket = path.join(os.tmpdir(), `no-clamd-${process.pid}.sock`);
    await expect(scanWithClamd({ socket }, Buffer.from('x'))).rejects.toBeInstanceOf(
      ScannerUnavailableError,
    );
    await expect(
      scanWithClamd({ host: '127.0.0.1', port: 1 }, Buffer.from('x')),
    ).rejects.toBeInstanceOf(ScannerUnavailableError);
  });
});
