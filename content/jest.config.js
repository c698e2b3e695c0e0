/** @type {import('jest').Config} */
module.exports = {
  displayName: 'content',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  // Node16 modules name their relative imports `*.js`; Jest resolves them to the `.ts` source.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
