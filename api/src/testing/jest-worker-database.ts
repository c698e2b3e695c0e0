import { singleConnectionVariable, workerUrlsVariable } from './test-databases';

/**
 * Runs before each test file: points DATABASE_URL at this worker's own database (see
 * jest-global-setup.ts), so the app's config reads it the ordinary way.
 */
const urls: string[] = JSON.parse(process.env[workerUrlsVariable] ?? '[]');
const worker = Number(process.env.JEST_WORKER_ID ?? '1');
const url = urls[(worker - 1) % Math.max(urls.length, 1)];
if (url) process.env.DATABASE_URL = url;
// The app sees a DATABASE_URL and would open a pool of ten; PGlite must get exactly one.
if (process.env[singleConnectionVariable]) process.env.DATABASE_POOL_MAX = '1';
