import 'reflect-metadata';
import { AssistantHarness } from '../testing/assistant-harness';
import { evaluate, formatComparison, formatReport } from './evaluate';
import {
  defaultExternalPath,
  evaluateExternal,
  formatExternal,
  loadExternalCases,
} from './external';
import { holdoutCorpus } from './holdout';
import { testCorpus } from './test.corpus';

const percent = (passed: number, total: number) =>
  `${((100 * passed) / Math.max(total, 1)).toFixed(1)}% (${passed}/${total})`;

/**
 * `npm run eval:assistant [-- --external PATH]`: asks the test split, the holdout and the
 * external split, prints the pass rates (the holdout's per category beside the test split's)
 * and every failure.
 */
async function main(): Promise<void> {
  const flag = process.argv.indexOf('--external');
  const externalPath = flag >= 0 ? process.argv[flag + 1] : defaultExternalPath;
  const harness = new AssistantHarness();
  const ask = (message: string) => harness.ask(message);
  const report = await evaluate(testCorpus, ask);
  const holdout = await evaluate(holdoutCorpus, ask);
  const externalCases = loadExternalCases(externalPath);
  const external = externalCases ? await evaluateExternal(externalCases, ask) : undefined;
  console.log(formatReport(report));
  console.log(`\n${formatComparison(report, holdout)}`);
  console.log(
    external ? `\n${formatExternal(external)}` : `\nExternal split: ${externalPath} not found`,
  );
  const externalPassed = external?.filter((r) => r.problems.length === 0).length ?? 0;
  console.log(
    `\nSummary: test ${percent(report.passed, report.total)} | holdout ${percent(holdout.passed, holdout.total)} | external ${external ? percent(externalPassed, external.length) : '-'}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
