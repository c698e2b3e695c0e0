import 'reflect-metadata';
import { AssistantHarness } from '../testing/assistant-harness';
import { evaluate, formatComparison, formatReport } from './evaluate';
import { holdoutCorpus } from './holdout';
import { testCorpus } from './test.corpus';

/**
 * `npm run eval:assistant`: asks the test split and the holdout, prints the pass rates (the
 * holdout's per category beside the test split's) and every failure.
 */
async function main(): Promise<void> {
  const harness = new AssistantHarness();
  const ask = (message: string) => harness.ask(message);
  const report = await evaluate(testCorpus, ask);
  const holdout = await evaluate(holdoutCorpus, ask);
  console.log(formatReport(report));
  console.log(`\n${formatComparison(report, holdout)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
