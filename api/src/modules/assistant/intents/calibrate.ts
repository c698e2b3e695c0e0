import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { MessageAnalyzer } from '../entities/message.analyzer';
import { IntentModel } from './understanding';

/**
 * `npm run calibrate -w api`: calibrates the intent and topic classifiers from scratch and
 * stores their temperatures, with what they were found on, in calibrations.generated.ts. Run it
 * after changing the training corpus, the features or the classifier; until then the server
 * calibrates at every start (correct, only slower), and calibrations.test.ts fails in npm test.
 */
async function main(): Promise<void> {
  const analyzer = new MessageAnalyzer();
  const { calibrations } = new IntentModel((message) => analyzer.analyze(message), undefined);
  const file = path.join(__dirname, 'calibrations.generated.ts');
  const source = `// Written by \`npm run calibrate -w api\` (calibrate.ts); do not edit. See \`Calibration\`.
import { type Calibration } from './text.classifier';

export const storedCalibrations: { intents: Calibration; topics: Calibration } = ${JSON.stringify(calibrations)};
`;
  writeFileSync(file, await format(source, { ...(await resolveConfig(file)), filepath: file }));
  console.log(`Wrote ${path.relative(process.cwd(), file)}:`, calibrations);
}

void main();
