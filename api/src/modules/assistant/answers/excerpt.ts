import { sentencesOf } from '../guardrails/figure.guard';
import { indexTerms } from '../knowledge/knowledge.base';
import type { Passage } from '../knowledge/passage';

const oneWordAnswer =
  /^(yes|no|sometimes|nothing|usually|often|rarely|not always|it depends)[.,!]?$/i;

/** FAQ answers up to this length are quoted whole (unless a shorter excerpt is asked for). */
const faqWhole = 480;
const defaultMaxChars = 320;

function withoutOneWordOpener(text: string): string {
  const sentences = sentencesOf(text).map((s) => s.trim());
  return sentences.filter((s, i) => s && !(i === 0 && oneWordAnswer.test(s))).join(' ');
}

/**
 * The one or two sentences of a passage that best answer the question, in their original order.
 * Answers stay short; the link carries the visitor to the rest.
 */
export function excerpt(
  passage: Passage,
  queryTerms: readonly string[],
  maxChars = defaultMaxChars,
  /** How much a sentence is worth beyond its words (one that defines the term asked about). */
  favoured: (sentence: string) => number = () => 0,
): string {
  // A FAQ answer is written as the answer to a visitor's question: whole, when it is short.
  const wholeFaq = maxChars >= defaultMaxChars ? Math.max(faqWhole, maxChars) : maxChars;
  if (passage.kind === 'faq' && passage.text.length <= wholeFaq)
    return withoutOneWordOpener(passage.text);
  // A FAQ's one-word answer ("No.", "Yes.", "Sometimes.") answers the FAQ's question, not the
  // visitor's: lifted out of context it reads as a stock opener, so it is left out.
  const sentences = sentencesOf(passage.text)
    .map((s) => s.trim())
    .filter((s) => s && !oneWordAnswer.test(s));
  if (sentences.length === 0) return passage.text;
  const wanted = new Set(queryTerms);
  const scores = sentences.map(
    (s) => indexTerms(s).filter((t) => wanted.has(t)).length + 100 * favoured(s),
  );
  let first = scores.indexOf(Math.max(...scores));
  if (first < 0) first = 0;
  const picked = [sentences[first]!];
  const next = sentences[first + 1];
  const short = picked[0]!.length < 60;
  if (next && (short || picked[0]!.length + next.length + 1 <= maxChars)) picked.push(next);
  const third = sentences[first + 2];
  if (short && third && picked.join(' ').length + third.length + 1 <= maxChars) picked.push(third);
  // A sentence that introduces a list ("They commonly include:") means nothing without it.
  while (picked.length > 1 && picked[picked.length - 1]!.endsWith(':')) picked.pop();
  const text = picked.join(' ');
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1).replace(/\s+\S*$/, '')}…`;
}

/** How an answer names its source: "From the Lease Checks page:", "From the article “...”:". */
export function sourceLead(passage: Passage): string {
  return passage.source === 'blog'
    ? `From the article “${passage.page}”:`
    : `From the ${passage.page} page:`;
}
