// `npm start`'s virus scanner: document uploads are scanned by ClamAV's clamd before anything is
// stored (api/src/modules/documents). When no clamd answers where the server will look, and one
// is installed with a signature database, start it beside the server; otherwise say plainly why
// uploads will answer 503 rather than wait for a scanner that will not come.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

/** Where Debian's clamav-daemon puts clamd (api/src/modules/documents/testing/test-clamd.ts too). */
const clamdCandidates = ['/usr/sbin/clamd', '/usr/local/sbin/clamd', '/usr/bin/clamd'];
/** Debian's clamd configuration: we read only where freshclam keeps the signatures. */
const systemConfig = '/etc/clamav/clamd.conf';
const defaultDatabaseDir = '/var/lib/clamav';
/** Signature files clamd loads (official .cvd/.cld, and the plain-text kinds). */
const signatureFile =
  /\.(cvd|cld|cud|ndb|hdb|hsb|ldb|mdb|msb|cdb|ndu|ldu|hdu|hsu|mdu|msu|yar|yara)$/;
/** A full official database loads in tens of seconds; past this, stop waiting to say "ready". */
const readyWaitMs = 5 * 60_000;

export function findClamd() {
  return clamdCandidates.find((candidate) => existsSync(candidate));
}

/** The DatabaseDirectory of Debian's clamd.conf (where freshclam writes), else its default. */
export function systemDatabaseDir(configFile = systemConfig) {
  try {
    const line = readFileSync(configFile, 'utf8')
      .split('\n')
      .find((text) => /^\s*DatabaseDirectory\s+\S/.test(text));
    if (line) return line.trim().split(/\s+/)[1];
  } catch {
    // No system configuration: the package's default directory.
  }
  return defaultDatabaseDir;
}

export function hasSignatures(databaseDir) {
  try {
    return readdirSync(databaseDir).some((name) => signatureFile.test(name));
  } catch {
    return false;
  }
}

const describe = (address) =>
  'socket' in address ? address.socket : `${address.host}:${address.port}`;

/** True when a clamd answers PING with PONG at `address` within `timeoutMs`. */
export function clamdAnswers(address, timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket =
      'socket' in address
        ? net.createConnection(address.socket)
        : net.createConnection(address.port, address.host);
    let reply = '';
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (data) => {
      reply += data.toString('utf8');
      if (reply.includes('PONG')) done(true);
    });
    socket.on('end', () => done(reply.includes('PONG')));
  });
}

const unavailable =
  'document uploads will wait a few seconds (CLAMD_WAIT_MS) and answer 503 ("the virus scanner is not answering") until a scanner answers';

/**
 * Makes sure a clamd answers where the server will scan, starting one if it can.
 *
 * - `address`: config.documents.clamd. A CLAMD_HOST (another machine) is only checked.
 * - `explicitSocket`: whether CLAMD_SOCKET was set. If not, and nothing answers at Debian's
 *   socket, the clamd started here listens in `dataDir`/clamd and `socket` says where (the
 *   caller points the server at it); if it was set, clamd is started on that very socket.
 *
 * Resolves with `{ state, socket?, ready? }`: `remote`, `running` (already answering),
 * `started` (`ready` resolves true once it answers, false if it stopped or never did),
 * `missing` (not installed) or `no-signatures`. Never waits for a starting clamd: the server
 * starts at once and its uploads answer 503 until the scanner is ready.
 */
export async function ensureClamd({
  address,
  explicitSocket,
  dataDir,
  maxBytes,
  binary = findClamd(),
  databaseDir = systemDatabaseDir(),
  log = (line) => console.log(line),
}) {
  if (!('socket' in address)) {
    if (!(await clamdAnswers(address))) {
      log(
        `Virus scanner: no clamd answers at CLAMD_HOST ${describe(address)} yet; ${unavailable}.`,
      );
    }
    return { state: 'remote' };
  }
  if (await clamdAnswers(address)) return { state: 'running', socket: address.socket };
  const ownDir = join(dataDir, 'clamd');
  const socket = explicitSocket ? address.socket : join(ownDir, 'clamd.sock');
  // A clamd this script started before (the server restarted, clamd kept running).
  if (socket !== address.socket && (await clamdAnswers({ socket }))) {
    return { state: 'running', socket };
  }
  if (!binary) {
    log(
      `Virus scanner: clamd is not installed (apt-get install clamav-daemon) and none answers at ${address.socket}; ${unavailable}.`,
    );
    return { state: 'missing' };
  }
  if (!hasSignatures(databaseDir)) {
    log(
      `Virus scanner: clamd is installed but ${databaseDir} holds no signature database, so it was not started ` +
        `(run freshclam, or enable the clamav-freshclam service, then restart); ${unavailable}.`,
    );
    return { state: 'no-signatures' };
  }

  mkdirSync(ownDir, { recursive: true });
  const logFile = join(ownDir, 'clamd.log');
  const configFile = join(ownDir, 'clamd.conf');
  // Room for the largest upload (DOCUMENT_MAX_BYTES); Debian's default stream limit is 25M.
  const streamMb = Math.max(25, Math.ceil(maxBytes / 1024 / 1024) + 1);
  writeFileSync(
    configFile,
    [
      '# Written by scripts/clamd.mjs on each `npm start`; edits here are overwritten.',
      `DatabaseDirectory ${databaseDir}`,
      `LocalSocket ${socket}`,
      // A socket left by a clamd that was killed is replaced, not refused.
      'FixStaleSocket yes',
      'Foreground yes',
      `LogFile ${logFile}`,
      'LogTime yes',
      'LogFileMaxSize 5M',
      `StreamMaxLength ${streamMb}M`,
      `MaxFileSize ${streamMb}M`,
      `MaxScanSize ${streamMb * 2}M`,
      '',
    ].join('\n'),
  );
  // A process group of its own: a Ctrl-C in the terminal reaches the server, which drains its
  // requests (uploads still scanned), and clamd is stopped when the server's process exits.
  const child = spawn(binary, ['-c', configFile], { stdio: 'ignore', detached: true });
  let stopping = false;
  const stop = () => {
    stopping = true;
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  log(
    `Virus scanner: started clamd (pid ${child.pid}) on ${socket}, loading the signatures in ${databaseDir}; ` +
      `until it answers, ${unavailable}. Its log: ${logFile}`,
  );
  const started = Date.now();
  const ready = new Promise((resolve) => {
    let exited = false;
    child.once('error', (error) => {
      exited = true;
      log(`Virus scanner: clamd could not be started (${error.message}); ${unavailable}.`);
      resolve(false);
    });
    child.once('exit', (code, signal) => {
      if (exited) return;
      exited = true;
      process.removeListener('exit', stop);
      if (stopping) return;
      log(
        `Virus scanner: clamd stopped (${signal ?? `exit code ${code}`}); ${unavailable}. ` +
          `Last lines of ${logFile}:\n${tail(logFile)}`,
      );
      resolve(false);
    });
    const check = async () => {
      if (exited) return;
      if (await clamdAnswers({ socket })) {
        log(
          `Virus scanner: clamd ready on ${socket} (${Math.round((Date.now() - started) / 1000)} s).`,
        );
        resolve(true);
      } else if (Date.now() - started > readyWaitMs) {
        log(
          `Virus scanner: clamd has not answered in ${readyWaitMs / 60_000} minutes; see ${logFile}.`,
        );
        resolve(false);
      } else {
        // Unref'd: a server that stops is not kept alive by this wait.
        setTimeout(check, 500).unref();
      }
    };
    void check();
  });
  return { state: 'started', socket, ready, pid: child.pid };
}

function tail(file, lines = 8) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
