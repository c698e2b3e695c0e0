import { MessageAnalyzer } from '../entities/message.analyzer';
import { storedCalibrations } from './calibrations.generated';
import { TextClassifier } from './text.classifier';
import { IntentModel } from './understanding';

const analyzer = new MessageAnalyzer();
const split = (text: string) => text.split(' ').filter(Boolean);

describe('stored calibrations', () => {
  it('are the ones the training corpus gives today (else: npm run calibrate -w api)', () => {
    const fresh = new IntentModel((message) => analyzer.analyze(message), undefined);
    expect(storedCalibrations).toEqual(fresh.calibrations);
    // And the model everyone shares uses them.
    expect(IntentModel.shared().calibrations).toEqual(storedCalibrations);
  });

  it('are used only for the examples they were found on; other examples are calibrated', () => {
    const examples = [
      ...['royalty check late', 'royalties not paid', 'my royalty payment stopped'].map((text) => ({
        text,
        label: 'royalties',
      })),
      ...['lease offer bonus', 'should i sign this lease', 'lease terms offer'].map((text) => ({
        text,
        label: 'lease',
      })),
    ];
    const calibrated = new TextClassifier(examples, split);
    // 7 is not among the temperatures calibration tries: taking it shows it was stored.
    const stored = { ...calibrated.calibration, temperature: 7 };
    // The same examples: the stored temperature is taken as it is.
    expect(new TextClassifier(examples, split, stored).calibration).toEqual(stored);
    // One example more: the fingerprint differs, so it is calibrated again.
    const more = [...examples, { text: 'lease bonus per acre', label: 'lease' }];
    const recalibrated = new TextClassifier(more, split, stored);
    expect(recalibrated.calibration.fingerprint).not.toBe(stored.fingerprint);
    expect(recalibrated.calibration.temperature).not.toBe(7);
    expect(recalibrated.calibration).toEqual(new TextClassifier(more, split).calibration);
  });
});
