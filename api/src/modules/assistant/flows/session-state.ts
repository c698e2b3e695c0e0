import type { ContactLocationOption, LocationSlug, ServiceSlug, StateCode } from '@landman/content';

/**
 * schedule: a consultation request with preferred times (no open slots to book); booking: a
 * consultation booked in an open slot; quote: a quote request.
 */
export type FlowKind = 'schedule' | 'booking' | 'quote';

export type FieldName =
  | 'description'
  | 'service'
  | 'place'
  | 'times'
  | 'slot'
  | 'projectKind'
  | 'size'
  | 'timeline'
  | 'documents'
  | 'name'
  | 'email'
  | 'phone';

/** Where the land or project is, as the visitor put it, and the form option it files under. */
export interface PlaceValue {
  option: ContactLocationOption;
  /** "Odessa", "Lea County, New Mexico", "Kansas": shown in summaries and stored in the message. */
  detail: string;
  state?: StateCode;
  county?: string;
  location?: LocationSlug;
}

/** The open slot the visitor chose, as offered (the label is in `timeZone`). */
export interface ChosenSlot {
  label: string;
  /** ISO start, UTC. */
  start: string;
  timeZone: string;
}

/**
 * Everything the visitor has told the assistant in this session that a request can use.
 * Kept for the whole session, so a flow never asks for something already said.
 */
export interface KnownDetails {
  name?: string;
  email?: string;
  phone?: string;
  /** The visitor chose not to give a phone number; do not ask again. */
  phoneDeclined?: boolean;
  /** The visitor has no e-mail or would rather not give one: the phone number is then needed. */
  emailDeclined?: boolean;
  service?: ServiceSlug | 'general';
  place?: PlaceValue;
  times?: string;
  /** A booking's chosen slot, until it is booked (then forgotten: a second call asks again). */
  slot?: ChosenSlot;
  description?: string;
  projectKind?: string;
  /** Services the project description points to (a quote request lists them). */
  projectServices?: ServiceSlug[];
  size?: string;
  timeline?: string;
  documents?: string;
}

export interface FlowState {
  kind: FlowKind;
  /** The question waiting for an answer. */
  asking: FieldName | 'confirm' | 'which-field';
  /** Times the current question was asked again, so one hard question cannot block the flow. */
  attempts: number;
  /** The visitor is correcting one field from the summary: go back to the summary after it. */
  editing?: boolean;
  /** A booking's slots last offered (the chips), so a tapped label is the slot it names. */
  offered?: { label: string; start: string }[];
  /** The zone the offered labels are in. */
  zone?: string;
}

/**
 * The meeting this chat booked, as booking returned it (ISO times, the visitor's zone): what
 * "move it" and "cancel it" act on. Never read back from the chat's text.
 */
export interface BookedMeeting {
  id: string;
  start: string;
  end: string;
  timeZone: string;
}

/** A change to the chat's meeting that waits for the visitor: a time to pick, or a yes. */
export type MeetingChange =
  /** Times offered to move it to (the chips), in the meeting's zone. */
  | { kind: 'move'; offered: { label: string; start: string }[]; chosen?: undefined }
  /** A new time chosen: moved on yes. */
  | {
      kind: 'move';
      offered: { label: string; start: string }[];
      chosen: { label: string; start: string };
    }
  /** Cancelled on yes. */
  | { kind: 'cancel' };

/** Figures given for a decimal worked out in the chat, kept until the sum can be done. */
export interface DecimalFigures {
  /** As the visitor typed them ("3/16", "18.75%", "0.1875"): the content tools read them. */
  royalty?: string;
  netAcres?: string;
  /** How net acres were worked out when the visitor gave a share of a tract ("1/3 of 120 acres"). */
  netAcresFrom?: string;
  unitAcres?: string;
  /** The decimal the visitor wants checked ("does 0.0109375 match?"). */
  ownerDecimal?: string;
  /** The figure asked for last. */
  asking?: 'royalty' | 'netAcres' | 'unitAcres';
}

/** The assistant's memory of one chat session, persisted between messages and restarts. */
export interface SessionState {
  known: KnownDetails;
  flow?: FlowState;
  /** The meeting booked in this chat (the latest), while it is not cancelled. */
  meeting?: BookedMeeting;
  /** A move or cancellation of `meeting` under way. */
  meetingChange?: MeetingChange;
  /** A decimal being worked out in the chat, while figures are missing. */
  decimal?: DecimalFigures;
  /** The figures of the last decimal worked out here: "does 0.0109375 match?" is checked on them. */
  decimalWorked?: Pick<DecimalFigures, 'royalty' | 'netAcres' | 'unitAcres'>;
  /** Service of the last answer, for follow-ups like "how long does it take?". */
  lastService?: ServiceSlug;
  /** Requests stored from this session. */
  submitted: number;
}

export const emptySessionState = (): SessionState => ({ known: {}, submitted: 0 });
