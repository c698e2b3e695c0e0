import type { AssistantReply, ReplyLink } from '../assistant.port';
import type { Intent } from '../intents/intent';
import type { Passage } from '../knowledge/passage';

/**
 * A reply before the final checks, with what it rests on. An LLM provider may rephrase a draft
 * that has `grounding`; rule-driven drafts (flows, guardrails, curated facts) are sent as written.
 */
export interface Draft {
  intent: Intent | 'flow';
  reply: AssistantReply;
  grounding?: readonly Passage[];
  /**
   * Text the reply states from the app's own records or the consultant's own words (an open
   * slot, a booked time, a taught answer): its figures pass the figure check, as the visitor's
   * own do; the figure guard still drops any other the site lacks.
   */
  facts?: readonly string[];
  /**
   * How sure the answer is of itself (0 to 1), when it knows better than the intent reading
   * (a retrieved passage: how much of the question it matches). See reply.confidence.ts.
   */
  confidence?: number;
}

export function draft(
  intent: Draft['intent'],
  message: string,
  options: {
    links?: readonly ReplyLink[];
    suggestions?: readonly string[];
    /** Offered answers the text does not list (AssistantReply.choices); the chips too. */
    choices?: readonly string[];
    grounding?: readonly Passage[];
    /** The reply cannot help: it offers the ways to reach a person (way-forward.ts). */
    needsPerson?: boolean;
    /** No confident answer: a clarifying question, or no page that answers it. */
    weak?: boolean;
    facts?: readonly string[];
    /** The meeting the reply confirms (a booking), as data for the widget. */
    meeting?: AssistantReply['meeting'];
  } = {},
): Draft {
  return {
    intent,
    reply: {
      message,
      links: dedupeLinks(options.links ?? []),
      suggestions: options.choices?.length ? options.choices : options.suggestions,
      ...(options.choices?.length ? { choices: options.choices } : {}),
      ...(options.needsPerson ? { needsPerson: true } : {}),
      ...(options.weak ? { weak: true } : {}),
      ...(options.meeting ? { meeting: options.meeting } : {}),
    },
    grounding: options.grounding,
    ...(options.facts?.length ? { facts: options.facts } : {}),
  };
}

export function dedupeLinks(links: readonly ReplyLink[]): ReplyLink[] {
  const seen = new Set<string>();
  return links.filter((l) => (seen.has(l.href) ? false : (seen.add(l.href), true)));
}

/** "a, b and c" */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
