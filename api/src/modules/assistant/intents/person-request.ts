import type { MessageAnalysis } from '../entities/message.analyzer';
import type { Intent } from './intent';
import { findPhone } from '../entities/phone-number';
import { readManner } from './manners';

/** How the assistant reads a message: its analyzer, and its intent model with the rules. */
export interface MessageReader {
  analyze(message: string): MessageAnalysis;
  intentOf(analysis: MessageAnalysis): Intent;
}

/**
 * "Can somebody just phone me", "have someone e-mail me", "who do I actually talk to": a person
 * asked for in words, whatever the intent the message was read as (a call-back starts a request).
 */
const personAsked: readonly RegExp[] = [
  /\b(can|could|would|will|have|get) (you have )?(someone|somebody|ellis|a person|a human|a real person|him|one of you) (just )?(call|phone|ring|email|e mail|text|contact|reach out to|get back to|get in touch with) (me|us)\b/,
  /\bwho (do|can|should) (i|we) (actually |even |really )?(talk|speak|call|contact|reach)\b/,
  /\b(send|transfer|connect|put) me (to|through to|with) (an? |the )?(agent|person|human|someone|somebody|representative|ellis|landman)\b/,
  /\b(talk|speak) (to|with) (an? |the )?(real |live |actual )?(person|human|agent|representative|somebody|someone|ellis)\b/,
  // The whole message: "Agent, please", "a human please", "please, a real person".
  /^(please )?(an? |the )?(real |live |actual )?(person|human|agent|representative)( please)?$/,
];

/** A person named in the message: what turns a talk-to-person reading into a request. */
const personNamed =
  /\b(person|human|someone|somebody|ellis|whitaker|him|landman|agent|representative|consultant|people)\b/;
/** "Are you a real person?", "what's your phone number?": questions, not requests for a person. */
const onlyAsking =
  /^(are|is) (you|this|it|ellis)\b|\b(phone number|number to call|email address|e mail address|contact (info|information|details))\b/;

/**
 * Whether the visitor asks for a person in so many words. The classifier's talk-to-person
 * reading alone is not enough (it also covers "what's your number" and "are you a bot"): the
 * desk is alerted only when a person is asked for, or (see readManner) the visitor is unhappy.
 */
export function asksForPerson(intent: Intent, analysis: MessageAnalysis): boolean {
  const text = analysis.text;
  if (personAsked.some((p) => p.test(text))) return true;
  return intent === 'talk-to-person' && personNamed.test(text) && !onlyAsking.test(text);
}

/**
 * The one decision behind "the visitor wants a person" (AssistantReply.wantsPerson, and the
 * assistant's PersonRequestReader for the messages it does not answer): a person asked for in so
 * many words, or a visitor unhappy with the practice or the chat. How the message is said is read
 * first (as the reply does): a complaint about us counts; another language or an attempt to change
 * the rules does not, and what is left of such a message is read for a request on its own.
 */
export function wantsPersonIn(analysis: MessageAnalysis, reader: MessageReader): boolean {
  if (!analysis.plain) return false;
  const manner = readManner(analysis.plain);
  if (!manner) return asksForPerson(reader.intentOf(analysis), analysis);
  if (manner.unhappyWithUs) return true;
  // A phone number left in another language asks for a call back: a person must see it.
  const otherLanguage = manner.kind === 'spanish' || manner.kind === 'other-language';
  if (otherLanguage && findPhone(analysis.plain)) return true;
  if (!manner.rest) return false;
  const rest = reader.analyze(manner.rest);
  return asksForPerson(reader.intentOf(rest), rest);
}
