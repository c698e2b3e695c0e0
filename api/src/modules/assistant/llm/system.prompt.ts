import { consultationOffers, leaseCheckTurnaround, site, states } from '@landman/content';
import type { AssistantTurn } from '../assistant.port';
import type { Passage } from '../knowledge/passage';
import type { CompletionMessage } from './chat-completions.client';

/** The provider sees this much of the conversation: enough for follow-ups, bounded in cost. */
export const historyLimit = 6;
const historyEntryChars = 400;
const passageChars = 900;

const facts = [
  `Consultant: ${site.name}, ${site.role}. E-mail ${site.email}, phone ${site.phone}.`,
  `Coverage: ${states.map((s) => s.name).join(', ')}.`,
  `Reply time to every inquiry: ${site.replyTime}.`,
  `Lease check turnaround: ${leaseCheckTurnaround.map((t) => `${t.tier} ${t.time} (${t.pricing})`).join('; ')}.`,
  ...consultationOffers.map((o) => `${o.title}: ${o.detail}.`),
  'The Free Revenue Search has no upfront cost.',
].join('\n');

const rules = `You are the Land Services Assistant on the website of ${site.name}, an independent landman.
Answer the visitor's last message in at most three short sentences of plain text (no markdown, no HTML, no lists).
Use only the facts and passages below. If they do not answer the question, say so and offer a free consultation.
Never give legal advice or a legal conclusion (whether a lease is valid, whether to sign, whether someone can sue, who inherits); say an attorney answers those and what a landman can do instead.
Never quote a price, fee or dollar amount for work; the only published terms are the ones in the facts.
Never state a number, date, deadline or figure that does not appear in the facts or passages.
Refer to the consultant by name; never claim to be the consultant, and never invent credentials.`;

function passagesBlock(passages: readonly Passage[]): string {
  return passages
    .map((p, n) => `[${n + 1}] ${p.label} (${p.href})\n${p.text.slice(0, passageChars)}`)
    .join('\n\n');
}

/**
 * The messages sent to the provider: rules and exact facts, the passages the built-in assistant
 * retrieved, its own answer as a reference, the recent conversation, and the visitor's message.
 */
export function promptMessages(
  turn: AssistantTurn,
  passages: readonly Passage[],
  referenceAnswer: string,
): CompletionMessage[] {
  const recent = turn.history.slice(-historyLimit).map((entry): CompletionMessage => ({
    role: entry.isUser ? 'user' : 'assistant',
    content: entry.message.slice(0, historyEntryChars),
  }));
  return [
    {
      role: 'system',
      content: `${rules}\n\nFACTS\n${facts}\n\nPASSAGES\n${passagesBlock(passages)}\n\nREFERENCE ANSWER (correct; you may phrase it better)\n${referenceAnswer}`,
    },
    ...recent,
    { role: 'user', content: turn.message },
  ];
}
