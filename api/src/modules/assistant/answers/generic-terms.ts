import { indexTerms } from '../knowledge/knowledge.base';

/**
 * Words that ask about a topic without narrowing it ("tell me more about lease checks",
 * "what services in Tyler"). When only these remain beside a service or place name, the visitor
 * gets the overview; anything else is a specific question worth a search.
 */
const generic = new Set(
  indexTerms(`what is are do does offer offers offered provide provides handle handles service
  services about tell more info information explain explained mean means work works help can get
  need want interested know learn detail details involve involves involved include includes cover
  covers covered go over overview basics basic kind type types any available yes yeah ok okay sure
  please also area areas there near around nearby city town office offices location locations page
  landman landmen consultant ellis whitaker you your exactly actually land lands mineral minerals
  property properties acreage rights project projects business serve serves state states else`),
);

/** Query terms beyond the generic ones and beyond the words of the recognised names. */
export function specificTerms(text: string, nameTokens: ReadonlySet<string>): string[] {
  return [...new Set(indexTerms(text))].filter((t) => !generic.has(t) && !nameTokens.has(t));
}

/** Whether a term only asks about a topic without narrowing it (see `generic`). */
export const isGeneric = (term: string): boolean => generic.has(term);
