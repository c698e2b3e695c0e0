/**
 * Questions whose answer is a guardrail or a fact of the site's configuration rather than a page
 * passage, matched against the normalised text (lower case, no punctuation, apostrophes dropped).
 */
export const factRules = {
  /** "Who owns the minerals under 12 Elm Road": a record search, not something the chat can do. */
  ownershipLookup: [
    /\bwho (owns|has|holds) (the )?(minerals?|mineral rights|royalt(y|ies)|land|tract|property|acreage|rights)\b.*\b(under|at|on|in)\b/,
    /\b(look up|lookup|find out|tell me|search) (who owns|the owner of|ownership of)\b/,
  ],
  /** A market figure: a bonus, royalty or price per acre the site never publishes. */
  marketFigure: [
    /\b(bonus|bonuses|price|prices|paying|pay|offer|offers|going rate|worth|value)\b.*\bper (net )?(mineral )?acre\b/,
    /\bper acre\b.*\b(bonus|price|paying|going rate|worth)\b/,
    /\b(what|which|how much) (royalty|bonus)\b.*\b(should|hold out|ask for|expect|get|fair|standard|typical|normal|going)\b/,
    /\b(royalty|bonus) (should|can|do) (i|we) (hold out|ask|expect|get|push)\b/,
    /\b(hold out for|holding out for)\b/,
    /\bwhat (are|is) (my|our) (minerals?|mineral rights|royalt(y|ies)|interests?|acreage) worth\b/,
    /\b(exact|current|typical|average|going) (bonus|bonuses|royalty rate|lease rate|price per acre)\b/,
    /^(lithium|oil|gas|lease|bonus|royalty)?\s*(dollars?|price|bonus)? ?per acre$/,
  ],
  /** "Do you have an article about ...", "what have you written on ...". */
  articleRequest: [
    /\b(article|articles|blog|blog post|blog posts|post|posts|write up|writeup)\b.*\b(about|on|covering|regarding|explain)\b/,
    /\bwhat (have|did) (you|ellis|he) (written|write|published|post|posted)\b/,
    /\b(have|did) (you|ellis|he) (ever )?(written|write|published) (about|on|anything)\b/,
  ],
  /** Office hours and weekends: the site publishes a reply time, not opening hours. */
  hours: [
    /\b(office|business|opening|working|work) hours\b/,
    /\b(open|available|work|working) (on )?(saturdays?|sundays?|weekends?|the weekend|holidays?|evenings?)\b/,
    /\bwhat (time|hours) (are|do) you (open|close)\b/,
  ],
  /** "Are you any good", "do you know what you're doing": the published track record. */
  goodAtIt: [
    /\b(are|is) (you|ellis|he|yall|you guys|you people) (any|even|actually|really)? ?good\b/,
    /\b(any good|know what (youre|you are|hes|he is) doing|worth hiring|good at (this|what you do|it))\b/,
  ],
  /** Investment tips: outside land work (a "stock tank" is not a stock). */
  stockTip: [
    /\b(which|what) stocks? (should|to|do|would)\b|\b(buy|invest in|sell) (a |some )?stocks?\b|\bstock (tip|tips|pick|picks)\b/,
  ],
} as const;

export type FactRuleName = keyof typeof factRules;

export function matchesFact(rule: FactRuleName, text: string): boolean {
  return factRules[rule].some((p) => p.test(text));
}
