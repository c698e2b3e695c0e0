import { site } from '@landman/content';
import { draft, listOf, type Draft } from '../answers/draft';
import { contactLink } from '../answers/links';
import { chips } from '../answers/suggestions';
import type { MessageAnalysis } from '../entities/message.analyzer';
import type { Intent } from '../intents/intent';
import { fieldLabels, fieldQuestion, flowFields, flowIntro, isAnswered } from './flow.fields';
import { nextStep, repeatQuestion, requestName, summaryStep } from './flow.prompts';
import {
  asksWhy,
  choosesToCall,
  isCancel,
  isCorrection,
  isNo,
  isYes,
  looksLikeQuestion,
  namedField,
  prefersCall,
  saysUnanswered,
} from './flow.commands';
import { whyWeAsk } from './flow.reasons';
import { wayForward } from '../answers/way-forward';
import { readFieldAnswer, structuredFields } from './field.answers';
import { absorb } from './known-details';
import { prefill } from './prefill';
import { fieldValue, leadOf } from './request.summary';
import type { FieldName, FlowKind, FlowState, KnownDetails, SessionState } from './session-state';
import { LeadRejectedError, type LeadSink } from './lead.sink';

export interface FlowTurn {
  sessionId: string;
  state: SessionState;
  analysis: MessageAnalysis;
  intent: Intent;
  /** Answers a question asked in the middle of a request, so the request can go on after it. */
  answer: (intent: Intent) => Draft;
  /**
   * The reply to how the message was said (abuse, a rule change, another language) when that is
   * all it says: never an answer to the open step.
   */
  manner?: Draft;
}

/** Questions that interrupt a request: answered, then the request's question is asked again. */
const interruptions: ReadonlySet<Intent> = new Set([
  'pricing',
  'turnaround',
  'reply-time',
  'consultation-info',
  'revenue-search',
  'track-record',
  'coverage',
  'services-overview',
  'about',
  'talk-to-person',
  'legal-advice',
  // Not an answer to any step: answered or politely set aside, then the step is asked again.
  'off-topic',
  'market-figure',
  'ownership-lookup',
  'hours',
  'office-visit',
  'article-request',
]);

/** Intents a question in the middle of a request can have and still be answered there. */
const answerableQuestions: ReadonlySet<Intent> = new Set([
  ...interruptions,
  'lawyer',
  'documents',
  'privacy',
  'lithium-timeline',
  'service',
  'place',
  'question',
]);

const maxAttempts = 2;

/**
 * The guided conversations that turn a visitor into a stored request: scheduling a consultation
 * and requesting a quote. Rule-driven on purpose: each message answers the open question, or
 * corrects an earlier answer, or asks something else; the state lives in the session.
 */
export class RequestFlow {
  constructor(private readonly leads: LeadSink) {}

  start(kind: FlowKind, turn: FlowTurn): Draft {
    const { state, analysis } = turn;
    absorb(state.known, analysis, { fields: flowFields[kind] });
    prefill(kind, state.known, analysis);
    state.flow = { kind, asking: 'confirm', attempts: 0 };
    const already = flowFields[kind].filter((f) => isAnswered(f, state.known) && f !== 'phone');
    const noted =
      already.length > 0
        ? ` I already have your ${listOf(already.map((f) => `${fieldLabels[f].toLowerCase()} (${fieldValue(f, state.known)})`))}.`
        : '';
    return nextStep(state, `${flowIntro[kind]}${noted}`);
  }

  async continue(turn: FlowTurn): Promise<Draft> {
    const { state, analysis, intent } = turn;
    const flow = state.flow!;
    const text = analysis.text;

    if (intent === 'restart') {
      for (const field of flowFields[flow.kind]) delete state.known[field];
      delete state.known.phoneDeclined;
      delete state.known.emailDeclined;
      delete state.known.projectServices;
      state.flow = { kind: flow.kind, asking: 'confirm', attempts: 0 };
      return nextStep(state, "Let's start over.");
    }
    if (isCancel(text)) {
      state.flow = undefined;
      return draft(
        'flow',
        `No problem, I've stopped the ${requestName[flow.kind]}; nothing was sent. Anything else I can help with?`,
        {
          suggestions: [chips.services, chips.turnaround, chips.person],
        },
      );
    }
    if (choosesToCall(text)) {
      state.flow = undefined;
      return draft(
        'flow',
        `Of course: ${site.name}'s number is ${site.phone}. Nothing was sent from here; what you told me is kept, so if you'd like to finish the ${requestName[flow.kind]} here later, just say so.`,
        { links: [contactLink], suggestions: [chips.schedule, chips.services] },
      );
    }
    if (turn.manner) {
      const reask = repeatQuestion(state);
      return draft(
        'flow',
        `${turn.manner.reply.message}\n\nBack to your ${requestName[flow.kind]}: ${reask.reply.message}`,
        { links: turn.manner.reply.links, suggestions: reask.reply.suggestions },
      );
    }
    const open = flow.asking;
    if (open !== 'confirm' && open !== 'which-field' && asksWhy(text)) {
      const reask = repeatQuestion(state);
      return draft('flow', `${whyWeAsk[open]} ${reask.reply.message}`, {
        suggestions: reask.reply.suggestions,
      });
    }
    if (saysUnanswered(text)) {
      const reask = repeatQuestion(state);
      return draft(
        'flow',
        `Sorry about that. Could you ask it again in other words? If I still can't answer it, a person can: ${wayForward}\n\nBack to your ${requestName[flow.kind]}: ${reask.reply.message}`,
        { links: [contactLink], suggestions: reask.reply.suggestions },
      );
    }
    const other: FlowKind = flow.kind === 'schedule' ? 'quote' : 'schedule';
    // "Just call me" at the e-mail question chooses the reply channel; it starts nothing new.
    const choosesChannel = flow.asking === 'email' && prefersCall(text);
    if (intent === other && !choosesChannel) {
      flow.kind = other;
      flow.editing = false;
      absorb(state.known, analysis, { fields: flowFields[other] });
      prefill(other, state.known, analysis);
      return nextStep(state, `Sure, let's make it a ${requestName[other]} instead.`);
    }

    const asking = flow.asking;
    const structured =
      asking !== 'confirm' && asking !== 'which-field' && structuredFields.has(asking);
    // A question in the middle of a request is answered, then the open question is asked again:
    // it is never stored as the answer.
    const asQuestion = looksLikeQuestion(analysis.plain, text);
    const question = asQuestion && answerableQuestions.has(intent);
    // "No phone please", "I don't do e-mail": a plain answer the open question's reader takes is
    // an answer, whatever intent its words resemble.
    const reading = structured ? readFieldAnswer(asking, analysis, state.known) : undefined;
    // An off-topic message is never an answer, even one with a day in it ("golf tomorrow").
    const answers =
      !asQuestion && intent !== 'off-topic' && !!reading && (reading.ok || !!reading.stop);
    const interrupts = interruptions.has(intent) && (structured || asking === 'confirm');
    if (question || (interrupts && !answers)) {
      const answer = turn.answer(intent);
      const reask = repeatQuestion(state);
      return draft(
        'flow',
        `${answer.reply.message}\n\nBack to your ${requestName[flow.kind]}: ${reask.reply.message}`,
        {
          links: answer.reply.links,
          suggestions: reask.reply.suggestions,
        },
      );
    }

    if (asking === 'confirm' || asking === 'which-field') return this.review(turn, flow);
    return this.answerField(turn, flow, asking);
  }

  private answerField(turn: FlowTurn, flow: FlowState, field: FieldName): Draft {
    const { state, analysis } = turn;
    const reading = readFieldAnswer(field, analysis, state.known);
    const answeredName = field === 'name' && reading.ok ? reading.values.name : undefined;
    const changed = absorb(state.known, analysis, {
      fields: flowFields[flow.kind],
      answeredName,
      keepService: field !== 'service' && !isCorrection(analysis.text),
    }).filter((f) => f !== field);

    // "Actually my email is ..." while another question is open: a correction, not an answer.
    if (changed.length > 0 && (isCorrection(analysis.text) || !reading.ok)) {
      return nextStep(
        state,
        `Updated your ${changed.map((f) => fieldLabels[f as FieldName]?.toLowerCase() ?? f).join(' and ')}.`,
      );
    }
    if (reading.ok) {
      Object.assign(state.known, reading.values);
      for (const [key, value] of Object.entries(reading.values)) {
        if (value === undefined) delete state.known[key as keyof KnownDetails];
      }
      flow.attempts = 0;
      return nextStep(state, '');
    }
    if (reading.stop) {
      // No way to reply was left: end the request, and forget the refusals so a later request
      // asks again rather than failing at the end.
      state.flow = undefined;
      delete state.known.emailDeclined;
      delete state.known.phoneDeclined;
      return draft('flow', reading.problem, {
        links: [contactLink],
        suggestions: [chips.schedule, chips.person],
      });
    }
    flow.attempts += 1;
    if (flow.attempts >= maxAttempts && reading.fallback) {
      Object.assign(state.known, reading.fallback);
      flow.attempts = 0;
      return nextStep(state, '');
    }
    const question = fieldQuestion(flow.kind, field, state.known);
    return draft('flow', reading.problem, { suggestions: question.suggestions ?? [] });
  }

  /** The summary stage: send on yes, apply corrections, or ask which detail to change. */
  private async review(turn: FlowTurn, flow: FlowState): Promise<Draft> {
    const { state, analysis } = turn;
    const text = analysis.text;
    const fields = flowFields[flow.kind];
    if (isYes(text)) return this.submit(turn, flow);

    const changed = absorb(state.known, analysis, { fields });
    if (changed.length > 0) return summaryStep(state, 'Updated.');

    const field = namedField(text, fields);
    if (field) {
      flow.asking = field;
      flow.editing = true;
      flow.attempts = 0;
      const question = fieldQuestion(flow.kind, field, state.known);
      return draft('flow', `Sure. ${question.question}`, {
        suggestions: question.suggestions ?? [],
      });
    }
    if (isNo(text) || flow.asking === 'which-field') {
      flow.asking = 'which-field';
      return draft(
        'flow',
        `What should I change? You can name a detail (${fields.map((f) => fieldLabels[f].toLowerCase()).join(', ')}) or type the new value.`,
        {
          suggestions: fields.slice(0, 4).map((f) => fieldLabels[f]),
        },
      );
    }
    return draft(
      'flow',
      'Shall I send it? Reply yes to send it, tell me what to change, or say cancel.',
      {
        suggestions: ['Yes, send it', 'Change something', 'Cancel'],
      },
    );
  }

  private async submit(turn: FlowTurn, flow: FlowState): Promise<Draft> {
    const { state, sessionId } = turn;
    try {
      await this.leads.save(leadOf(sessionId, flow.kind, state.known));
    } catch (error) {
      if (error instanceof LeadRejectedError) {
        flow.asking = error.field;
        flow.editing = true;
        const question = fieldQuestion(flow.kind, error.field, state.known);
        return draft('flow', `${error.message} ${question.question}`, {
          suggestions: [],
        });
      }
      return draft(
        'flow',
        `Sorry, I couldn't send your request just now. Reply yes to try again in a moment, or reach ${site.name} at ${site.email} or ${site.phone}.`,
        { suggestions: ['Yes, send it', 'Cancel'] },
      );
    }
    state.flow = undefined;
    state.submitted += 1;
    const { email, phone } = state.known;
    const reply = email ? `you'll hear back at ${email}` : `${site.name} will call you at ${phone}`;
    return draft(
      'flow',
      `Done. Your ${requestName[flow.kind]} is with ${site.name}, and ${reply} within ${site.replyTime}. Anything else I can help with?`,
      { links: [contactLink], suggestions: [chips.turnaround, chips.services] },
    );
  }
}
