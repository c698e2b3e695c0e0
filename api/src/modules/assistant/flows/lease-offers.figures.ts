import { numberWordDigits } from '../text/number-words';
import { shareOfTractIn } from './decimal.figures';

/*
 * Lease offers in a visitor's words, read from the plain text (case and punctuation kept):
 * "A = $400/acre, 1/5 royalty, 3 yrs; B = $550/acre, 3/16 royalty, 5 yrs" on "my 1/2 interest
 * in an 80 acre tract". Each figure is read with its position; a royalty and a term belong to
 * the bonus nearest them, so "3/16 royalty, 3 years at $500 an acre" reads as well.
 */

/** The tract: a share of its gross acres, or net mineral acres as the visitor counted them. */
export interface OfferTract {
  interest: string;
  grossAcres: string;
}

export interface OfferFigures {
  bonus: string;
  royalty: string;
  term: string;
}

interface Found {
  value: string;
  at: number;
}

const money = String.raw`\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const share = String.raw`(\d+(?:\.\d+)?\s*/\s*\d+(?:\.\d+)?|\d+(?:\.\d+)?\s*%|0?\.\d+)`;

const bonusPattern = new RegExp(
  String.raw`${money}\s*(?:bonus\s+)?(?:\/|per|an?|each)\s*(?:net\s+)?(?:mineral\s+)?(?:acre|ac|nma)\b`,
  'gi',
);
/** "A quarter royalty", "one-fifth royalty": a royalty in words, as a fraction. */
const shareWords: Record<string, string> = {
  half: '1/2',
  third: '1/3',
  quarter: '1/4',
  fourth: '1/4',
  fifth: '1/5',
  sixth: '1/6',
  eighth: '1/8',
};
const shareWord = String.raw`(?:a|one)[\s-]+(half|third|quarter|fourth|fifth|sixth|eighth)`;
const royaltyPatterns = [
  new RegExp(String.raw`${share}\s*(?:lease\s+)?royalty`, 'gi'),
  new RegExp(String.raw`royalty(?:\s*(?:of|at|is|=|:))?\s*${share}(?![\d/])`, 'gi'),
  new RegExp(String.raw`\b${shareWord}\s+(?:lease\s+)?royalty`, 'gi'),
];
/** "3 yrs", "a five year term", "3-year primary term": not "3 years ago", not "5 years old". */
const termPattern =
  /\b(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)[\s-]*(?:yrs?|years?)\b(?!\s+(?:ago|old|back|since))/gi;
const netAcresPattern = /(\d+(?:\.\d+)?)\s*(?:net\s+(?:mineral\s+)?acres?|nmas?\b)/i;

const all = (pattern: RegExp, text: string): Found[] =>
  [...text.matchAll(pattern)].map((m) => {
    const typed = m[1]!.replace(/[\s,%]/g, '');
    return { value: numberWordDigits[typed.toLowerCase()] ?? typed, at: m.index };
  });

/** "18.75%" is a share of one: 0.1875. */
function asShare(typed: string, raw: string): string {
  return /%/.test(raw) ? String(Number(typed) / 100) : typed;
}

function royaltiesIn(plain: string): Found[] {
  const found = royaltyPatterns.flatMap((pattern) =>
    [...plain.matchAll(pattern)].map((m) => ({
      value:
        shareWords[m[1]!.toLowerCase()] ??
        asShare(m[1]!.replace(/\s+/g, '').replace('%', ''), m[1]!),
      at: m.index,
    })),
  );
  // The two patterns can read one royalty twice ("royalty 3/16 royalty" aside): once per place.
  return found.filter((f, i) => found.findIndex((g) => Math.abs(g.at - f.at) < 12) === i);
}

/** The figure nearest `at` among those not taken yet. */
function nearest(found: Found[], at: number, taken: Set<Found>): Found | undefined {
  return found
    .filter((f) => !taken.has(f))
    .sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0];
}

/** The tract the offers are for, if the message gives it. */
export function offerTractIn(plain: string): OfferTract | undefined {
  const tract = shareOfTractIn(plain);
  if (tract) return { interest: tract.share, grossAcres: tract.acres.replace(/,/g, '') };
  const net = netAcresPattern.exec(plain)?.[1];
  return net ? { interest: '1', grossAcres: net } : undefined;
}

/**
 * Each offer with all three figures, in the order written; undefined unless every bonus named
 * has its royalty and its term (a half-read offer is never worked out).
 */
export function offersIn(plain: string): OfferFigures[] | undefined {
  const bonuses = all(bonusPattern, plain);
  const royalties = royaltiesIn(plain);
  const terms = all(termPattern, plain);
  if (bonuses.length === 0 || royalties.length < bonuses.length || terms.length < bonuses.length) {
    return undefined;
  }
  const taken = new Set<Found>();
  const offers: OfferFigures[] = [];
  for (const bonus of bonuses) {
    const royalty = nearest(royalties, bonus.at, taken);
    const term = nearest(terms, bonus.at, taken);
    if (!royalty || !term) return undefined;
    taken.add(royalty).add(term);
    offers.push({ bonus: bonus.value, royalty: royalty.value, term: term.value });
  }
  return offers;
}
