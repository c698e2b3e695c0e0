import { RefusalError } from '../../validation/refusal.error';

/** A period siteInsights cannot count: BAD_USER_INPUT, saying why. */
export class InsightsPeriodError extends RefusalError {
  readonly code = 'BAD_USER_INPUT';

  constructor(message: string) {
    super(message);
    this.name = 'InsightsPeriodError';
  }
}
