import type { Draft } from './draft';

/**
 * One confidence per reply, 0 to 1: the answer's own when it has one (a retrieved passage knows
 * how much of the question it matched), else the intent reading's calibrated confidence. A reply
 * that says it is not sure, or asks which question was meant, is low by construction; a reply no
 * classifier chose (a manner, a request's next step) is as sure as the rule that wrote it.
 */
export function replyConfidence(result: Draft, intentConfidence: number | undefined): number {
  const own = result.confidence ?? intentConfidence ?? 1;
  const clamped = Math.max(0, Math.min(1, own));
  return result.reply.weak ? Math.min(clamped, 0.3) : clamped;
}
