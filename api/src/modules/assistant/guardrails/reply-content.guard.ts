/**
 * Checks for text an assistant must never say, applied to phrased (LLM) replies sentence by
 * sentence: a legal conclusion about the visitor's situation, or a price quoted as an amount.
 * The built-in assistant's templates never produce these; the rules make sure a model cannot.
 */
const legalConclusions: readonly RegExp[] = [
  /\byou (should|must|ought to|need to|have to)( not|n't)? (sign|sue|accept|reject|refuse|settle|agree)\b/i,
  /\b(do not|don't|never) sign\b/i,
  /\byou (can|could|will|would) (sue|win|recover damages|break (the|your) lease)\b/i,
  /\b(your|the|this) (lease|contract|deed|will|agreement|easement|division order)s? (is|are) (still )?(legally )?(valid|invalid|void|enforceable|unenforceable|binding|expired|illegal|legal)\b/i,
  /\b(is|are|would be) (legally )?(entitled|liable)\b/i,
  /\byou (own|inherit|inherited|are the owner)\b/i,
  /\b(will|would) (inherit|get the minerals)\b/i,
  /\b(it is|it's|that is|that's) (illegal|legal|unlawful|lawful)\b/i,
];

const priceWords =
  /\b(cost|costs|price|prices|priced|fee|fees|charge|charges|rate|rates|quote|bill|billed|pay)\b/i;
const amount = /\$\s?\d|\b\d[\d,.]*\s?(dollars|usd|per hour|an hour|\/hr|per acre|per tract)\b/i;

export function statesLegalConclusion(sentence: string): boolean {
  return legalConclusions.some((p) => p.test(sentence));
}

export function quotesAPrice(sentence: string): boolean {
  return priceWords.test(sentence) && amount.test(sentence);
}
