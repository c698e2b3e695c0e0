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
    expect(pkg.scripts.start).toMatch(/^(\w+=\S+ )*node( --[\w-]+(=\S+)?)* scripts\/start\.mjs$/);
  });

  it('checks health on the /healthz contract', () => {
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
  });
});

/** The lines of one top-level service of a compose file (two-space indented YAML). */
function service(compose: string, name: string): string {
  const match = new RegExp(`^  ${name}:\\n((?:    .*\\n|\\s*\\n)*)`, 'm').exec(compose);
  if (!match) throw new Error(`no service "${name}"`);
  return match[1] ?? '';
}

describe('docker-compose.yml (several instances)', () => {
  const compose = read('docker-compose.yml');
  const app = service(compose, 'app');
  const lb = service(compose, 'lb');

  it('runs PostgreSQL and Redis, healthy before the app starts', () => {
    expect(service(compose, 'db')).toMatch(/image: postgres:\d+/);
    expect(service(compose, 'redis')).toMatch(/image: redis:\d+/);
    expect(service(compose, 'redis')).toMatch(/healthcheck:[\s\S]*redis-cli', 'ping'/);
    expect(app).toMatch(/db:\s+condition: service_healthy/);
    expect(app).toMatch(/redis:\s+condition: service_healthy/);
  });

  it('runs two app replicas on the shared PostgreSQL and Redis, reachable only through the balancer', () => {
    expect(app).toMatch(/replicas: 2\b/);
    expect(app).toMatch(/DATABASE_URL: postgres:\/\/\S+@db:5432\/\w+/);
    expect(app).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
    expect(app).toMatch(/PORT: 4000/);
    expect(app).toMatch(/TRUST_PROXY_HOPS: 1/);
    // Every replica checks the contact form's token with the same key, and it must be given.
    expect(app).toMatch(/FORM_SIGNING_SECRET: \$\{FORM_SIGNING_SECRET:\?/);
    expect(app).not.toMatch(/ports:/);
  });

  it('scans documents with a ClamAV service the replicas reach by CLAMD_HOST', () => {
    expect(service(compose, 'clamav')).toMatch(/image: clamav\/clamav:\d/);
    expect(service(compose, 'clamav')).toMatch(/healthcheck:[\s\S]*clamdcheck/);
    expect(app).toMatch(/CLAMD_HOST: clamav:3310/);
    expect(app).toMatch(/clamav:\s+condition: service_healthy/);
  });

  it('puts nginx in front on port 4000, with the committed config', () => {
    expect(lb).toMatch(/image: nginx:\d/);
    expect(lb).toMatch(/\.\/deploy\/nginx\.conf:\/etc\/nginx\/nginx\.conf:ro/);
    expect(lb).toMatch(/'4000:80'/);
    expect(lb).toMatch(/app:\s+condition: service_healthy/);
  });
});

describe('deploy/nginx.conf', () => {
  const nginx = read('deploy/nginx.conf');

  it('balances over every replica of the app service and re-resolves them', () => {
    expect(nginx).toMatch(/upstream app \{[\s\S]*server app:4000 resolve;/);
    expect(nginx).toMatch(/resolver 127\.0\.0\.11/);
    expect(nginx).toMatch(/listen 80;/);
    expect(nginx).toMatch(/proxy_pass http:\/\/app;/);
    // No sticky sessions: the app shares its state, so no ip_hash / hash / sticky here.
    const directives = nginx
      .split('\n')
      .map((line) => line.split('#')[0])
      .join('\n');
    expect(directives).not.toMatch(/\b(ip_hash|sticky|hash \$)/);
  });

  it('lets documents up to DOCUMENT_MAX_BYTES through on their one path, with the client address', () => {
    const documents = /location = \/api\/documents \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const megabytes = Number(/client_max_body_size (\d+)m;/.exec(documents)?.[1]);
    expect(megabytes).toBeGreaterThan(20);
    expect(documents).toMatch(/proxy_pass http:\/\/app;/);
    expect(documents).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    // The form without JavaScript posts its documents to /contact.
    const form = /location = \/contact \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(Number(/client_max_body_size (\d+)m;/.exec(form)?.[1])).toBeGreaterThan(100);
    expect(form).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it('proxies WebSocket upgrades (graphql-ws on /graphql) with long read timeouts', () => {
    expect(nginx).toMatch(/proxy_http_version 1\.1;/);
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(nginx).toMatch(/map \$http_upgrade \$connection_upgrade \{\s*default upgrade;/);
    expect(nginx).toMatch(/proxy_read_timeout (\d+h|\d{3,}s?);/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });
});

describe('docker-compose.single.yml (one instance)', () => {
  const compose = read('docker-compose.single.yml');
  const app = service(compose, 'app');

  it('runs PostgreSQL and one app, published on port 4000', () => {
    expect(service(compose, 'db')).toMatch(/image: postgres:\d+/);
    expect(app).toMatch(/DATABASE_URL: postgres:\/\/\S+@db:5432\/\w+/);
    expect(app).toMatch(/condition: service_healthy/);
    expect(app).toMatch(/PORT: 4000/);
    expect(app).toMatch(/'4000:4000'/);
    expect(app).not.toMatch(/replicas:/);
    expect(app).toMatch(/CLAMD_HOST: clamav:3310/);
    expect(service(compose, 'clamav')).toMatch(/image: clamav\/clamav:\d/);
  });
});

describe('.ci/run', () => {
  const ci = read('.ci/run');
  const rootPackage = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

  it('installs from the lockfile and runs the suite on PostgreSQL, then on the embedded database', () => {
    expect(ci).toMatch(/npm ci/);
    expect(ci).toMatch(/DATABASE_URL=\S+ npm test/);
    expect(ci).toMatch(/env -u DATABASE_URL npm run test:db/);
  });

  it('sets up the system packages and Redis with the script that npm test runs first', () => {
    expect(ci).toMatch(/^node scripts\/test-prerequisites\.cjs$/m);
    expect(ci.indexOf('test-prerequisites')).toBeLessThan(ci.indexOf('npm ci'));
    expect(rootPackage.scripts.test).toMatch(/^node scripts\/test-prerequisites\.cjs && /);
  });
});
