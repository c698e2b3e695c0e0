import type { DecimalFigures } from './session-state';

/*
 * The figures of a royalty decimal in a visitor's words, read from the plain text (case kept,
 * punctuation kept): "10 net acres in a 640 acre unit at a 3/16 royalty", "royalty is 18.75%",
 * "the unit is 1,280 acres", "does 0.0109375 match?". Only a number tied to its name counts;
 * the content tools' own reader (parseQuantity) decides whether it is a number at all.
 */

const number = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)`;
const share = String.raw`(\d+(?:\.\d+)?\s*/\s*\d+(?:\.\d+)?|\d+(?:\.\d+)?\s*%|\d*\.\d+|1)`;
const between = String.raw`[^\d.]{0,24}?`;

const royaltyPatterns = [
  new RegExp(String.raw`${share}\s*(?:lease\s+)?royalty`, 'i'),
  new RegExp(String.raw`royalty(?:\s+(?:rate|fraction))?${between}${share}(?![\d/])`, 'i'),
];
const netPatterns = [
  new RegExp(String.raw`${number}\s*(?:net\s+(?:mineral\s+)?acres?|nmas?\b|net\s+ac\b)`, 'i'),
  new RegExp(String.raw`(?:net\s+(?:mineral\s+)?acres?|nmas?\b)${between}${number}`, 'i'),
];
const unitPatterns = [
  new RegExp(
    String.raw`${number}[\s-]*(?:acre|ac)s?\s+(?:drilling\s+|spacing\s+|pooled\s+)?unit`,
    'i',
  ),
  new RegExp(String.raw`unit(?:\s+size)?(?:\s+acres?)?${between}${number}\s*(?:acres?|ac\b)?`, 'i'),
  new RegExp(String.raw`${number}\s*(?:acres?|ac)\s+(?:in|for)\s+(?:the|a|my|our)\s+unit`, 'i'),
];
/** A decimal as a division order prints it: 0.0109375, .00234. */
const printedDecimal = /(?<![\d/])(0?\.\d{3,})(?![\d/%])/;

const first = (patterns: readonly RegExp[], text: string) => {
  for (const pattern of patterns) {
    const found = pattern.exec(text)?.[1];
    if (found) return found.replace(/\s+/g, '');
  }
  return undefined;
};

/** The figures a message names; a bare number answers `asking` when it names none. */
export function figuresIn(
  plain: string,
  asking?: DecimalFigures['asking'],
): Partial<Pick<DecimalFigures, 'royalty' | 'netAcres' | 'unitAcres' | 'ownerDecimal'>> {
  const royalty = first(royaltyPatterns, plain);
  const netAcres = first(netPatterns, plain);
  const unitAcres = first(unitPatterns, plain);
  // The printed decimal is a figure left over once the others are read.
  const rest = [royalty, netAcres, unitAcres].reduce<string>(
    (text, figure) => (figure ? text.replace(figure, ' ') : text),
    plain.replace(/\s*\/\s*/g, '/'),
  );
  const ownerDecimal = printedDecimal.exec(rest)?.[1];
  const found = {
    ...(royalty ? { royalty } : {}),
    ...(netAcres ? { netAcres } : {}),
    ...(unitAcres ? { unitAcres } : {}),
  };
  if (asking && !found[asking]) {
    const bare = new RegExp(
      String.raw`^\D{0,30}?${asking === 'royalty' ? share : number}\D{0,30}$`,
      'i',
    ).exec(plain.trim())?.[1];
    if (bare) return { [asking]: bare.replace(/\s+/g, '') };
  }
  return { ...found, ...(ownerDecimal ? { ownerDecimal } : {}) };
}

/** "What do you charge to check my decimal": the practice's price, not a sum to do here. */
const asksOurPrice = /\b(charge|charges|fee|fees|price|cost|costs|pay you|rate|rates)\b/;

/** "What's my decimal", "work out our royalty decimal", "what should my decimal be". */
export const asksDecimal = (text: string): boolean =>
  !asksOurPrice.test(text) &&
  /\b(whats|what is|what s|work out|working out|calculate|calculating|figure out|figure|compute|find|get) (my|our|the|me my|us our) (royalty |owner |owners |net revenue |nri )?decimal\b|\bwhat (should|would|will) (my|our|the) (royalty )?decimal (be|come to|come out)\b|\bdecimal calculat(or|ion)\b|\b(calculate|work out|figure out) (a|the) decimal\b/.test(
    text,
  );

/** "Does 0.0109375 match?", "is .00234 right": a printed decimal to check. */
export const asksMatch = (text: string, plain: string): boolean =>
  printedDecimal.test(plain) &&
  !asksOurPrice.test(text) &&
  /\b(match|matches|right|correct|add up|adds up|check out|accurate|agree|agrees)\b/.test(text) &&
  !/\b(who|whom|should i sign|talk to|call|contact|lawyer|attorney)\b/.test(text);
