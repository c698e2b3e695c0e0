/** Unit tests of the web app in jsdom (browser tests live in e2e/). */
export default {
  displayName: 'web',
  testEnvironment: '<rootDir>/src/lib/testing/jsdom-environment.cjs',
  // Keeps each module's compiled code for the worker's next test file (scripts/jest-runtime.js).
  runtime: '<rootDir>/../scripts/jest-runtime.js',
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/src/lib/testing/jest-setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@landman/content$': '<rootDir>/../content/src/index.ts',
    // content's Node16 modules name their relative imports `*.js` (see content/jest.config.js).
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(woff2?|svg|png|jpe?g|webp|avif)(\\?url|\\?no-inline)?$':
      '<rootDir>/src/lib/testing/file-stub.ts',
  },
};
