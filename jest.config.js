/**
 * One Jest config for the whole repo; each workspace owns its projects. `npm test` runs them in
 * two passes (README "Running the tests"): everything that needs no build, then the build and
 * the projects that test its output (api-built, e2e).
 */
// The tests allocate far more short-lived objects than a server at rest (each test file loads
// the app afresh), and V8's default young generation is collected every few megabytes: a larger
// one took the database tests from 179 s to 158 s and the unit tests from 66 s to 61 s on two
// cores. Set here so Jest's workers, and the servers the tests start, inherit it.
if (!/--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim();
}

module.exports = {
  // Jest reads testTimeout from the root (global) config only; a project's own is ignored.
  // The API's tests start servers and databases, which take longer than the 5 s default.
  testTimeout: 30_000,
  // Once per run, before the projects' own: content's build, for the processes tests start.
  globalSetup: '<rootDir>/scripts/jest-global-setup.cjs',
  projects: [
    '<rootDir>/content/jest.config.js',
    ...require('./api/jest.config.js').projects,
    '<rootDir>/web/jest.config.js',
    '<rootDir>/web/e2e/jest.config.js',
    '<rootDir>/scripts/jest.config.js',
  ],
};
