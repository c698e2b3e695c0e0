import { RefusalError } from '../../validation/refusal.error';
import { type OpenSlot } from './slots';

/**
 * Another visitor booked this time first (or just before): the caller offers `nextSlots`.
 * GraphQL code SLOT_TAKEN; HTTP 409 over REST and the no-JS form.
 */
export class SlotTakenError extends RefusalError {
  readonly code = 'SLOT_TAKEN';

  constructor(readonly nextSlots: OpenSlot[]) {
    super('That time was just taken by another visitor. Please pick one of the next open times.');
    this.name = 'SlotTakenError';
  }

  override get details() {
    return {
      nextSlots: this.nextSlots.map((slot) => ({
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
      })),
    };
  }
}

/**
 * A time or a change the rules refuse (past, outside hours, inside the notice): BAD_USER_INPUT.
 * `field` names the input field at fault, as a path (`weeklyHours.0.hours.1.end`), when one is.
 */
export class BookingRefusedError extends RefusalError {
  readonly code = 'BAD_USER_INPUT';

  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'BookingRefusedError';
  }

  override get details() {
    return this.field ? { fields: { [this.field]: this.message } } : {};
  }
}

/** No meeting behind this link (unknown, or over): NOT_FOUND. */
export class MeetingNotFoundError extends RefusalError {
  readonly code = 'NOT_FOUND';

  constructor() {
    super('This meeting link is not valid, or the meeting is over.');
    this.name = 'MeetingNotFoundError';
  }
}
