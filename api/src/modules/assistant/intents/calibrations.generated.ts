// Written by `npm run calibrate -w api` (calibrate.ts); do not edit. See `Calibration`.
import { type Calibration } from './text.classifier';

export const storedCalibrations: { intents: Calibration; topics: Calibration } = {
  intents: {
    fingerprint: '8dcf09468e9dbbfcc5d52fe2d56fd7daafdd55a34fa261cc2f748d2c249c868a',
    temperature: 2,
  },
  topics: {
    fingerprint: 'e67cc6753d37579c0f85faff4bac45bb88873b0a5d70c8bc1312b73fceb26385',
    temperature: 3,
  },
};
