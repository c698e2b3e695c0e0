import { parseQuantity } from '@landman/content';
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
/** "1/3 of the minerals in 120 acres", "a half interest under an 80 acre tract". */
const shareWords: Record<string, string> = {
  half: '1/2',
  third: '1/3',
  quarter: '1/4',
  fourth: '1/4',
};
const shareOfTract = new RegExp(
  String.raw`(${share.slice(1, -1)}|(?:(?:a|one)\s+)?(?:half|third|quarter|fourth))\s+(?:(?:mineral|royalty|undivided)\s+)?(?:interest\s+|share\s+)?(?:of\s+(?:the\s+)?(?:minerals?|mineral\s+rights|mineral\s+interest)\s+)?(?:in|under|on|of)\s+(?:(?:a|an|the|my|our|this)\s+)?${number}[\s-]*(?:gross\s+)?(?:acres?|ac\b)(?!\s+(?:drilling\s+|spacing\s+|pooled\s+)?unit)`,
  'i',
);

/** A share of a tract as typed ("1/3", "a half" as "1/2") and the tract's acres. */
export function shareOfTractIn(plain: string): { share: string; acres: string } | undefined {
  const found = shareOfTract.exec(plain);
  if (!found) return undefined;
  const typedShare = found[1]!.replace(/\s+/g, ' ');
  const word = /(half|third|quarter|fourth)$/i.exec(typedShare)?.[1]?.toLowerCase();
  return {
    share: word ? shareWords[word]! : typedShare.replace(/\s+/g, ''),
    acres: found[2]!,
  };
}

/** Net mineral acres from a share of a tract, exactly (fraction.js), with how they were read. */
function netFromShare(plain: string): { netAcres: string; netAcresFrom: string } | undefined {
  const found = shareOfTractIn(plain);
  if (!found) return undefined;
  const shareRead = parseQuantity(found.share, 'Share');
  const acresRead = parseQuantity(found.acres, 'Tract acres');
  if (!shareRead.ok || !acresRead.ok || shareRead.value.compare(1) > 0) return undefined;
  return {
    netAcres: shareRead.value.mul(acresRead.value).toFraction(),
    netAcresFrom: `${found.share} of ${found.acres} acres`,
  };
}

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
): Partial<
  Pick<DecimalFigures, 'royalty' | 'netAcres' | 'netAcresFrom' | 'unitAcres' | 'ownerDecimal'>
> {
  const royalty = first(royaltyPatterns, plain);
  const typedNet = first(netPatterns, plain);
  const fromShare = typedNet ? undefined : netFromShare(plain);
  const netAcres = typedNet ?? fromShare?.netAcres;
  const unitAcres = first(unitPatterns, plain);
  // The printed decimal is a figure left over once the others are read.
  const rest = [royalty, typedNet, unitAcres].reduce<string>(
    (text, figure) => (figure ? text.replace(figure, ' ') : text),
    plain.replace(/\s*\/\s*/g, '/'),
  );
  const ownerDecimal = printedDecimal.exec(rest)?.[1];
  const found = {
    ...(royalty ? { royalty } : {}),
    ...(netAcres ? { netAcres } : {}),
    ...(fromShare ? { netAcresFrom: fromShare.netAcresFrom } : {}),
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

/** "Shouldn't it be higher", "seems low": doubt about a printed figure, a check in other words. */
const doubtsFigure =
  /\b(should(?:nt|n t| not)?|ought to) (it|that|this|mine|my decimal|the decimal) be (higher|lower|more|less|bigger|smaller)\b|\b(too|seems|looks|awfully|really) (low|high|small|off)\b/;

/**
 * Every figure of the sum, and the word decimal or a printed one: the visitor has laid out the
 * arithmetic, whatever the question's words ("here are my numbers, thoughts?").
 */
export const laysOutDecimal = (text: string, plain: string): boolean => {
  if (asksOurPrice.test(text)) return false;
  const figures = figuresIn(plain);
  return (
    !!figures.royalty &&
    !!figures.netAcres &&
    !!figures.unitAcres &&
    (!!figures.ownerDecimal || /\bdecimal\b/.test(text))
  );
};

/** "Does 0.0109375 match?", "is .00234 right": a printed decimal to check. */
export const asksMatch = (text: string, plain: string): boolean =>
  printedDecimal.test(plain) &&
  !asksOurPrice.test(text) &&
  (/\b(match|matches|right|correct|add up|adds up|check out|accurate|agree|agrees)\b/.test(text) ||
    doubtsFigure.test(text)) &&
  !/\b(who|whom|should i sign|talk to|call|contact|lawyer|attorney)\b/.test(text);
