import type { ServiceSlug } from '@landman/content';
import type { ReadMessage } from './read-message';

/**
 * Requests for a legal conclusion about the visitor's own situation. Written against the
 * normalised text ("should i sign", "is my lease valid", "can i sue", "who inherits"), so
 * punctuation, case and apostrophes do not matter.
 */
const legalRequests: readonly RegExp[] = [
  /\b(is|are|was|were|isnt|arent) (my|the|this|that|our|his|her|their|these|those) ([a-z0-9]+ ){0,3}(lease|contract|deed|will|agreement|division order|easement|offer|clause|trust|assignment|title|document|paperwork|ratification|settlement)s? (still )?(legally )?(valid|invalid|legal|illegal|enforceable|binding|void|legit|lawful|unlawful|good|expired|in force|in effect)\b/,
  /\b(valid|enforceable|binding|legal|void) (lease|contract|deed|will|agreement)\b/,
  /\bshould (i|we) (sign|accept|agree|take|settle|refuse|reject|counter|lease|sell|give|let|allow|ratify|contest|fight|challenge)\b/,
  /\b(do|must) (i|we) have to (sign|accept|agree|let|allow|give|pay(?! (up ?front|upfront|anything|for (the|a|your) [a-z]+|you|ellis|him|a fee|fees))|sell|lease)\b/,
  /\bwhether (or not )?(i|we)? ?(should )?(to )?(sign|accept|lease|sell|settle)\b/,
  /\b(can|could|should|may) (i|we) (sue|take (them|him|her|it|the( [a-z]+){1,3}) to court|get out of|break|cancel|terminate|void|contest|challenge)\b/,
  /\b(sue|suing|sued|lawsuit|litigation|litigate)\b/,
  /\bwho (inherits|will inherit|would inherit|gets|will get|would get|should get|is entitled|owns|legally owns|has the right|has rights)\b/,
  /\b(am i|are we|is (he|she|my [a-z]+)) (entitled|liable|obligated|required|allowed|legally)\b/,
  /\bis (it|this|that) (legal|illegal|lawful|unlawful|allowed|against the law)\b/,
  /\b(legal advice|legal opinion|legally|my legal rights|what are my rights|my rights as|know my rights)\b/,
  /\bcan (they|he|she|the [a-z]+(?: [a-z]+)?|my [a-z]+) (force|make|take|condemn|drill|kick|evict|stop)\b/,
  /\b(contest|challenge|break|probate) (the|a|my|his|her) will\b/,
  /\b(do i|should i) (need|get|hire|call) (a |an )?(lawyer|attorney)\b/,
  // Signing for someone else, forging or backdating: never answered with land work alone.
  /\b(sign|signing|put|forge|forging|fake|faking|write|use) (down )?(my|his|her|their|our|the) ([a-z]+ ){0,3}(name|names|signature|signatures)\b/,
  /\b(forge|forged|forging|forgery|backdate|backdated|backdating)\b/,
  /\b(sign|signs|signing) (it |the [a-z]+ )?(for|on behalf of) (my|his|her|their|our|all of us|everyone|the family)\b/,
  /\bcan (my|his|her|their|our|the) ([a-z]+ ){1,2}sign\b/,
  // Going ahead without a co-owner: "can we do it without him", "lease it without her".
  /\b(can|could|should) (i|we|they) ([a-z]+ ){0,3}without (him|her|them|my|his|her|our|their|the other)\b/,
  /\b(tax advice|what taxes do i owe|do i owe taxes)\b/,
  // Income taxes on the visitor's own money (not the severance tax a check stub shows).
  /\b(capital gains?|taxable|1099s?|income tax(es)?|tax (bill|return|bracket|consequences?|implications?))\b/,
];

/** A legal question about taxes: answered by the tax adviser's reply, beside the tax article. */
export const asksAboutTaxes = (text: string): boolean =>
  /\b(tax|taxes|taxable|irs|depletion|basis|capital gains?|1099s?)\b/.test(text);

export function isLegalAdviceRequest(analysis: ReadMessage): boolean {
  return legalRequests.some((p) => p.test(analysis.text));
}

/**
 * The service whose land work sits closest to the legal question, so the refusal can point
 * somewhere useful. A service the visitor named wins; otherwise the topic decides: its words,
 * then the message's topic as the classifier reads it.
 */
const topicServices: readonly { pattern: RegExp; service: ServiceSlug }[] = [
  {
    pattern: /\b(inherit|inherits|will|heir|heirs|probate|estate|died|passed away|deceased)\b/,
    service: 'estate-heirship',
  },
  {
    pattern: /\b(easement|eminent domain|condemn|pipeline|right of way|transmission)\b/,
    service: 'row-acquisition',
  },
  { pattern: /\b(damage|damages|surface|crops|road|pad)\b/, service: 'surface-settlements' },
  {
    pattern: /\b(division order|royalty|royalties|suspense|suspended|payments?)\b/,
    service: 'suspense-minerals',
  },
  { pattern: /\b(sell|selling|offer to buy|buyer|sale)\b/, service: 'deal-evaluation' },
  { pattern: /\b(title|owns|owner|deed|deeds)\b/, service: 'title-curative' },
  { pattern: /\b(lithium|brine)\b/, service: 'lithium-leasing' },
];

export function legalTopicService(analysis: ReadMessage, topic?: ServiceSlug): ServiceSlug {
  return (
    analysis.entities.services[0] ??
    topicServices.find((t) => t.pattern.test(analysis.text))?.service ??
    // The service the whole message is about (the topic classifier's reading), before a default.
    topic ??
    'lease-checks'
  );
}

/** What the visitor asked a lawyer's question about, in words the refusal can repeat. */
const questionTopics: readonly { pattern: RegExp; phrase: string }[] = [
  {
    pattern: /\b(sue|suing|sued|lawsuit|litigation|litigate|court)\b/,
    phrase: 'whether you can sue',
  },
  {
    pattern: /\b(inherit|inherits|entitled|who gets|who will get|who should get)\b/,
    phrase: 'who inherits or is entitled to what',
  },
  {
    pattern: /\b(forge|forged|forging|forgery|backdat[a-z]*|signature|signatures|name|names)\b/,
    phrase: 'signing, or changing, a document in someone else’s name',
  },
  { pattern: /\bsign\b/, phrase: 'whether to sign' },
  {
    pattern: /\b(valid|invalid|enforceable|binding|void|expired|in force|in effect|legit)\b/,
    phrase: 'whether a document is valid or still in force',
  },
  {
    pattern: /\b(force|condemn|make (me|us)|kick|evict)\b/,
    phrase: 'what someone can legally make you do',
  },
  { pattern: /\b(lawyer|attorney)\b/, phrase: 'whether you need an attorney' },
  { pattern: /\b(legal|illegal|lawful|unlawful|allowed)\b/, phrase: 'whether something is legal' },
  { pattern: /\btax/, phrase: 'what you owe in taxes' },
];

export function legalQuestionPhrase(analysis: ReadMessage): string {
  return (
    questionTopics.find((t) => t.pattern.test(analysis.text))?.phrase ??
    'how the law applies to your situation'
  );
}

/** "Can I sign his name for him": signing in someone else's name. */
export function signsForAnother(analysis: ReadMessage): boolean {
  return /\b(sign|signing|put|forge|forging|write) (down )?(his|her|their|my (brothers|sisters|moms|dads|mothers|fathers)) (name|names|signature)\b|\bsign (it |the [a-z]+ )?(for|on behalf of) (him|her|them|my [a-z]+)\b|\bforg(e|ed|ing|ery)\b/.test(
    analysis.text,
  );
}
