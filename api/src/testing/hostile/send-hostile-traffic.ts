import fc from 'fast-check';
import { type HostileRequest, hostileRequest } from './hostile-requests';

export interface HostileTrafficOptions {
  /** http://127.0.0.1:port of the server under test: never another host. */
  baseUrl: string;
  seed: number;
  requests: number;
  concurrency?: number;
  /** Stops sending new requests after this long, whatever the count. */
  maxDurationMs?: number;
  /** One request slower than this counts as a failure. */
  requestTimeoutMs?: number;
}

export interface HostileFailure {
  request: HostileRequest;
  problem: string;
}

export interface HostileTrafficReport {
  sent: number;
  byStatus: Record<string, number>;
  byTarget: Record<string, number>;
  failures: HostileFailure[];
}

/**
 * Sends `requests` seeded hostile requests (see hostile-requests.ts) with bounded concurrency and
 * time, and reports every answer that is not a clean client error: a 5xx, a dropped connection,
 * a timeout, a REST error without `{ error }`, or a GraphQL error masked as internal.
 */
export async function sendHostileTraffic(
  options: HostileTrafficOptions,
): Promise<HostileTrafficReport> {
  const { hostname } = new URL(options.baseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) {
    throw new Error(`Hostile traffic goes to loopback only, not ${hostname}.`);
  }
  const samples = fc.sample(hostileRequest, { seed: options.seed, numRuns: options.requests });
  const deadline = Date.now() + (options.maxDurationMs ?? 120_000);
  const report: HostileTrafficReport = { sent: 0, byStatus: {}, byTarget: {}, failures: [] };
  let next = 0;

  const worker = async () => {
    while (next < samples.length && Date.now() < deadline) {
      const request = samples[next++] as HostileRequest;
      report.sent += 1;
      report.byTarget[request.target] = (report.byTarget[request.target] ?? 0) + 1;
      const outcome = await send(options.baseUrl, request, options.requestTimeoutMs ?? 5_000);
      report.byStatus[outcome.status] = (report.byStatus[outcome.status] ?? 0) + 1;
      if (outcome.problem) report.failures.push({ request, problem: outcome.problem });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return report;
}

/** One line a failure: the way in, what went wrong, and the start of what was sent. */
export function describeFailure({ request, problem }: HostileFailure): string {
  const sent = `${request.method} ${request.path.slice(0, 80)} ${request.body?.slice(0, 120) ?? ''}`;
  return `${request.target}: ${problem.slice(0, 160)} | sent: ${sent}`;
}

async function send(
  baseUrl: string,
  request: HostileRequest,
  timeoutMs: number,
): Promise<{ status: string; problem?: string }> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    return { status: 'no answer', problem: `no answer: ${(error as Error).message}` };
  }
  const status = String(response.status);
  if (response.status >= 500) return { status, problem: `HTTP ${status}: ${text.slice(0, 200)}` };
  return {
    status,
    problem:
      badErrorShape(request, response.status, text) ??
      missedRefusal(request, response.status, text),
  };
}

/** A request that must be refused (a figure too long for a tool) and was not, or not in words. */
function missedRefusal(request: HostileRequest, status: number, text: string): string | undefined {
  const { refusal } = request;
  if (!refusal || status === 431) return undefined;
  if (status !== refusal.status) return `HTTP ${status}, not the refusal's ${refusal.status}`;
  if (!text.includes(refusal.says)) return `HTTP ${status} without "${refusal.says}"`;
  return undefined;
}

/** The error contracts: REST answers `{ error }`; GraphQL never hides a client error as internal. */
function badErrorShape(request: HostileRequest, status: number, text: string): string | undefined {
  // 431: Node's HTTP parser refuses a request line or headers over its 16 KB limit before the
  // app sees the request; there is no app answer to judge.
  if (status === 431) return undefined;
  if (request.path.startsWith('/api/') && status >= 400) {
    const body = parseJson(text) as { error?: unknown } | undefined;
    if (typeof body?.error !== 'string')
      return `REST ${status} without { error }: ${text.slice(0, 200)}`;
  }
  if (request.path.startsWith('/graphql')) {
    const body = parseJson(text) as { errors?: { extensions?: { code?: unknown } }[] } | undefined;
    const internal = body?.errors?.find(
      (error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR',
    );
    if (internal) return `GraphQL INTERNAL_SERVER_ERROR for a client's request (HTTP ${status})`;
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
