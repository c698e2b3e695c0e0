import { RefusalError } from '../../validation/refusal.error';

/**
 * An upload refused for a reason the visitor can act on: too large (413), not a kind of
 * document we take (415), damaged or infected (422). The documents router answers it with
 * its status and `{ error }`.
 */
export class DocumentRefusedError extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentRefusedError';
  }
}

/**
 * Documents refused on a meeting page: an unknown or finished meeting (NOT_FOUND), or one that
 * has started, is cancelled, or has all the documents it takes (BAD_USER_INPUT).
 */
export class MeetingDocumentsRefusedError extends RefusalError {
  constructor(
    readonly code: 'NOT_FOUND' | 'BAD_USER_INPUT',
    message: string,
  ) {
    super(message);
    this.name = 'MeetingDocumentsRefusedError';
  }
}
