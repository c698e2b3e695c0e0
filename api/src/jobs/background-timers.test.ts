import fs from 'node:fs';
import path from 'node:path';

const sourceRoot = path.join(__dirname, '..');

/**
 * The intervals that are not background work, each with why it stays out of the jobs runner:
 * they watch this process or one connection, and mean nothing to another instance.
 */
const allowedIntervals: Record<string, string> = {
  'db/data-dir-lock.ts': "the DATA_DIR lock's heartbeat proves this process is alive",
  'db/startup-wait.ts': 'says, while the server starts, what it is waiting for',
  'modules/owner/desk-socket-keepalive.ts': 'pings one desk WebSocket while it is open',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** DESIGN.md: background work runs through api/src/jobs, not on timers of its own. */
describe('background work has one engine', () => {
  it('schedules no work with setInterval outside api/src/jobs', () => {
    const offenders = sourceFiles(sourceRoot)
      .map((file) => path.relative(sourceRoot, file).split(path.sep).join('/'))
      .filter((file) => !file.startsWith('jobs/') && !(file in allowedIntervals))
      .filter((file) =>
        /\bsetInterval\s*\(/.test(fs.readFileSync(path.join(sourceRoot, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });

  it('schedules no work with an unref-ed setTimeout (a poll loop) outside api/src/jobs', () => {
    const offenders = sourceFiles(sourceRoot)
      .map((file) => path.relative(sourceRoot, file).split(path.sep).join('/'))
      .filter((file) => !file.startsWith('jobs/'))
      .filter((file) =>
        /setTimeout\([^;]*\)\s*\.unref\(\)/.test(
          fs.readFileSync(path.join(sourceRoot, file), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
