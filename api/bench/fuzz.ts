import { describeFailure, sendHostileTraffic } from '../src/testing/hostile/send-hostile-traffic';
import { startBenchServer } from './bench-server';

/**
 * `npm run fuzz [-- --requests 20000 --seed 7 --minutes 30]`: the hostile-traffic fuzzer of the test suite,
 * in larger numbers, against the built server on a fresh database: the embedded one without
 * DATABASE_URL, a throwaway schema of DATABASE_URL with it. It covers every REST route (path
 * parameters too), the site's /blog/:slug, the form post and every argument of every query
 * and mutation. Prints the answers by status, the 5xx count and every failure; exits 1 on any.
 */
function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} takes a whole number.`);
  return value;
}

async function main(): Promise<void> {
  const requests = argument('requests', 20_000);
  const seed = argument('seed', 20_261_124);
  // A bound on the run, not a target: on a loaded machine 20,000 requests may need longer.
  const minutes = argument('minutes', 30);
  const server = await startBenchServer(process.env.DATABASE_URL || undefined, {
    ENABLE_BENCH_ROUTES: 'false',
    CHAT_SESSION_MESSAGES_PER_MINUTE: '10000',
    CHAT_IP_MESSAGES_PER_MINUTE: '100000',
    // As in hostile-traffic.test.ts: the fuzzer judges the answers to hostile input, not
    // capacity. On a busy shared machine (load 20 on 2 cores) the embedded database's one
    // connection sheds load with 503s after the 1 s connect and 1.2 s statement defaults.
    DATABASE_CONNECT_TIMEOUT_MS: '5000',
    DATABASE_STATEMENT_TIMEOUT_MS: '10000',
  });
  const started = Date.now();
  try {
    console.log(`Fuzz: ${requests} requests, seed ${seed}, ${server.database}\n`);
    const report = await sendHostileTraffic({
      baseUrl: server.url,
      seed,
      requests,
      concurrency: 8,
      maxDurationMs: minutes * 60_000,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`sent ${report.sent} in ${seconds} s`);
    console.log('by status:', JSON.stringify(report.byStatus));
    console.log('by way in:', JSON.stringify(report.byTarget, null, 1));
    const fivexx = Object.entries(report.byStatus)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    console.log(`5xx: ${fivexx}; failures: ${report.failures.length}`);
    for (const failure of report.failures.slice(0, 50))
      console.log(`  ${describeFailure(failure)}`);
    if (report.failures.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
