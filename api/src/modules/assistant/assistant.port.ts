/**
 * The assistant's public entry point (with quick-replies.ts): the one interface the chat service
 * calls to produce the assistant's reply. The chat log owns storage and publishing; an Assistant
 * only decides what to say. Other modules import nothing else of the assistant's
 * (eslint.config.mjs, module boundaries).
 */

export interface ChatHistoryEntry {
  message: string;
  isUser: boolean;
  createdAt: Date;
}

export interface AssistantTurn {
  sessionId: string;
  /** The visitor's message, already trimmed and validated. */
  message: string;
  /** Earlier messages of this session, oldest first, excluding `message`. Bounded by the caller. */
  history: readonly ChatHistoryEntry[];
  /** Abort when the reply takes too long or the server shuts down. */
  signal: AbortSignal;
  /** The visitor's IANA time zone, as the widget sent it (validated); absent from older clients. */
  timeZone?: string;
  /**
   * The client's address, as every limit of the app keys it: a booking made in the chat counts
   * against it, so inventing chat sessions books no more than the booking page would.
   */
  clientIp?: string;
}

export interface ReplyLink {
  label: string;
  /** Site path, optionally with a #section fragment. */
  href: string;
}

/** A request's details, shown as a card before the visitor sends it (the text says the same). */
export interface ReplySummary {
  kind: 'consultation' | 'booking' | 'quote';
  title: string;
  fields: readonly { label: string; value: string }[];
}

/**
 * A typed quick reply under the reply: `send` / `change` send `reply` as the visitor's message
 * (confirm or change a summary); `email-transcript` asks for the conversation by e-mail.
 */
export interface ReplyAction {
  kind: 'send' | 'change' | 'email-transcript';
  label: string;
  reply?: string;
}

export interface AssistantReply {
  /** The reply text (plain text; the widget renders links from `links`). */
  message: string;
  /** Quick replies the widget shows as chips. */
  suggestions?: readonly string[];
  /**
   * The answers the reply's question offers (a booking's open times) when its text does not list
   * them: the chips too (in `suggestions`), and stored with the message, so a reopened chat, the
   * desk and the e-mailed transcript still have them.
   */
  choices?: readonly string[];
  /** Pages the answer comes from. */
  links?: readonly ReplyLink[];
  /**
   * The assistant could not help with this message: the reply offers the ways to reach a person
   * instead of an answer. Stored on the message, where the desk shows it; the desk is alerted
   * only by `wantsPerson`.
   */
  needsPerson?: boolean;
  /**
   * The visitor asked for a person, or is clearly unhappy with the practice or the chat: the
   * desk is told (once per chat). Never set for a question the assistant simply could not answer.
   * Decided from the visitor's message alone, as PersonRequestReader.wantsPerson decides it.
   */
  wantsPerson?: boolean;
  /**
   * With `wantsPerson`: what the visitor already gave anywhere in this chat (name, phone, e-mail,
   * what it is about), as data, so whoever takes the request for a person never asks for it
   * again. Not stored with the message.
   */
  visitorDetails?: VisitorDetails;
  /**
   * The assistant had no confident answer: the message was understood below its confidence
   * threshold (it asked a clarifying question), no page answered it well enough, or every
   * sentence of the draft failed the checks. Stored on the reply; the desk's "questions to
   * answer" start from it.
   */
  weak?: boolean;
  /** The taught answer (modules/teaching) the reply was built from, stored on the reply. */
  taughtAnswerId?: string;
  /** The reply confirms a booked meeting: stored with the message as typed data. */
  meeting?: ReplyMeeting;
  /** A request's summary, as a card (the message's text holds it too, for text-only clients). */
  summary?: ReplySummary;
  /** Typed quick replies (buttons), besides the plain `suggestions`. */
  actions?: readonly ReplyAction[];
}

/** Details the visitor gave in the chat (AssistantReply.visitorDetails). */
export interface VisitorDetails {
  name?: string;
  email?: string;
  phone?: string;
  /** What it is about, in a short summary of the visitor's own account. */
  topic?: string;
}

/** A meeting the reply confirms, as data: the widget may show it as a card. */
export interface ReplyMeeting {
  start: Date;
  end: Date;
  /** The visitor's IANA zone the reply words the time in. */
  timeZone: string;
}

/** Streams partial text while a provider generates it; the chat service publishes each delta. */
export interface ReplyStream {
  delta(text: string): void;
}

export interface Assistant {
  reply(turn: AssistantTurn, stream: ReplyStream): Promise<AssistantReply>;
}

/**
 * The assistant's one reading of "the visitor wants a person", for a visitor message it does not
 * answer (an owner is in the chat and the assistant is silent). It is the decision a reply
 * carries as `wantsPerson`: the desk asks this, never a detector of its own.
 */
export interface PersonRequestReader {
  wantsPerson(message: string): boolean;
}
