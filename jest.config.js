/**
 * One Jest config for the whole repo; each workspace owns its projects. `npm test` runs them in
 * two passes (README "Running the tests"): everything that needs no build, then the build and
 * the projects that test its output (api-built, e2e).
 */
module.exports = {
  // Jest reads testTimeout from the root (global) config only; a project's own is ignored.
  // The API's tests start servers and databases, which take longer than the 5 s default.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/content/jest.config.js',
    ...require('./api/jest.config.js').projects,
    '<rootDir>/web/jest.config.js',
    '<rootDir>/web/e2e/jest.config.js',
    '<rootDir>/scripts/jest.config.js',
  ],
};
