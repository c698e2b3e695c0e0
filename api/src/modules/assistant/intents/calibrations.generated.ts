// Written by `npm run calibrate -w api` (calibrate.ts); do not edit. See `Calibration`.
import { type Calibration } from './text.classifier';

export const storedCalibrations: { intents: Calibration; topics: Calibration } = {
  intents: {
    fingerprint: '9d0a98d6f343364397829df208973f2845e3895ae3c079dd18c14c9d7e792fee',
    temperature: 2,
  },
  topics: {
    fingerprint: '1df2cd5a0e34833ee58fbfeae37c3383fef0c4ddd6a06fa2db2c2ad23c9770f5',
    temperature: 3,
  },
};
