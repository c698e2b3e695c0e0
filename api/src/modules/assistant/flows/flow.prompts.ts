import { draft, type Draft } from '../answers/draft';
import { serviceLink } from '../answers/links';
import { fieldQuestion, flowFields, isAnswered } from './flow.fields';
import {
  confirmReply,
  fittingServices,
  summaryCard,
  summaryLines,
  summaryReplies,
} from './request.summary';
import type { FlowKind, SessionState } from './session-state';
import { zoneCity } from '@landman/content';

/** What the assistant calls each request when it talks about it. */
export const requestName: Record<FlowKind, string> = {
  schedule: 'consultation request',
  booking: 'consultation booking',
  quote: 'quote request',
};

const confirmChips = (kind: FlowKind) => [confirmReply(kind), summaryReplies.change, 'Cancel'];

/** The summary's question: a booking is booked, a request is sent. */
export const confirmQuestion = (kind: FlowKind): string =>
  kind === 'booking'
    ? 'Shall I book it? Reply yes to book it, or tell me what to change.'
    : 'Shall I send it? Reply yes to send it, or tell me what to change.';

/**
 * A booking's slot question. The open times are offered as choices (chips, stored with the
 * message), not written in the text as well: the widget shows each once, and the desk and the
 * e-mailed transcript list the stored choices under the text. Typing a time still answers it.
 */
export function slotQuestion(state: SessionState, lead = ''): Draft {
  const flow = state.flow!;
  flow.asking = 'slot';
  const offered = flow.offered ?? [];
  const zone = flow.zone ? `, in your time (${zoneCity(flow.zone)}),` : '';
  const question =
    offered.length > 0
      ? `Which time suits you? Pick one of the open times below${zone} or tell me a day and time, like "tomorrow afternoon" or "next Tuesday at 10".`
      : fieldQuestion(flow.kind, 'slot').question;
  return draft('flow', [lead, question].filter(Boolean).join(' '), {
    suggestions: [],
    choices: offered.map((o) => o.label),
    facts: [lead, ...offered.map((o) => o.label)],
  });
}

/** Asks the next open question, or shows the summary when everything is answered. */
export function nextStep(state: SessionState, lead: string): Draft {
  const flow = state.flow!;
  const open = flow.editing
    ? undefined
    : flowFields[flow.kind].find((f) => !isAnswered(f, state.known));
  if (!open) {
    flow.editing = false;
    return summaryStep(state, lead);
  }
  flow.asking = open;
  if (open === 'slot') return slotQuestion(state, lead);
  const question = fieldQuestion(flow.kind, open, state.known);
  return draft('flow', [lead, question.question].filter(Boolean).join(' '), {
    suggestions: question.suggestions ?? [],
  });
}

/** The open question again, after an interruption. */
export function repeatQuestion(state: SessionState): Draft {
  const flow = state.flow!;
  if (flow.asking === 'confirm' || flow.asking === 'which-field') {
    return draft('flow', confirmQuestion(flow.kind), { suggestions: confirmChips(flow.kind) });
  }
  if (flow.asking === 'slot') return slotQuestion(state);
  const question = fieldQuestion(flow.kind, flow.asking, state.known);
  return draft('flow', question.question, { suggestions: question.suggestions ?? [] });
}

/** Everything collected, one line per detail, for the visitor to confirm or correct. */
export function summaryStep(state: SessionState, lead: string): Draft {
  const flow = state.flow!;
  flow.asking = 'confirm';
  flow.attempts = 0;
  const services = flow.kind === 'quote' ? fittingServices(state.known) : [];
  const chosen = state.known.service;
  const links =
    services.length > 0
      ? services.map(serviceLink)
      : chosen && chosen !== 'general'
        ? [serviceLink(chosen)]
        : [];
  const summary = draft(
    'flow',
    [
      `${lead ? `${lead} ` : ''}Here's your ${requestName[flow.kind]}:`,
      ...summaryLines(flow.kind, state.known),
      '',
      confirmQuestion(flow.kind),
    ].join('\n'),
    { links, suggestions: confirmChips(flow.kind) },
  );
  // The same details as typed data: the widget shows a card with Send and Change.
  return { ...summary, reply: { ...summary.reply, ...summaryCard(flow.kind, state.known) } };
}
