import type { TaughtMatch } from '../knowledge/taught.knowledge';
import { siteSection } from '../knowledge/site-sections';
import { indexTerms } from '../knowledge/index-terms';
import type { Intent } from '../intents/intent';
import { draft, type Draft } from './draft';
import { excerpt, sourceLead } from './excerpt';
import { defaultSuggestions } from './suggestions';

/**
 * Intents a taught answer never replaces: the guardrails' refusals (legal conclusions, injected
 * instructions), the replies to how something is said, requests for a person, and the requests
 * that start a flow. Everything else is a question the owner may answer better than the site.
 */
const guarded: ReadonlySet<Intent> = new Set<Intent>([
  'legal-advice',
  'prompt-injection',
  'abuse',
  'complaint',
  'foreign-language',
  'talk-to-person',
  'cancel',
  'restart',
  'schedule',
  'quote',
  'greeting',
  'thanks',
  'goodbye',
]);

export function taughtAnswerMayAnswer(intent: Intent): boolean {
  return !guarded.has(intent);
}

/**
 * The reply from a taught answer: the owner's words as written (never rephrased), with a link
 * button to the page section it names; a unit that only points at a section quotes it.
 */
export function taughtAnswer({ unit }: TaughtMatch, question: string): Draft {
  const section = unit.href ? siteSection(unit.href) : undefined;
  const links = section ? [{ label: section.label, href: section.href }] : [];
  const quoted = section?.passages[0]
    ? `${sourceLead(section.passages[0])} ${excerpt(section.passages[0], indexTerms(question))}`
    : undefined;
  const message = unit.answer ?? quoted ?? '';
  // The owner's words are the record: the figures he wrote may be stated, no others.
  const answer = draft('question', message, {
    links,
    suggestions: defaultSuggestions,
    facts: unit.answer ? [unit.answer] : [],
  });
  return { ...answer, reply: { ...answer.reply, taughtAnswerId: unit.id } };
}
