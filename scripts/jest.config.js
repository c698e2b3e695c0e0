/** Checks of the repository's own files (deployment, scripts). */
module.exports = {
  displayName: 'repo',
  testEnvironment: 'node',
  // Keeps each module's compiled code for the worker's next test file (jest-runtime.js).
  runtime: '<rootDir>/scripts/jest-runtime.js',
  rootDir: '..',
  roots: ['<rootDir>/scripts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
};
