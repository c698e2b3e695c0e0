import { RefusalError } from '../../validation/refusal.error';

/** The guardrails or the site refuse a taught answer: BAD_USER_INPUT, saying why. */
export class TaughtAnswerRefusedError extends RefusalError {
  readonly code = 'BAD_USER_INPUT';

  constructor(
    message: string,
    /** The input field at fault, for the desk's form. */
    readonly field: 'answer' | 'href' | 'questions',
  ) {
    super(message);
    this.name = 'TaughtAnswerRefusedError';
  }

  /** The message under the field at fault. */
  override get details() {
    return { fields: { [this.field]: this.message } };
  }
}

/** No taught answer with that id: NOT_FOUND. */
export class TaughtAnswerNotFoundError extends RefusalError {
  readonly code = 'NOT_FOUND';

  constructor() {
    super('There is no taught answer with this id (it may have been removed).');
    this.name = 'TaughtAnswerNotFoundError';
  }
}
