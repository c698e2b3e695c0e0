import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Docker cannot run on our CI machines, so these checks keep the image and compose file honest:
// the container must start through the same `npm start` path that local runs and tests use.
const root = join(__dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';

  it('builds in one stage and runs in another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]).toMatch(/RUN npm ci/);
    expect(stages[0]).toMatch(/RUN npm run build/);
    expect(runtime).toMatch(/COPY --from=build/);
  });

  it('runs as a non-root user and listens on all interfaces', () => {
    expect(runtime).toMatch(/^USER (?!root)\w+/m);
    expect(runtime).toMatch(/HOST=0\.0\.0\.0/);
  });

  it('starts with the same command as `npm start`', () => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(runtime).toMatch(/^CMD \["npm", "start"\]$/m);
    expect(pkg.scripts.start).toBe('node scripts/start.mjs');
  });

  it('checks health on the /healthz contract', () => {
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
  });
});

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml');

  it('runs PostgreSQL and points the app at it', () => {
    expect(compose).toMatch(/image: postgres:\d+/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/\S+@db:5432\/\w+/);
    expect(compose).toMatch(/condition: service_healthy/);
  });

  it('publishes the app port the server listens on', () => {
    expect(compose).toMatch(/PORT: 4000/);
    expect(compose).toMatch(/'4000:4000'/);
  });
});

describe('.ci/run', () => {
  const ci = read('.ci/run');

  it('installs from the lockfile and runs the suite on PostgreSQL, then on the embedded database', () => {
    expect(ci).toMatch(/npm ci/);
    expect(ci).toMatch(/DATABASE_URL=\S+ npm test/);
    expect(ci).toMatch(/env -u DATABASE_URL npm run test:db/);
  });
});
