import 'reflect-metadata';
import { AssistantHarness } from '../testing/assistant-harness';
import { evaluate, formatReport } from './evaluate';
import { testCorpus } from './test.corpus';

/** `npm run eval:assistant`: asks the test split, prints the pass rates and every failure. */
async function main(): Promise<void> {
  const harness = new AssistantHarness();
  const report = await evaluate(testCorpus, (message) => harness.ask(message));
  console.log(formatReport(report));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
