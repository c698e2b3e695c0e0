import { isEmail } from 'class-validator';
import { type Config, ConfigError, loadConfig, loadOwnerPassword } from '../../config';
import { DataDirLockedError } from '../../db/data-dir-lock';
import { openDatabase } from '../../db/database';
import { createRedisTransport } from '../../events/redis-event-transport';
import { type Logger, createLogger } from '../../logger';
import { AppEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { type EndedSessions, OwnerAuthService } from './owner-auth.service';
import { OwnerSession } from './owner-session.entity';
import { Owner } from './owner.entity';
import { minimumPasswordLength } from './password';

/** What the command reads and writes; tests pass their own. */
export interface CommandIo {
  env: Readonly<Record<string, string | undefined>>;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Asks on the terminal without echo; undefined when there is no terminal. */
  askHidden?: (question: string) => Promise<string>;
}

export const usage = [
  'Usage: npm run owner:add -- --email EMAIL [--name "Display Name"] [--totp | --no-totp]',
  '',
  'Creates a desk owner, or resets the password of an existing one (signing out their sessions).',
  'The password comes from OWNER_PASSWORD, or is asked for on the terminal.',
  `  --name      the name visitors see when the owner joins a chat (default: the site's name)`,
  '  --totp      turn on the second factor: prints an otpauth:// URL for an authenticator app',
  '  --no-totp   turn the second factor off',
].join('\n');

interface Options {
  email: string;
  name?: string;
  totp?: boolean;
}

function parseArgs(argv: readonly string[]): Options | string {
  const options: Partial<Options> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    const value = () => inline ?? argv[++i];
    if (flag === '--email') options.email = value();
    else if (flag === '--name') options.name = value();
    else if (flag === '--totp') options.totp = true;
    else if (flag === '--no-totp') options.totp = false;
    else if (flag === '--help' || flag === '-h') return '';
    else return `Unknown option: ${arg}`;
  }
  if (!options.email) return "Give the owner's e-mail address with --email.";
  if (!isEmail(options.email.trim())) return `Not an e-mail address: ${options.email}`;
  return options as Options;
}

async function readPassword(io: CommandIo): Promise<string | undefined> {
  const fromEnv = loadOwnerPassword(io.env);
  if (fromEnv !== undefined) return fromEnv;
  if (!io.askHidden) return undefined;
  const first = await io.askHidden('New password: ');
  const second = await io.askHidden('Repeat it: ');
  if (first !== second) throw new Error('The two passwords differ; nothing was changed.');
  return first;
}

/** `npm run owner:add`: 0 when done, 1 when it could not be, 2 for a usage mistake. */
export async function runOwnerAdd(argv: readonly string[], io: CommandIo): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    if (options) io.err(options);
    io.err(usage);
    return options ? 2 : 0;
  }
  let config: Config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  let password: string | undefined;
  try {
    password = await readPassword(io);
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }
  if (password === undefined) {
    io.err('Set OWNER_PASSWORD, or run the command in a terminal to type the password.');
    return 2;
  }
  if (password.length < minimumPasswordLength) {
    io.err(`The password must have at least ${minimumPasswordLength} characters.`);
    return 2;
  }
  return saveOwner(config, { ...options, password }, io);
}

async function saveOwner(
  config: Config,
  input: Options & { password: string },
  io: CommandIo,
): Promise<number> {
  let database;
  try {
    // Only the owner's tables: the command needs no other module's.
    database = await openDatabase(config, createLogger('error'), [Owner, OwnerSession]);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      io.err(
        `The server is running and holds the embedded database in ${config.dataDir}. ` +
          'Stop the server, run this command again, then start the server. ' +
          '(With PostgreSQL, DATABASE_URL=..., the command works while the server runs.)',
      );
      return 1;
    }
    io.err(`Could not open the database: ${(error as Error).message}`);
    return 1;
  }
  const bus = config.redisUrl ? await openBus(config.redisUrl, config.redisPrefix) : undefined;
  try {
    const auth = new OwnerAuthService(database.dataSource, config.desk, {
      sessionsEnded: bus?.sessionsEnded,
    });
    const saved = await auth.saveOwner({
      email: input.email,
      password: input.password,
      displayName: input.name,
      totp: input.totp,
    });
    const { email, displayName } = saved.owner;
    io.out(
      saved.created
        ? `Created the desk owner ${email} (shown to visitors as "${displayName}"). Sign in at /admin.`
        : `Reset the password of ${email}; their open sessions are signed out.`,
    );
    if (saved.totpUri) {
      io.out('Second factor on. Add this to your authenticator app (or scan it as a QR code):');
      io.out(saved.totpUri);
    } else if (input.totp === false) io.out('Second factor off.');
    return 0;
  } finally {
    await bus?.close();
    await database.close();
  }
}

/**
 * With REDIS_URL, the running instances hear of a password reset on the event bus and close the
 * owner's open desk sockets at once (without it, each closes them at its next session check).
 */
async function openBus(url: string, prefix: string) {
  const logger: Logger = createLogger('error');
  const transport = createRedisTransport({ url, prefix, logger });
  await transport.whenConnected(3_000);
  const pubSub = new AppEventBus(transport);
  return {
    sessionsEnded: (ended: EndedSessions) => pubSub.publish(Topic.OwnerSessionsEnded, ended),
    close: () => transport.close(),
  };
}

/** Reads a line from the terminal in raw mode, echoing nothing. */
function askHiddenOnTerminal(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new Error('Cancelled; nothing was changed.'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

/** The command line: bin/command.cjs calls it (`owner-add`). */
export function main(_name: string, args: string[]): void {
  runOwnerAdd(args, {
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    askHidden: process.stdin.isTTY ? askHiddenOnTerminal : undefined,
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`owner:add failed: ${(error as Error).message}\n`);
      process.exit(1);
    },
  );
}
