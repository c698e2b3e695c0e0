import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where Debian's clamav-daemon puts clamd (scripts/test-prerequisites.cjs installs it). */
const clamdCandidates = ['/usr/sbin/clamd', '/usr/local/sbin/clamd', '/usr/bin/clamd'];

export function findClamd(): string | undefined {
  return clamdCandidates.find((candidate) => fs.existsSync(candidate));
}

export interface TestClamd {
  socket: string;
  stop(): Promise<void>;
}

/**
 * A clamd of the tests' own, on a temporary socket, with one signature: the EICAR test
 * file's (eicar-test.ndb beside this file), so tests need neither freshclam nor the network.
 * Undefined when clamd is not installed (the caller skips, saying why).
 */
export async function startTestClamd(): Promise<TestClamd | undefined> {
  const binary = findClamd();
  if (!binary) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landman-clamd-'));
  const databaseDir = path.join(dir, 'db');
  fs.mkdirSync(databaseDir);
  fs.copyFileSync(path.join(__dirname, 'eicar-test.ndb'), path.join(databaseDir, 'eicar-test.ndb'));
  const socket = path.join(dir, 'clamd.sock');
  const configFile = path.join(dir, 'clamd.conf');
  fs.writeFileSync(
    configFile,
    [
      `DatabaseDirectory ${databaseDir}`,
      `LocalSocket ${socket}`,
      'Foreground yes',
      `LogFile ${path.join(dir, 'clamd.log')}`,
      'StreamMaxLength 200M',
      'MaxFileSize 200M',
      'MaxScanSize 400M',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(binary, ['-c', configFile], { stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(socket)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = fs.existsSync(path.join(dir, 'clamd.log'))
        ? fs.readFileSync(path.join(dir, 'clamd.log'), 'utf8')
        : '';
      throw new Error(`The test clamd did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    socket,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The EICAR anti-virus test file: harmless, and every scanner's signature set knows it. */
export const eicarTestFile = Buffer.from(
  'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*',
  'latin1',
);

export const clamdMissingMessage =
  'clamd is not installed (apt-get install clamav-daemon; scripts/test-prerequisites.cjs does it): skipping the scanner tests';
