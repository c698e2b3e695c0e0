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
    /\bwhat (are|is) (my|our) (minerals?|mineral rights|royalt(y|ies)|interests?|acreage) worth\b/,
    /\b(exact|current|typical|average|going) (bonus|bonuses|royalty rate|lease rate|price per acre)\b/,
    // A fragment that is only a thing "per acre" ("lithium per acre", "gas lease $ per acre").
    /^(\w+ ){0,3}per (net )?(mineral )?acre$/,
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
  /** "Can I walk in", "where is your office": whether there is an office to visit, and where. */
  officeVisit: [
    /\b(walk|stop|drop|come|swing|pop) (in|by|over)\b.*\b(office|see (you|ellis|him))\b/,
    /\bcan (i|we) (walk in|stop by|drop by|drop in|come by|come in|swing by|visit)\b/,
    /\b(visit|see) (you|ellis|him) in person\b|\bin person\b.*\b(office|visit|meet)\b/,
    /\b(your|an|the) (office|physical|street) (address|location)\b|\bwhere (is|s) (your|the|ellis|elliss) office\b/,
    /\b(do|does) (you|ellis|he) have an? (office|storefront|physical location)\b/,
    /\b(visit|come to) (your|the|ellis|elliss) office\b/,
    /\b(office|location)\b.*\b(walk in|stop by|stop in|drop by|drop in|drop off|come by|swing by|pop in|pop by)\b/,
  ],
  /**
   * Coming in, with an office named or asked about: "an office in Tyler I can drop by" asks
   * about the office, not about Tyler (the office answer confirms the place too).
   */
  walkIn: [/\b(walk in|stop by|stop in|drop by|drop in|drop off|come by|swing by|pop in|pop by)\b/],
  /**
   * Meeting in person, wherever: "can you meet us out at the ranch", "does anyone actually come
   * out to see the property", "face to face". Answered with how meetings are arranged and the
   * site visits the work includes, whatever place is named.
   */
  inPerson: [
    /\b(in person|face to face|on site|onsite|site visits?)\b/,
    /\bmeet (me|us|with (me|us))( [a-z]+){0,3} (at|on|in|out at|out on) (the|my|our|a|his|her|their|[a-z]+ county)\b/,
    /\b(come|get|drive|head|go|travel) out( here)? (to|and) (see|look|walk|visit|inspect|the|my|our)\b/,
    /\b(visit|walk|inspect|look at|see) (the|my|our) (land|ranch|farm|tract|acreage|site|place|property)( in person| yourself)?\b(?! (records|taxes|tax|deed|deeds))/,
  ],
  /** "Are you any good", "do you know what you're doing": the published track record. */
  goodAtIt: [
    /\b(are|is) (you|ellis|he|yall|you guys|you people) (any|even|actually|really)? ?good\b/,
    /\b(any good|know what (youre|you are|hes|he is) doing|worth hiring|good at (this|what you do|it))\b/,
  ],
  /**
   * Credentials and years in the trade: "are you a CPL", "how many years have you been doing
   * this", "what certifications do you hold". Answered from the owner's profile, or plainly not
   * listed: never a guess.
   */
  credentials: [
    /\b(are|is) (you|ellis|he) (a |an )?(cpl|rpl|certified|licensed|registered|accredited|bonded|insured)\b(?! (attorney|lawyer|appraiser|engineer|geologist|cpa|accountant|public accountant))/,
    /\b(cpl|rpl|aapl)\b/,
    /\b(your|his|elliss|ellis) (credentials|certifications?|licen[cs]es?|qualifications|designations?)\b/,
    /\b(what|which|any) (credentials|certifications?|licen[cs]es|designations)\b/,
    /\bhow (many years|much experience) (have|has|do|does) (you|ellis|he)\b/,
    /\byears (of experience|in (the )?(business|trade|industry|field))\b/,
    /\bhow long have (you|ellis|he) been (a landman|landing|doing (this|it|land work)|in (the |this )?(business|industry|trade|field))\b/,
  ],
  /**
   * Investment advice: outside land work, whatever else the message names ("a stock tank" is
   * not a stock, "my share of the well" not a share to buy).
   */
  investmentTip: [
    /\b(which|what|any|good|best|hot) (stocks?|shares|crypto(currency)?|coins?|mutual funds?|etfs?|index funds?)\b(?! tank)/,
    /\b(buy|buying|invest in|investing in|sell|selling|trade|trading) (a |some |any |more )?(stocks?|shares of|crypto(currency)?|bitcoin|mutual funds?|etfs?|index funds?)\b(?! tank)/,
    /\b(stock|crypto|investment|investing|trading) (tip|tips|pick|picks|advice)\b/,
    /\bwhere (should|do|would) (i|we) invest\b/,
  ],
} as const;

export type FactRuleName = keyof typeof factRules;

export function matchesFact(rule: FactRuleName, text: string): boolean {
  return factRules[rule].some((p) => p.test(text));
}
