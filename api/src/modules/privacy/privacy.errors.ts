import { RefusalError } from '../../validation/refusal.error';

/**
 * A person's future meeting was cancelled, but the e-mail telling them has not gone out yet
 * (the mail server is slow or down). Nothing else is deleted until it has: deleting the meeting
 * would take its notice with it. The outbox keeps trying; forgetting again then finishes.
 */
export class CancellationNoticePendingError extends RefusalError {
  readonly code = 'CONFLICT';

  constructor() {
    super(
      'Their meetings are cancelled, but the e-mail telling them has not been sent yet, so nothing else was deleted. Try again in a few minutes.',
    );
    this.name = 'CancellationNoticePendingError';
  }
}
