const fs = require('node:fs');
const path = require('node:path');

// The same SWC settings as @swc-node/register: decorators with metadata, which TypeORM and
// type-graphql need (esbuild-style transforms drop the metadata).
const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));

const common = {
  rootDir: __dirname,
  testEnvironment: 'node',
  // Keeps each module's compiled code for the worker's next test file (scripts/jest-runtime.js).
  runtime: '<rootDir>/../scripts/jest-runtime.js',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  // marked and feed ship only as ES modules; let SWC turn it into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(marked|feed)/)'],
  moduleNameMapper: { '^@landman/content$': '<rootDir>/../content/src/index.ts' },
};

/** One database per Jest worker, started (embedded) or created (PostgreSQL schema) once per run. */
const withDatabase = {
  ...common,
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
  setupFiles: [
    'reflect-metadata',
    '<rootDir>/src/testing/jest-worker-database.ts',
    '<rootDir>/src/testing/jest-test-password-hashes.ts',
  ],
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-release-leases.ts'],
};

/**
 * The API's tests in three Jest projects, chosen by file name (the root jest.config.js lists
 * them; README "Running the tests"):
 * - api:       *.test.ts, no database (a connection fails the file: testing/jest-no-database.ts)
 * - api-db:    *.db.test.ts, on the worker's database (CI: PostgreSQL, then the embedded one)
 * - api-built: *.built.test.ts, on the worker's database against `npm run build`'s output
 */
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'api',
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.db\\.test\\.ts$', '\\.built\\.test\\.ts$'],
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/jest-no-database.ts'],
    },
    { ...withDatabase, displayName: 'api-db', testMatch: ['**/*.db.test.ts'] },
    { ...withDatabase, displayName: 'api-built', testMatch: ['**/*.built.test.ts'] },
  ],
};
