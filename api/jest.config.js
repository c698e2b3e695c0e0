const fs = require('node:fs');
const path = require('node:path');

// The same SWC settings as @swc-node/register: decorators with metadata, which TypeORM and
// type-graphql need (esbuild-style transforms drop the metadata).
const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  // marked and feed ship only as ES modules; let SWC turn it into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(marked|feed)/)'],
  moduleNameMapper: { '^@landman/content$': '<rootDir>/../content/src/index.ts' },
  // One database per Jest worker, started (embedded) or created (PostgreSQL schema) once per run.
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
  setupFiles: ['reflect-metadata', '<rootDir>/src/testing/jest-worker-database.ts'],
};
