import { draft, type Draft } from '../answers/draft';
import { serviceLink } from '../answers/links';
import { fieldQuestion, flowFields, isAnswered } from './flow.fields';
import { fittingServices, summaryCard, summaryLines, summaryReplies } from './request.summary';
import type { FlowKind, SessionState } from './session-state';

/** What the assistant calls each request when it talks about it. */
export const requestName: Record<FlowKind, string> = {
  schedule: 'consultation request',
  quote: 'quote request',
};

const confirmChips = [summaryReplies.send, summaryReplies.change, 'Cancel'];

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
  const question = fieldQuestion(flow.kind, open, state.known);
  return draft('flow', [lead, question.question].filter(Boolean).join(' '), {
    suggestions: question.suggestions ?? [],
  });
}

/** The open question again, after an interruption. */
export function repeatQuestion(state: SessionState): Draft {
  const flow = state.flow!;
  if (flow.asking === 'confirm' || flow.asking === 'which-field') {
    return draft('flow', 'Shall I send it? Reply yes to send it, or tell me what to change.', {
      suggestions: confirmChips,
    });
  }
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
      'Shall I send it? Reply yes to send it, or tell me what to change.',
    ].join('\n'),
    { links, suggestions: confirmChips },
  );
  // The same details as typed data: the widget shows a card with Send and Change.
  return { ...summary, reply: { ...summary.reply, ...summaryCard(flow.kind, state.known) } };
}
