/**
 * Part of the assistant's public entry point: what the assistant needs from booking to book a
 * consultation in the chat. The booking module implements it (booking-chat.service.ts) and the
 * composition root hands it in; the assistant never imports booking's internals.
 */

/** One open slot, as a chat button: the label in the visitor's zone, the start to book. */
export interface ChatSlot {
  /** "Tue, Mar 17, 10:00 AM", in the visitor's zone; what the visitor taps or types. */
  label: string;
  /** ISO start, UTC (kept in the session's state as text). */
  start: string;
}

/** Open slots offered for the visitor's words (or simply the next ones). */
export interface ChatSlotOffer {
  /** The words named a day ("tomorrow afternoon"); false for words that name no time. */
  understood: boolean;
  /** The words named a day but nothing is open then: `slots` are the next open ones. */
  fallback: boolean;
  /** The slot starting exactly at the day and time the words named, when it is open. */
  exact?: ChatSlot;
  /** Empty when nothing is open at all (no availability set, or fully booked). */
  slots: ChatSlot[];
  /** The zone the labels are in (the visitor's, or the consultant's when unknown). */
  timeZone: string;
}

export interface ChatBookingRequest {
  sessionId: string;
  /** The client's address, when the chat knows it: booking's per-address limit counts it. */
  clientIp?: string;
  start: string;
  /** The visitor's zone; the consultant's when the widget sent none. */
  timeZone?: string;
  name: string;
  email?: string;
  phone?: string;
  topic: string;
}

/** Which detail a refused booking points to (asked again), or the slot itself. */
export type ChatBookingField = 'name' | 'email' | 'phone' | 'description' | 'slot';

export type ChatBookingOutcome =
  | {
      kind: 'booked';
      meeting: ChatMeeting;
      /** The confirmation with the time in the visitor's and the consultant's zone. */
      confirmation: string;
    }
  /** Another visitor took the slot first: offer `slots` (the next open ones, maybe none). */
  | { kind: 'taken'; message: string; slots: ChatSlot[] }
  /** The booking rules or the field checks refused it; `field` is what to ask again. */
  | { kind: 'refused'; field: ChatBookingField; message: string }
  /** Too many bookings from this visitor for now. */
  | { kind: 'limited'; message: string };

/**
 * A meeting booked in the chat, as booking returned it: kept with the session as data, so "move
 * it" or "cancel it" acts on this meeting, never on one read back from the chat's text.
 */
export interface ChatMeeting {
  id: string;
  start: Date;
  end: Date;
  /** The visitor's zone the chat words its time in. */
  timeZone: string;
}

/** A change to the chat's meeting, asked for in the chat. */
export interface ChatMeetingChangeRequest {
  sessionId: string;
  meetingId: string;
  clientIp?: string;
}

export type ChatMeetingOutcome =
  | {
      kind: 'moved';
      meeting: ChatMeeting;
      /** The new time in the visitor's and the consultant's zone, and the e-mail that follows. */
      confirmation: string;
    }
  | { kind: 'cancelled'; confirmation: string }
  /** Another meeting holds the time: offer `slots` (the next open ones, maybe none). */
  | { kind: 'taken'; message: string; slots: ChatSlot[] }
  /**
   * Refused by the booking rules: a time that is not open, or a change inside the notice period
   * (the visitor is to call), or a meeting that is over or already cancelled (`gone`).
   */
  | { kind: 'refused'; message: string; gone: boolean }
  | { kind: 'limited'; message: string };

export interface ChatBooking {
  /** Open slots for the visitor's words, in their zone. */
  offer(message: string, timeZone: string | undefined): Promise<ChatSlotOffer>;
  /** Books a slot for the chat's visitor (the lead joins the chat's session). */
  book(request: ChatBookingRequest): Promise<ChatBookingOutcome>;
  /**
   * Open slots to move `meeting` to: the words are read against the meeting ("the next day, same
   * time", "an hour later", "Thursday at 2"), in the visitor's zone; the meeting's own time is
   * never offered.
   */
  offerMove(message: string, meeting: ChatMeeting): Promise<ChatSlotOffer>;
  /** Moves the chat's meeting to `start`, by the visitor's rules (open time, notice period). */
  move(request: ChatMeetingChangeRequest & { start: string }): Promise<ChatMeetingOutcome>;
  /** Cancels the chat's meeting as its manage page does (notice period, cancellation e-mail). */
  cancel(request: ChatMeetingChangeRequest): Promise<ChatMeetingOutcome>;
}
