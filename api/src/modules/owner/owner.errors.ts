import { notSignedInMessage } from '../../kernel/http/service-errors';
import { RefusalError } from '../../validation/refusal.error';

/** The desk's refusals; their codes give their HTTP status (validation/refusal.error.ts). */

/** No valid session: anonymous, signed out, or expired. */
export class NotSignedInError extends RefusalError {
  readonly code = 'UNAUTHENTICATED';

  constructor(message = notSignedInMessage) {
    super(message);
    this.name = 'NotSignedInError';
  }
}

/** Wrong address, password or code: one message for all, so it reveals which owners exist. */
export class InvalidCredentialsError extends RefusalError {
  readonly code = 'INVALID_CREDENTIALS';

  constructor(message = 'The e-mail address, password or code is not correct.') {
    super(message);
    this.name = 'InvalidCredentialsError';
  }
}

/** A lead or chat the owner asked for does not exist. */
export class DeskNotFoundError extends RefusalError {
  readonly code = 'NOT_FOUND';

  constructor(message: string) {
    super(message);
    this.name = 'DeskNotFoundError';
  }
}
