import { isKnownPath } from '@landman/content';
import type { AssistantReply } from '../assistant.port';
import { toPlainText } from '../text/plain-text';
import type { FigureGuard } from './figure.guard';

const maxSuggestions = 4;
const maxLinks = 4;

/** Said when every sentence of a reply failed the checks; it states nothing that could be wrong. */
export const safeFallback =
  "I'd rather not guess at that. I can answer questions about our services, the areas we cover and published terms, or help you schedule a consultation.";

/**
 * The last step before a reply leaves the assistant, whatever produced it: plain text only,
 * no figure the site does not publish, links only to pages that exist, chips always present.
 */
export function finishReply(
  reply: AssistantReply,
  figures: FigureGuard,
  visitorFigures: ReadonlySet<string>,
  /** Chips for a reply that brought none (the answers layer's defaults). */
  defaultSuggestions: readonly string[],
): { reply: AssistantReply; removed: string[] } {
  const plain = toPlainText(reply.message);
  const { text, removed } = figures.filter(plain, visitorFigures);
  const suggestions = (reply.suggestions ?? defaultSuggestions)
    .map((s) => toPlainText(s))
    .filter(Boolean)
    .slice(0, maxSuggestions);
  const links = (reply.links ?? []).filter((l) => isKnownPath(l.href)).slice(0, maxLinks);
  return {
    reply: {
      message: text || safeFallback,
      suggestions,
      links,
      ...(reply.needsPerson ? { needsPerson: true } : {}),
      // Nothing left of the draft but the fallback: no answer, whatever the draft was.
      ...(reply.weak || !text ? { weak: true } : {}),
      ...(reply.taughtAnswerId ? { taughtAnswerId: reply.taughtAnswerId } : {}),
      ...(reply.meeting ? { meeting: reply.meeting } : {}),
      // A summary card holds the visitor's own details; its buttons are the flow's own words.
      ...(reply.summary ? { summary: reply.summary } : {}),
      ...(reply.actions?.length ? { actions: reply.actions } : {}),
      // The app's own records (open times), never cut: the text refers to every one of them.
      ...(reply.choices?.length ? { choices: reply.choices.map((c) => toPlainText(c)) } : {}),
    },
    removed,
  };
}
