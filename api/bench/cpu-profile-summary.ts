/**
 * Where a server's CPU went, from a V8 profile (`node --cpu-prof`): self time per part of the
 * stack (embedded database, ORM, driver, GraphQL, assistant...), as shares of the busy time.
 * `npm run bench:chat -- --cpu-prof DIR` records each measured run (not the start-up) and prints
 * this summary.
 * Run alone: `node -r @swc-node/register bench/cpu-profile-summary.ts FILE.cpuprofile`.
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** First match wins: a frame's script URL (or its name, for V8's own entries) to a part. */
const parts: readonly [string, RegExp][] = [
  ['idle', /^\(idle\)$/],
  ['garbage collection', /^\(garbage collector\)$/],
  ['embedded database (PGlite)', /@electric-sql\/pglite|^wasm:/],
  ['ORM (TypeORM)', /node_modules\/typeorm\//],
  ['driver (pg)', /node_modules\/pg(-[a-z]+)?\//],
  ['GraphQL', /node_modules\/(graphql|@apollo|type-graphql|graphql-ws|@graphql-|@escape\.tech)/],
  ['validation', /node_modules\/(class-validator|class-transformer)\//],
  ['websocket (ws)', /node_modules\/ws\//],
  [
    'HTTP (express, helmet, pino)',
    /node_modules\/(express|router|body-parser|helmet|pino|raw-body|send|finalhandler)/,
  ],
  ['assistant', /\/modules\/assistant\//],
  ['chat', /\/modules\/chat\//],
  ['other app code', /\/api\/(dist|src)\//],
  ['other libraries', /node_modules\//],
  ['node internals', /^node:|^internal\//],
  ['V8 / native', /^$/],
];

export function summarize(profile: Profile): [part: string, ms: number][] {
  const partOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    const key = url || functionName;
    const part = parts.find(([, pattern]) => pattern.test(url) || pattern.test(key));
    partOf.set(node.id, part?.[0] ?? 'V8 / native');
  }
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const part = partOf.get(id) ?? 'V8 / native';
    totals.set(part, (totals.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

export function printSummary(profile: unknown, label: string, perReply?: number): void {
  const totals = summarize(profile as Profile);
  const busy = totals.filter(([part]) => part !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
  // Samples are taken on the wall clock: on a busy machine, "busy" includes waits for a core.
  console.log(`\nCPU profile of ${label}: ${busy.toFixed(0)} ms busy (sampled)`);
  const each = (ms: number) =>
    perReply ? `  ${(ms / perReply).toFixed(2).padStart(6)} ms/reply` : '';
  for (const [part, ms] of totals) {
    if (part === 'idle') continue;
    console.log(
      `  ${part.padEnd(30)} ${ms.toFixed(0).padStart(7)} ms  ${((100 * ms) / busy).toFixed(1).padStart(5)} %${each(ms)}`,
    );
  }
}

if (require.main === module) {
  for (const file of process.argv.slice(2)) {
    printSummary(JSON.parse(fs.readFileSync(file, 'utf8')), file);
  }
}
