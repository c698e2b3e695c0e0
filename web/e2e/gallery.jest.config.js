/**
 * The screenshot gallery (docs/gallery): `npm run gallery`, never part of `npm test` (its files are
 * `*.gallery.ts`, which the e2e project does not match). The browser tests' own configuration,
 * less their shared server (global set-up and tear-down) and module cache: the gallery starts
 * one built server of its own (run `npm run build` first), with the desk's owner, in band.
 */
import e2e from './jest.config.js';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { globalSetup, globalTeardown, runtime, ...shared } = e2e;

export default { ...shared, displayName: 'gallery', testMatch: ['**/*.gallery.ts'] };
