/*
 * Where a person lives is not where the minerals lie. "My sister lives in California", "I'm in
 * Ohio", "we moved to Colorado", "my dad in Arizona left us royalties": a place named that way
 * qualifies a person, not the land, the minerals or the project the question is about. Read from
 * the words just before the place, within its clause: a cue of living somewhere (a verb of
 * residence, or a relative or another person, such as an investor or a client, named right
 * before "in"/"from").
 */

const residenceVerb =
  "(?:lives?|lived|living|scattered|spread(?: out)?|reside[sd]?|residing|moved|moving|relocated|retired|based|born|raised|grew up|grown up|staying|stays?|stayed|home(?: is)?|from|(?:i|we|he|she|they)(?:'re|'m|'s| am| are| is| was| were)(?: now| currently)?)";
const relatives =
  '(?:sister|sisters|brother|brothers|mom|mother|dad|father|parents?|son|sons|daughters?|wife|husband|spouse|aunt|uncle|cousins?|nieces?|nephews?|grandma|grandpa|grandmother|grandfather|grandparents|kids|children|siblings|relatives?|family|folks|in-laws?|heirs?|co-?owners?|stepmother|stepfather|stepmom|stepdad|widow|ex|investors?|buyers?|sellers?|clients?|partners?|friends?|neighbou?rs?|lawyers?|attorneys?|accountants?|cpas?|tenants?)';
const motion = '(?:\\s+(?:out|over|up|down|back|now|currently|still|all the way))*';

/** The words right before a place that make it someone's home ("heirs spread from Oregon to"). */
const residenceCue = new RegExp(
  `(?:\\b${residenceVerb}${motion}(?:\\s+(?:in|to|at|near|out of|outside|(?:all )?(?:over|across)|from [a-z]+(?: [a-z]+)? to))?|\\b${relatives}(?:\\s+(?:who|that)\\s+(?:is|are|was|were|lives?|lived))?${motion}\\s+(?:in|from))\\s*(?:the state of\\s+)?$`,
  'i',
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The clause before position `at`: back to the last sentence end, semicolon or "but"/"and". */
function clauseBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 80), at);
  const parts = before.split(/[.!?;]\s+|,\s*|\s+(?:but|and|while|whereas)\s+/i);
  return parts[parts.length - 1] ?? '';
}

/** "Ohio and ", "Ohio, ", "Ohio or ": a place listed right before this one, in the same list. */
const listedAfter =
  /\b(?!(?:a|an|the|my|our|his|her|their|this|that|some)\b)[a-z]+(?: [a-z]+)?(?:,\s*|,?\s+(?:and|or|&)\s+)$/i;
/** How far back a list of homes is followed ("in Ohio, Iowa, Utah and Maine"). */
const longestList = 5;

/**
 * What may follow the last item of a list of homes: the clause ends there ("in Ohio and Kansas
 * has the minerals" is no list).
 */
const listEnds = /^\s*(?:$|[,.;:!?)\u2013\u2014-]|(?:and|or|but|&)\b)/i;

/**
 * Whether the place at `at` is named as a home: by the cue before it, or as a later item of a
 * list whose first item has that cue ("my brothers live in Ohio and Georgia").
 */
function homeAt(text: string, at: number, end: number, listed = 0): boolean {
  if (residenceCue.test(clauseBefore(text, at))) return true;
  if (listed === 0 && !listEnds.test(text.slice(end))) return false;
  const item = listedAfter.exec(text.slice(Math.max(0, at - 40), at));
  return !!item && listed < longestList && homeAt(text, at - item[0].length, end, listed + 1);
}

/**
 * Whether every mention of `name` in the message names where a person lives. A place also named
 * otherwise ("we live in Colorado and the minerals are in Colorado") is the minerals' place too.
 */
export function namedOnlyAsResidence(text: string, name: string): boolean {
  const mentions = [...text.matchAll(new RegExp(`\\b${escape(name)}\\b`, 'gi'))];
  return mentions.length > 0 && mentions.every((m) => homeAt(text, m.index, m.index + m[0].length));
}
