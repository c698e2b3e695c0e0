import { sentencesOf } from '../guardrails/figure.guard';
import { announces, isSectionList } from '../knowledge/announces';
import { indexTerms } from '../knowledge/knowledge.base';
import type { Passage } from '../knowledge/passage';

const oneWordAnswer =
  /^(yes|no|sometimes|nothing|usually|often|rarely|not always|it depends)[.,!]?$/i;

/** FAQ answers up to this length are quoted whole (unless a shorter excerpt is asked for). */
const faqWhole = 480;
const defaultMaxChars = 320;
/** How much longer an excerpt may grow for a second sentence on the question's subject. */
const continuedShare = 1.3;
/** How much longer it may grow for what an announcing sentence promises. */
const announcedShare = 1.8;

function withoutOneWordOpener(text: string): string {
  const sentences = sentencesOf(text).map((s) => s.trim());
  return sentences.filter((s, i) => s && !(i === 0 && oneWordAnswer.test(s))).join(' ');
}

/** A bullet made a sentence: a few words, no more. */
const isItem = (sentence: string | undefined) =>
  !!sentence && sentence.length < 60 && sentence.split(/\s+/).length <= 8;

/** A sentence that goes on from the one before it ("And if ...", "That matters because ..."). */
const continues = /^(and|but|so|or|also|that|this|these|those|such|then|yet)\b/i;
/** A short sentence that ends on a word standing for something before it ("Your stub should show them."). */
const pointsBack = (sentence: string) =>
  sentence.length < 80 && /\b(them|it|they|those|these|this|that|one)[.!?]$/i.test(sentence);

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
  const scores = sentences.map((s) =>
    // An article's list of sections follows the line that announces it; it never leads.
    // A line that only announces what follows loses a tie with one that says something.
    isSectionList(s)
      ? -1
      : indexTerms(s).filter((t) => wanted.has(t)).length +
        100 * favoured(s) -
        (announces(s) ? 0.5 : 0),
  );
  let first = scores.indexOf(Math.max(...scores));
  if (first < 0) first = 0;
  // "And if the heirs keep the minerals, ...": a sentence that goes on from the one before it
  // means little alone, so the group starts one sentence earlier.
  if (first > 0 && (continues.test(sentences[first]!) || pointsBack(sentences[first]!))) first -= 1;
  const picked = [sentences[first]!];
  const next = sentences[first + 1];
  const short = picked[0]!.length < 60;
  // A next sentence that goes on about what was asked (it shares the question's words) belongs
  // to the answer: it gets more room than one that only follows on the page.
  const room = next && scores[first + 1]! > 0 ? Math.round(maxChars * continuedShare) : maxChars;
  let limit = maxChars;
  if (next && (short || picked[0]!.length + next.length + 1 <= room)) {
    picked.push(next);
    limit = Math.max(maxChars, Math.min(room, picked.join(' ').length));
  }
  const third = sentences[first + 2];
  if (short && third && picked.join(' ').length + third.length + 1 <= maxChars) picked.push(third);
  // A sentence that introduces what follows ("They commonly include:", "These are the red flags
  // I look for.") is followed by it when the passage holds it, and left out when it does not.
  const announcing = picked[picked.length - 1]!;
  const after = sentences[first + picked.length];
  if (announces(announcing) && after) {
    picked.push(after);
    limit = Math.max(
      limit,
      Math.min(picked.join(' ').length, Math.round(maxChars * announcedShare)),
    );
  }
  // "Bureau of Land Management grants. State Land Office easements. Private fee tracts.": a
  // run of short items (a card's bullets) is quoted together, not cut after its first.
  const listRoom = Math.round(maxChars * announcedShare);
  for (
    let at = first + picked.length;
    isItem(picked[picked.length - 1]) && isItem(sentences[at]);
    at++
  ) {
    if (picked.join(' ').length + sentences[at]!.length + 1 > listRoom) break;
    picked.push(sentences[at]!);
    limit = Math.max(limit, picked.join(' ').length);
  }
  while (picked.length > 1 && picked[picked.length - 1]!.endsWith(':')) picked.pop();
  const text = picked.join(' ');
  return text.length <= limit ? text : `${text.slice(0, limit - 1).replace(/\s+\S*$/, '')}…`;
}

/** How an answer names its source: "From the Lease Checks page:", "From the article “...”:". */
export function sourceLead(passage: Passage): string {
  return passage.source === 'blog'
    ? `From the article “${passage.page}”:`
    : `From the ${passage.page} page:`;
}
