/** Checks of the repository's own files (deployment, scripts). */
module.exports = {
  displayName: 'repo',
  testEnvironment: 'node',
  rootDir: '..',
  roots: ['<rootDir>/scripts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
};
