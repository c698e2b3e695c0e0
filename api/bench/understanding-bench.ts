/**
 * `npm run bench:understanding`: CPU time to understand one visitor message of 2,000 characters
 * (the chat's limit): plain text, normalising, spelling correction, entities, jargon, and the
 * intent and topic classifiers. Prints the mean and p99 of process CPU time per message over a
 * bounded number of runs; no assertion (timing belongs in a benchmark, not a test).
 */
import { MessageAnalyzer } from '../src/modules/assistant/entities/message.analyzer';
import { testCorpus } from '../src/modules/assistant/evaluation/test.corpus';
import { IntentModel } from '../src/modules/assistant/intents/understanding';

const runs = 200;
/** Varied visitor sentences with typos, so the spelling corrector sees many different words. */
const sentences = [
  'My late fathr left us mineral intrests in Smith Countey and DeSoto Parish.',
  'The operater stoped paying roylties after he pased and nobody explaned why.',
  'We got a divison order with a decmal that looks wrong and a top leese offer.',
  'Is the ORRI on the old lease still HBP, and does it have a pugh clawse?',
  'Can someone call me at 903-555-0100 or email me at kin@example.com?',
  ...testCorpus.map((t) => t.ask),
];

/** A 2,000-character message built from the sentences, starting at a different one each run. */
function message(n: number): string {
  let text = '';
  for (let i = n; text.length < 2000; i++) text += `${sentences[i % sentences.length]} `;
  return text.slice(0, 2000);
}

const trainStart = process.cpuUsage();
const analyzer = new MessageAnalyzer();
const model = IntentModel.shared();
const train = process.cpuUsage(trainStart);
model.understand(analyzer.analyze(message(-1)));

const samples: number[] = [];
for (let i = 0; i < runs; i++) {
  const text = message(i);
  const start = process.cpuUsage();
  model.understand(analyzer.analyze(text));
  const used = process.cpuUsage(start);
  samples.push((used.user + used.system) / 1000);
}
samples.sort((a, b) => a - b);
const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
const p99 = samples[Math.floor(samples.length * 0.99) - 1]!;
console.log(
  `Understanding a 2,000-character message: mean ${mean.toFixed(2)} ms CPU, p99 ${p99.toFixed(2)} ms CPU (${runs} runs)`,
);
console.log(
  `Training the classifiers once at start: ${((train.user + train.system) / 1000).toFixed(0)} ms CPU`,
);
