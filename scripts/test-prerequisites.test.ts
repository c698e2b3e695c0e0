import chromiumBuilds from '../web/e2e/support/chromium-builds.json';
import { planPrerequisites } from './test-prerequisites.cjs';

type Found = Parameters<typeof planPrerequisites>[0];

const allBrowsers = Object.values(chromiumBuilds).map((build) => build.path);
/** A machine with everything: the browsers, a running Redis, no DATABASE_URL. */
const ready: Found = {
  executables: allBrowsers,
  canInstall: false,
  redisAnswers: true,
  redisServerInstalled: true,
  clamdInstalled: true,
  heifEncInstalled: true,
  databaseUrl: undefined,
  databaseAnswers: false,
};

describe("npm test's set-up of a machine (scripts/test-prerequisites.cjs)", () => {
  it('does nothing on a machine that has everything', () => {
    expect(planPrerequisites(ready)).toEqual([]);
  });

  it('installs the missing Chromium builds and their fonts when apt-get can run', () => {
    const steps = planPrerequisites({ ...ready, executables: [], canInstall: true });
    expect(steps).toEqual([
      {
        kind: 'install',
        packages: ['chromium-headless-shell', 'chromium', 'fonts-liberation'],
      },
    ]);
  });

  it('stops at once with the one command to run when it cannot install a browser', () => {
    const [only, ...rest] = planPrerequisites({ ...ready, executables: [allBrowsers[0]] });
    expect(rest).toEqual([]);
    expect(only.kind).toBe('stop');
    expect(only.message.split('\n').at(-1)?.trim()).toBe(
      'sudo apt-get install -y chromium fonts-liberation',
    );
  });

  it('starts an installed Redis that is not running', () => {
    expect(planPrerequisites({ ...ready, redisAnswers: false })).toEqual([{ kind: 'start-redis' }]);
  });

  it('installs Redis with the browsers, then starts it', () => {
    const steps = planPrerequisites({
      ...ready,
      executables: [],
      canInstall: true,
      redisAnswers: false,
      redisServerInstalled: false,
    });
    expect(steps.map((step) => step.kind)).toEqual(['install', 'start-redis']);
    expect(steps[0].packages).toContain('redis-server');
  });

  it('goes on without Redis when it can neither start nor install one, and says so', () => {
    const steps = planPrerequisites({ ...ready, redisAnswers: false, redisServerInstalled: false });
    expect(steps).toHaveLength(1);
    expect(steps[0].kind).toBe('note');
    expect(steps[0].message).toMatch(/skipped/);
  });

  it("installs ClamAV's clamd for the document scanner tests, or says they are skipped", () => {
    expect(planPrerequisites({ ...ready, clamdInstalled: false, canInstall: true })).toEqual([
      { kind: 'install', packages: ['clamav-daemon'] },
    ]);
    const [note, ...rest] = planPrerequisites({ ...ready, clamdInstalled: false });
    expect(rest).toEqual([]);
    expect(note).toMatchObject({ kind: 'note', message: expect.stringMatching(/clamav-daemon/) });
  });

  it("installs libheif's heif-enc for the HEIC photo tests, or says they are skipped", () => {
    expect(planPrerequisites({ ...ready, heifEncInstalled: false, canInstall: true })).toEqual([
      { kind: 'install', packages: ['libheif-examples'] },
    ]);
    const [note, ...rest] = planPrerequisites({ ...ready, heifEncInstalled: false });
    expect(rest).toEqual([]);
    expect(note).toMatchObject({
      kind: 'note',
      message: expect.stringMatching(/libheif-examples/),
    });
  });

  it('stops when DATABASE_URL names a PostgreSQL that does not answer', () => {
    const steps = planPrerequisites({
      ...ready,
      databaseUrl: 'postgres://127.0.0.1:5999/ci',
      databaseAnswers: false,
    });
    expect(steps).toHaveLength(1);
    expect(steps[0].kind).toBe('stop');
    expect(steps[0].message).toMatch(/127\.0\.0\.1:5999/);
  });
});
