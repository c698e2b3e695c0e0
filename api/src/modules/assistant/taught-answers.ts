/**
 * The assistant's second public entry point (with assistant.port.ts and quick-replies.ts): what
 * the teaching module (modules/teaching) needs to turn the consultant's answers into knowledge
 * units, check them against the same guardrails as every reply, and group the visitors'
 * questions with the same retrieval the assistant answers with.
 */
import { sentencesOf } from './guardrails/figure.guard';
import { quotesAPrice, statesLegalConclusion } from './guardrails/reply-content.guard';
import { siteSection } from './knowledge/site-sections';

export { TaughtKnowledge, type TaughtUnit } from './knowledge/taught.knowledge';
export { groupSimilarQuestions, questionKey } from './knowledge/question-groups';

/** The label of a page or #section of the site an answer may link to; undefined for no such place. */
export function siteSectionLabel(href: string): string | undefined {
  return siteSection(href)?.label;
}

/** Whether a taught answer that only points at `href` has text there to quote. */
export function siteSectionHasText(href: string): boolean {
  return (siteSection(href)?.passages.length ?? 0) > 0;
}

/**
 * Why the guardrails would refuse `answer` as a reply, in words for the consultant; undefined
 * when it passes. Figures need no check here: a taught answer may state the figures its owner
 * wrote, and the figure guard drops any other at reply time.
 */
export function taughtAnswerRefusal(answer: string): string | undefined {
  // The finisher would strip these, changing the owner's words: say so instead.
  if (/[<>]/.test(answer)) {
    return 'Write the answer as plain text: the chat shows no markup or HTML (no < or >).';
  }
  for (const sentence of sentencesOf(answer).map((s) => s.trim())) {
    if (statesLegalConclusion(sentence)) {
      return `The assistant never states a legal conclusion about a visitor's situation, and this sentence does: "${sentence}" Say what you can do for them instead, and leave the conclusion to their attorney.`;
    }
    if (quotesAPrice(sentence)) {
      return `The assistant never quotes a price in the chat, and this sentence does: "${sentence}" Say how the work is priced, or offer to send a quote.`;
    }
  }
  return undefined;
}
