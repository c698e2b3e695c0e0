// What `npm test` needs beyond node_modules, set up before its first check, as .ci/run does (it
// runs this same script): Debian's Chromium builds for the browser tests, and Redis on
// 127.0.0.1:6379 for the tests of several instances. It installs with apt-get when it can (as
// root, or through sudo without a password) and starts an installed redis-server that is not
// running. What it cannot set up: the browser tests cannot run without Chromium, so it stops at
// once with the one command to run; the Redis tests are skipped (api/src/testing/cluster.ts), with
// a line saying so. A DATABASE_URL that no PostgreSQL answers stops it too.
const { execFileSync, spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const chromiumBuilds = require(
  path.join(__dirname, '..', 'web', 'e2e', 'support', 'chromium-builds.json'),
);

/** Fonts the pages' screenshots and layout checks expect (Debian's metric-compatible set). */
const fontPackage = 'fonts-liberation';
const redisAddress = { host: '127.0.0.1', port: 6379 };
const redisStart = [
  'redis-server',
  [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ],
];

/**
 * The steps to take, from what was found (pure, so every case is tested without a machine):
 * `install` (Debian packages), `start-redis`, `stop` (a message: nothing else can run), `note`.
 */
function planPrerequisites(found) {
  const steps = [];
  const missingBrowsers = Object.values(chromiumBuilds)
    .filter((build) => !found.executables.includes(build.path))
    .map((build) => build.debianPackage);
  const redisMissing = !found.redisAnswers && !found.redisServerInstalled;
  const packages = [
    ...missingBrowsers,
    ...(missingBrowsers.length > 0 ? [fontPackage] : []),
    ...(redisMissing ? ['redis-server'] : []),
    // ClamAV's clamd: the documents' scanner tests start their own on a temporary socket.
    ...(found.clamdInstalled ? [] : ['clamav-daemon']),
    // libheif's heif-enc (with x265): the HEIC photo tests make a real HEIC sample with it.
    ...(found.heifEncInstalled ? [] : ['libheif-examples']),
  ];

  if (found.databaseUrl && !found.databaseAnswers) {
    return [
      {
        kind: 'stop',
        message:
          `DATABASE_URL is set, but no PostgreSQL answers at ${found.databaseUrl}. Start it, ` +
          'or run `env -u DATABASE_URL npm test` to test on the embedded database.',
      },
    ];
  }
  if (packages.length > 0 && found.canInstall) steps.push({ kind: 'install', packages });
  if (missingBrowsers.length > 0 && !found.canInstall) {
    const command = `sudo apt-get install -y ${[...missingBrowsers, fontPackage].join(' ')}`;
    return [
      {
        kind: 'stop',
        message: `The browser tests need Debian's Chromium builds. Install them, then run npm test again:\n  ${command}`,
      },
    ];
  }
  if (!found.clamdInstalled && !found.canInstall) {
    steps.push({
      kind: 'note',
      message:
        'clamd is not installed: the tests of scanning uploaded documents will be skipped ' +
        '(to run them: sudo apt-get install -y clamav-daemon).',
    });
  }
  if (!found.heifEncInstalled && !found.canInstall) {
    steps.push({
      kind: 'note',
      message:
        'heif-enc is not installed: the tests of HEIC photos will be skipped ' +
        '(to run them: sudo apt-get install -y libheif-examples).',
    });
  }
  if (!found.redisAnswers && (found.redisServerInstalled || found.canInstall)) {
    steps.push({ kind: 'start-redis' });
  } else if (!found.redisAnswers) {
    steps.push({
      kind: 'note',
      message:
        'No Redis answers on 127.0.0.1:6379: the tests of several instances will be skipped ' +
        '(to run them: sudo apt-get install -y redis-server).',
    });
  }
  return steps;
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** True when apt-get can run here without asking for a password. */
function canInstall() {
  if (!onPath('apt-get')) return false;
  if (process.getuid?.() === 0) return true;
  return onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

/** Resolves true when something accepts a connection at the address within a second. */
function answers({ host, port }) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

function databaseAddress(url) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || 5432) };
}

async function survey(env = process.env) {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    executables: Object.values(chromiumBuilds)
      .map((build) => build.path)
      .filter((file) => existsSync(file)),
    canInstall: canInstall(),
    redisAnswers: await answers(redisAddress),
    redisServerInstalled: onPath('redis-server'),
    clamdInstalled: ['/usr/sbin/clamd', '/usr/local/sbin/clamd', '/usr/bin/clamd'].some((file) =>
      existsSync(file),
    ),
    heifEncInstalled: ['/usr/bin/heif-enc', '/usr/local/bin/heif-enc'].some((file) =>
      existsSync(file),
    ),
    databaseUrl: databaseUrl && databaseUrl.replace(/\/\/[^@/]*@/, '//'),
    databaseAnswers: databaseUrl ? await answers(databaseAddress(databaseUrl)) : false,
  };
}

function asRoot(command, args) {
  const [file, argv] =
    process.getuid?.() === 0 ? [command, args] : ['sudo', ['-n', command, ...args]];
  execFileSync(file, argv, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

async function startRedis() {
  // Debian's package starts its own service where the machine runs systemd.
  if (await answers(redisAddress)) return;
  execFileSync(...redisStart, { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await answers(redisAddress)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis-server was started but does not answer on 127.0.0.1:6379');
}

async function main() {
  for (const step of planPrerequisites(await survey())) {
    if (step.kind === 'stop') {
      console.error(step.message);
      process.exit(1);
    }
    if (step.kind === 'note') console.warn(step.message);
    if (step.kind === 'install') {
      console.log(`Installing what the tests need: ${step.packages.join(' ')}`);
      asRoot('apt-get', ['update', '-qq']);
      asRoot('apt-get', ['install', '-y', '-qq', ...step.packages]);
    }
    if (step.kind === 'start-redis') await startRedis();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { planPrerequisites, redisAddress, answers };
