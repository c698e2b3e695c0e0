import type { MessageAnalysis } from '../entities/message.analyzer';
import type { Intent } from './intent';

/**
 * "Can somebody just phone me", "have someone e-mail me", "who do I actually talk to": a person
 * asked for in words, whatever the intent the message was read as (a call-back starts a request).
 */
const personAsked: readonly RegExp[] = [
  /\b(can|could|would|will|have|get) (you have )?(someone|somebody|ellis|a person|a human|a real person|him|one of you) (just )?(call|phone|ring|email|e mail|text|contact|reach out to|get back to|get in touch with) (me|us)\b/,
  /\bwho (do|can|should) (i|we) (actually |even |really )?(talk|speak|call|contact|reach)\b/,
  /\b(send|transfer|connect|put) me (to|through to|with) (an? |the )?(agent|person|human|someone|somebody|representative|ellis|landman)\b/,
  /\b(talk|speak) (to|with) (an? |the )?(real |live |actual )?(person|human|agent|representative|somebody|someone|ellis)\b/,
];

export function asksForPerson(intent: Intent, analysis: MessageAnalysis): boolean {
  return intent === 'talk-to-person' || personAsked.some((p) => p.test(analysis.text));
}
