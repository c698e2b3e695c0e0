import {
  consultationOffers,
  leaseCheckTurnaround,
  marketingFigures,
  servicePage,
  site,
  states,
} from '@landman/content';
import type { AssistantTurn } from '../assistant.port';
import type { Reading } from '../builtin.assistant';
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
  `${site.name} is a landman, not an attorney; the firm's services are landman services, not legal services.`,
  `Lithium brine projects: ${marketingFigures.lithiumVersusOilGas.lithiumTimeline}, running ${marketingFigures.lithiumVersusOilGas.lithiumLifecycle}; oil and gas: ${marketingFigures.lithiumVersusOilGas.oilGasTimeline} to production, running ${marketingFigures.lithiumVersusOilGas.oilGasLifecycle}.`,
].join('\n');

/** What the built-in assistant read in the message, so the model answers that question. */
export function readingBlock(reading: Reading | undefined): string {
  if (!reading) return '';
  const e = reading.entities;
  const parts = [
    `Intent: ${reading.intent} (confidence ${reading.confidence.toFixed(2)})`,
    e.services.length ? `Services: ${e.services.map((s) => servicePage(s).name).join(', ')}` : '',
    e.locations.length ? `Places: ${e.locations.map((l) => l.phrase).join(', ')}` : '',
    e.states.length ? `States: ${e.states.join(', ')}` : '',
    e.uncovered.length ? `Outside coverage: ${e.uncovered.join(', ')}` : '',
    reading.terms.length ? `Terms: ${reading.terms.join(', ')}` : '',
  ].filter(Boolean);
  return `\n\nWHAT THE VISITOR ASKED\n${parts.join('\n')}`;
}

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
  reading?: Reading,
): CompletionMessage[] {
  const recent = turn.history.slice(-historyLimit).map((entry): CompletionMessage => ({
    role: entry.isUser ? 'user' : 'assistant',
    content: entry.message.slice(0, historyEntryChars),
  }));
  return [
    {
      role: 'system',
      content: `${rules}\nYour first sentence answers what the visitor asked; do not open with a bare yes or no.${readingBlock(reading)}\n\nFACTS\n${facts}\n\nPASSAGES\n${passagesBlock(passages)}\n\nREFERENCE ANSWER (correct; you may phrase it better)\n${referenceAnswer}`,
    },
    ...recent,
    { role: 'user', content: turn.message },
  ];
}
