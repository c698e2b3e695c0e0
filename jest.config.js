/** One Jest run for the whole repo; each workspace owns its project config. */
module.exports = {
  // Jest reads testTimeout from the root (global) config only; a project's own is ignored.
  // The API's tests start servers and databases, which take longer than the 5 s default.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/content/jest.config.js',
    '<rootDir>/api/jest.config.js',
    '<rootDir>/web/jest.config.js',
    '<rootDir>/web/e2e/jest.config.js',
    '<rootDir>/scripts/jest.config.js',
  ],
};
