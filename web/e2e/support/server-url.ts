/**
 * The started server's address. Global setup sets it in the environment, which Jest's
 * workers inherit; it is the one channel from globalSetup to the test files.
 */
const variable = 'LANDMAN_E2E_BASE_URL';

export function setBaseUrl(url: string): void {
  process.env[variable] = url;
}

export function baseUrl(): string {
  const url = process.env[variable];
  if (!url) throw new Error('The e2e server is not running (global setup did not start it)');
  return url;
}

/** Absolute URL on the test server for a site path. */
export function urlFor(path: string): string {
  return new URL(path, baseUrl()).toString();
}
