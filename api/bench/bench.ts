import autocannon from 'autocannon';
import { benchBlogPostsQuery } from '../src/http/bench.routes';
import { startBenchServer } from './bench-server';
import { printTable } from './print-table';
import { SmtpTimingSink } from './smtp-timing-sink';

/**
 * `npm run bench`: each real path beside a baseline served from memory by the same process
 * (the same JSON, through Express, without services, database or GraphQL), so the figure that
 * matters is the ratio. Target: blog reads within 2x of their baseline.
 */
const durationSeconds = 5;
const connections = 10;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  baselinePath: string;
  body?: string;
  /** Reads are held to the 2x target; writes are reported only. */
  target?: number;
}

const json = { 'content-type': 'application/json' };
const contactBody = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.com',
  phone: '',
  company: '',
  message: 'Load test of the contact endpoint.',
  service: 'Lease Checks',
  location: 'Tyler TX',
});

const targets: Target[] = [
  {
    name: 'GET /api/blog',
    method: 'GET',
    path: '/api/blog',
    baselinePath: '/__bench/blog',
    target: 2,
  },
  {
    name: 'GraphQL blogPosts',
    method: 'POST',
    path: '/graphql',
    baselinePath: '/__bench/graphql',
    body: JSON.stringify({ query: benchBlogPostsQuery }),
    target: 2,
  },
  {
    name: 'POST /api/contacts',
    method: 'POST',
    path: '/api/contacts',
    baselinePath: '/__bench/contacts',
    body: contactBody,
  },
];

async function measure(url: string, target: Target, path: string, duration = durationSeconds) {
  const result = await autocannon({
    url: `${url}${path}`,
    method: target.method,
    headers: json,
    body: target.body,
    connections,
    duration,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${target.method} ${path}: ${failed} failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main(): Promise<void> {
  const server = await startBenchServer(process.env.DATABASE_URL || undefined);
  const rows: string[][] = [];
  let missed = false;
  try {
    console.log(
      `Bench: ${server.database}, ${connections} connections, ${durationSeconds} s per run\n`,
    );
    for (const target of targets) {
      await measure(server.url, target, target.path, 1); // warm caches and JIT
      const baseline = await measure(server.url, target, target.baselinePath);
      const real = await measure(server.url, target, target.path);
      const ratio = baseline.rps / real.rps;
      const verdict = target.target
        ? ratio <= target.target
          ? 'ok'
          : `over ${target.target}x`
        : '';
      if (target.target && ratio > target.target) missed = true;
      rows.push([
        target.name,
        real.rps.toFixed(0),
        `${real.p99} ms`,
        baseline.rps.toFixed(0),
        `${baseline.p99} ms`,
        `${ratio.toFixed(2)}x`,
        verdict,
      ]);
    }
  } finally {
    await server.stop();
  }
  const contacts = targets.find((t) => t.path === '/api/contacts')!;
  const delivery = await deliveryBench(contacts);
  rows.push([
    'POST /api/contacts, SMTP delivery on',
    delivery.rps.toFixed(0),
    `${delivery.p99} ms`,
    '',
    '',
    '',
    '',
  ]);
  printTable(['path', 'req/s', 'p99', 'baseline req/s', 'baseline p99', 'cost', 'target'], rows);
  console.log(
    '\ncost = baseline req/s / real req/s (1.00x = as fast as serving the JSON from memory)',
  );
  console.log(
    `POST /api/contacts above: the default local mailbox (.eml files); "SMTP delivery on": a local smtp-server.`,
  );
  console.log(`\nSubmit to SMTP acceptance (${delivery.leads} leads sent one after another):`);
  printTable(
    ['e-mail', 'median', 'p99'],
    delivery.latency.map(({ kind, median, p99 }) => [kind, `${median} ms`, `${p99} ms`]),
  );
  console.log(
    `After the load run: ${delivery.backlog} queued e-mails accepted in ${delivery.drainSeconds} s`,
  );
  if (missed) process.exitCode = 1;
}

const latencyLeads = 200;
const leadMessageId = /^<lead-([0-9a-f-]{36})-(consultant|visitor)@/;

/**
 * Contact submission with the outbox sending to a real SMTP server on loopback: first the time
 * from each submit to the server accepting its two e-mails (fresh addresses, so each lead is
 * acknowledged), then the request rate under load, then how long the queue takes to drain.
 */
async function deliveryBench(contacts: Target) {
  const sink = new SmtpTimingSink();
  const smtpUrl = await sink.start();
  const server = await startBenchServer(process.env.DATABASE_URL || undefined, {
    SMTP_URL: smtpUrl,
    MAIL_ACKS_PER_HOUR: '100000',
  });
  try {
    const submittedAt = new Map<string, number>();
    for (let i = 0; i < latencyLeads; i += 1) {
      const started = Date.now();
      const res = await fetch(`${server.url}/api/contacts`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...JSON.parse(contactBody), email: `bench${i}@example.com` }),
      });
      if (res.status !== 201) throw new Error(`POST /api/contacts answered ${res.status}`);
      submittedAt.set(((await res.json()) as { id: string }).id, started);
    }
    await untilAccepted(sink, latencyLeads * 2, 60_000);
    const waits: Record<'consultant' | 'visitor', number[]> = { consultant: [], visitor: [] };
    for (const [messageId, at] of sink.acceptedAt) {
      const [, id, kind] = leadMessageId.exec(messageId) ?? [];
      const started = id ? submittedAt.get(id) : undefined;
      if (started !== undefined) waits[kind as 'consultant' | 'visitor'].push(at - started);
    }

    await measure(server.url, contacts, contacts.path, 1);
    const before = sink.acceptedAt.size;
    const loaded = await measure(server.url, contacts, contacts.path);
    const drainStart = Date.now();
    const backlog = await queuedSince(sink, before, 120_000);
    const lastAccepted = Math.max(drainStart, ...sink.acceptedAt.values());
    return {
      rps: loaded.rps,
      p99: loaded.p99,
      leads: latencyLeads,
      latency: (['consultant', 'visitor'] as const).map((kind) => ({
        kind: kind === 'consultant' ? 'notification' : 'acknowledgement',
        median: percentile(waits[kind], 50),
        p99: percentile(waits[kind], 99),
      })),
      backlog,
      drainSeconds: ((lastAccepted - drainStart) / 1000).toFixed(1),
    };
  } finally {
    await server.stop();
    await sink.stop();
  }
}

async function untilAccepted(sink: SmtpTimingSink, count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (sink.acceptedAt.size < count) {
    if (Date.now() > deadline) throw new Error(`Only ${sink.acceptedAt.size} of ${count} accepted`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits (bounded) until the e-mails stop arriving; returns how many came after `since`. */
async function queuedSince(sink: SmtpTimingSink, since: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  while (Date.now() < deadline && sink.acceptedAt.size !== last) {
    last = sink.acceptedAt.size;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return sink.acceptedAt.size - since;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
