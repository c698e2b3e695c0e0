/** The desk's refusals; http/service-errors.ts gives each its code and HTTP status. */

/** No valid session: anonymous, signed out, or expired. */
export class NotSignedInError extends Error {
  constructor(message = 'Sign in to the desk first.') {
    super(message);
    this.name = 'NotSignedInError';
  }
}

/** Wrong address, password or code: one message for all, so it reveals which owners exist. */
export class InvalidCredentialsError extends Error {
  constructor(message = 'The e-mail address, password or code is not correct.') {
    super(message);
    this.name = 'InvalidCredentialsError';
  }
}

/** A lead or chat the owner asked for does not exist. */
export class DeskNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeskNotFoundError';
  }
}
