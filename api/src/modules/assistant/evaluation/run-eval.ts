import 'reflect-metadata';
import path from 'node:path';
import type { AssistantReply } from '../assistant.port';
import { AssistantHarness } from '../testing/assistant-harness';
import { evaluate, formatComparison, formatReport } from './evaluate';
import {
  defaultExternalPaths,
  evaluateExternal,
  externalRate,
  formatExternal,
  freshVisitorsPath,
  isTuning,
  loadExternalCases,
} from './external';
import { holdoutCorpus } from './holdout';
import { reliabilityTable, type Judged } from './reliability';
import { testCorpus } from './test.corpus';

const percent = (passed: number, total: number) =>
  `${((100 * passed) / Math.max(total, 1)).toFixed(1)}% (${passed}/${total})`;

/** `--external PATH` (repeatable) replaces the default external files. */
function externalPaths(argv: readonly string[]): string[] {
  const given = argv.flatMap((arg, i) =>
    arg === '--external' && argv[i + 1] ? [argv[i + 1]!] : [],
  );
  return given.length > 0 ? given : defaultExternalPaths;
}

/**
 * `npm run eval:assistant [-- --external PATH ...] [-- --tuning-only]`: asks the test split, the holdout and each
 * external file as its own split (its odd ids, the tuning half, and its even ids, the unseen
 * estimate, apart), prints the pass rates, every failure, and the reliability table of the
 * replies' confidence.
 */
async function main(): Promise<void> {
  const harness = new AssistantHarness();
  const confidenceOf = new WeakMap<AssistantReply, number>();
  const ask = async (message: string) => {
    const checked = await harness.askChecked(message);
    confidenceOf.set(checked.reply, checked.confidence);
    return checked.reply;
  };
  const judged = (reply: AssistantReply, passed: boolean): Judged => ({
    confidence: confidenceOf.get(reply) ?? 1,
    passed,
  });
  const report = await evaluate(testCorpus, ask);
  const holdout = await evaluate(holdoutCorpus, ask);
  console.log(formatReport(report));
  console.log(`\n${formatComparison(report, holdout)}`);
  const team = [...report.results, ...holdout.results].map((r) =>
    judged(r.reply, r.problems.length === 0),
  );
  const summary = [
    `test ${percent(report.passed, report.total)}`,
    `holdout ${percent(holdout.passed, holdout.total)}`,
  ];
  const tuning: Judged[] = [];
  const unseen: Judged[] = [];
  for (const file of externalPaths(process.argv)) {
    const name = `${file === freshVisitorsPath ? 'Team (written blind)' : 'External'} ${path.basename(file)}`;
    const cases = loadExternalCases(file);
    if (!cases) {
      console.log(`\n${name}: ${file} not found`);
      summary.push(`${path.basename(file)} -`);
      continue;
    }
    const results = await evaluateExternal(cases, ask);
    console.log(
      `\n${formatExternal(results, name, { tuningOnly: process.argv.includes('--tuning-only') })}`,
    );
    for (const r of results) {
      (isTuning(r.testCase) ? tuning : unseen).push(judged(r.reply, r.problems.length === 0));
    }
    const odd = results.filter((r) => isTuning(r.testCase));
    const even = results.filter((r) => !isTuning(r.testCase));
    summary.push(
      `${path.basename(file)} ${externalRate(results)} (odd ${externalRate(odd)}, even ${externalRate(even)})`,
    );
  }
  console.log(`\n${reliabilityTable(team, 'test and holdout splits')}`);
  console.log(`\n${reliabilityTable(tuning, 'external files, odd ids')}`);
  console.log(`\n${reliabilityTable(unseen, 'external files, even ids')}`);
  console.log(`\nSummary: ${summary.join(' | ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
