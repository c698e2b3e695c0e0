/** @type {import('jest').Config} */
module.exports = {
  displayName: 'content',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
};
