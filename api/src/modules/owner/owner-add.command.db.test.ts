import { lockDataDir } from '../../db/data-dir-lock';
import { createLogger } from '../../logger';
import { openDatabase } from '../../db/database';
import { testConfig, tempDir } from '../../testing/test-config';
import { type Database } from '../../db/database';
import { refusedWhileBusy, withConnectRetry } from '../../testing/connect-retry';
import { createRedisTransport } from '../../events/redis-event-transport';
import { createMemoryLogger } from '../../logger';
import { itWithRedis, testRedisUrl } from '../../testing/cluster';
import { AppEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { uniqueOwnerEmail } from '../../testing/desk-client';
import { OwnerAuthService } from './owner-auth.service';
import { type CommandIo, runOwnerAdd } from './owner-add.command';
import { appEntities } from '../../app/entities';

jest.setTimeout(60_000);

function io(env: Record<string, string | undefined>, askHidden?: CommandIo['askHidden']) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: {
      env,
      out: (line: string) => out.push(line),
      err: (line: string) => err.push(line),
      askHidden,
    },
    out,
    err,
  };
}

const password = 'first password 1234';

/**
 * The command, retried while the embedded test database's one connection is still closing
 * from the previous step (see connect-retry.ts); a real run has the database to itself.
 */
async function runCommand(argv: string[], run: ReturnType<typeof io>): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const code = await runOwnerAdd(argv, run.io);
    const refusal = run.err[0] ?? '';
    const busy = /^Could not open the database/.test(refusal) && refusedWhileBusy.test(refusal);
    if (!busy || attempt >= 40) return code;
    run.err.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `npm run owner:add`, run as a function on the worker's database (the server's settings). */
describe('owner:add', () => {
  const email = uniqueOwnerEmail('command');
  const env = { ...process.env, OWNER_PASSWORD: password, LOG_LEVEL: 'silent' };

  // The command opens and closes the database itself; the checks open it after it finished
  // (the embedded test database takes one connection at a time).
  async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
    const database = await withConnectRetry(() =>
      openDatabase(testConfig(), createLogger('silent'), appEntities),
    );
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }
  const signIn = (pass: string) =>
    withDatabase((db) =>
      new OwnerAuthService(db.dataSource, { sessionIdleMinutes: 5, sessionMaxHours: 1 })
        .signIn({ email, password: pass }, { clientIp: undefined })
        .then(
          () => true,
          () => false,
        ),
    );

  afterAll(() =>
    withDatabase((db) => db.dataSource.query(`DELETE FROM owners WHERE email = $1`, [email])),
  );

  it('creates an owner whose password signs in', async () => {
    const run = io(env);
    expect(await runCommand(['--email', email, '--name', 'Ellis W.'], run)).toBe(0);
    expect(run.out.join('\n')).toContain(
      `Created the desk owner ${email} (shown to visitors as "Ellis W.")`,
    );
    expect(await signIn(password)).toBe(true);
  });

  it('resets the password of an existing owner and signs out their sessions', async () => {
    const sessions = await withDatabase(async (db) => {
      const auth = new OwnerAuthService(db.dataSource, {
        sessionIdleMinutes: 5,
        sessionMaxHours: 1,
      });
      return (await auth.signIn({ email, password }, { clientIp: undefined })).token;
    });
    const run = io({ ...env, OWNER_PASSWORD: undefined }, async () => 'second password 5678');
    const code = await runCommand([`--email=${email.toUpperCase()}`], run);
    expect(run.err).toEqual([]);
    expect(code).toBe(0);
    expect(run.out[0]).toBe(`Reset the password of ${email}; their open sessions are signed out.`);
    expect(await signIn('second password 5678')).toBe(true);
    expect(await signIn(password)).toBe(false);
    const stillOpen = await withDatabase((db) =>
      new OwnerAuthService(db.dataSource, {
        sessionIdleMinutes: 5,
        sessionMaxHours: 1,
      }).authenticate(sessions),
    );
    expect(stillOpen).toBeUndefined();
  });

  itWithRedis(
    'with REDIS_URL, tells the running instances at once that the reset ended the sessions',
    async () => {
      // What a running instance listens to (the deployment's prefix: the command has no other).
      const transport = createRedisTransport({
        url: testRedisUrl,
        prefix: testConfig().redisPrefix,
        logger: createMemoryLogger(),
      });
      const feed = new AppEventBus(transport).subscribe(Topic.OwnerSessionsEnded);
      try {
        expect(await transport.whenConnected(5_000)).toBe(true);
        const ownerId = await withDatabase(async (db) => {
          const [row] = await db.dataSource.query(
            `SELECT id FROM owners WHERE lower(email) = lower($1)`,
            [email],
          );
          return row.id as string;
        });
        const heard = (async () => {
          for await (const ended of feed)
            if ('ownerId' in ended && ended.ownerId === ownerId) return;
        })();
        // The subscription reaches Redis asynchronously: run the reset once it is in place.
        await new Promise((resolve) => setTimeout(resolve, 200));
        const run = io({ ...env, REDIS_URL: testRedisUrl });
        expect(await runCommand(['--email', email], run)).toBe(0);
        await heard;
      } finally {
        await feed.return?.();
        await transport.close();
      }
    },
  );

  it('turns on the second factor and prints the otpauth URL', async () => {
    const run = io(env);
    expect(await runCommand(['--email', email, '--totp'], run)).toBe(0);
    expect(run.out.at(-1)).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+/);
    expect(await signIn(password)).toBe(false);
  });

  it('explains what is missing: the address, a usable password, a terminal', async () => {
    const noEmail = io(env);
    expect(await runOwnerAdd([], noEmail.io)).toBe(2);
    expect(noEmail.err[0]).toBe("Give the owner's e-mail address with --email.");
    const short = io({ ...env, OWNER_PASSWORD: 'short' });
    expect(await runOwnerAdd(['--email', email], short.io)).toBe(2);
    expect(short.err[0]).toBe('The password must have at least 12 characters.');
    const noTerminal = io({ ...env, OWNER_PASSWORD: undefined });
    expect(await runOwnerAdd(['--email', email], noTerminal.io)).toBe(2);
    expect(noTerminal.err[0]).toBe(
      'Set OWNER_PASSWORD, or run the command in a terminal to type the password.',
    );
    const mismatch = io(
      { ...env, OWNER_PASSWORD: undefined },
      jest.fn().mockResolvedValueOnce('one password 123').mockResolvedValueOnce('another one 123'),
    );
    expect(await runOwnerAdd(['--email', email], mismatch.io)).toBe(1);
    expect(mismatch.err[0]).toBe('The two passwords differ; nothing was changed.');
  });

  it('says plainly that the server holds the embedded data directory', async () => {
    const { dir, remove } = tempDir('owner-add-locked');
    // What a running server on the embedded database holds (embedded-database.ts).
    const lock = await lockDataDir(dir, () => undefined);
    try {
      const run = io({ ...env, DATABASE_URL: undefined, DATA_DIR: dir });
      expect(await runOwnerAdd(['--email', email], run.io)).toBe(1);
      expect(run.err[0]).toBe(
        `The server is running and holds the embedded database in ${dir}. Stop the server, run this command again, then start the server. (With PostgreSQL, DATABASE_URL=..., the command works while the server runs.)`,
      );
    } finally {
      await lock.release();
      remove();
    }
  });
});
