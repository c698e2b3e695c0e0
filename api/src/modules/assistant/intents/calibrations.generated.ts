// Written by `npm run calibrate -w api` (calibrate.ts); do not edit. See `Calibration`.
import { type Calibration } from './text.classifier';

export const storedCalibrations: { intents: Calibration; topics: Calibration } = {
  intents: {
    fingerprint: '3d95edf225f28cbce77d34f08cf8b2d30044b2e23afa8d0883aa9cef9ef1766c',
    temperature: 2,
  },
  topics: {
    fingerprint: '1df2cd5a0e34833ee58fbfeae37c3383fef0c4ddd6a06fa2db2c2ad23c9770f5',
    temperature: 3,
  },
};
