/** One Jest run for the whole repo; each workspace owns its project config. */
module.exports = {
  projects: [
    '<rootDir>/content/jest.config.js',
    '<rootDir>/api/jest.config.js',
    '<rootDir>/web/jest.config.js',
    '<rootDir>/web/e2e/jest.config.js',
    '<rootDir>/scripts/jest.config.js',
  ],
};
