/** @type {import('jest').Config} */
module.exports = {
  displayName: 'content',
  testEnvironment: 'node',
  // Keeps each module's compiled code for the worker's next test file (scripts/jest-runtime.js).
  runtime: '<rootDir>/../scripts/jest-runtime.js',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  // Node16 modules name their relative imports `*.js`; Jest resolves them to the `.ts` source.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
