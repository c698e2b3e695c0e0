/**
 * Browser tests in the system Chromium against the real server (node api/dist/main.js),
 * started once by support/global-setup.ts on a free port with a throwaway database.
 * `npm test` runs them after the build (npm run test:built); they only check that it is there.
 */
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

export default {
  displayName: 'e2e',
  testEnvironment: 'node',
  // Keeps each module's compiled code for the worker's next test file (scripts/jest-runtime.js).
  runtime: '<rootDir>/../../scripts/jest-runtime.js',
  rootDir: '.',
  roots: ['<rootDir>'],
  testMatch: ['**/*.e2e.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^@landman/content$': '<rootDir>/../../content/src/index.ts' },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/support/setup-timeout.ts'],
};
