import { site, zoneCity } from '@landman/content';
import { draft, listOf, type Draft } from '../answers/draft';
import { contactLink } from '../answers/links';
import { chips, sameLabel } from '../answers/suggestions';
import type { MessageAnalysis } from '../entities/message.analyzer';
import type { Intent } from '../intents/intent';
import { fieldLabels, fieldQuestion, flowFields, flowIntro, isAnswered } from './flow.fields';
import {
  confirmQuestion,
  nextStep,
  repeatQuestion,
  requestName,
  slotQuestion,
  summaryStep,
} from './flow.prompts';
import type { ChatBooking, ChatSlot, ChatSlotOffer } from '../chat-booking.port';
import {
  asksWhy,
  choosesToCall,
  isCancel,
  isCorrection,
  isNo,
  isYes,
  looksLikeQuestion,
  takesFirstOffered,
  namedField,
  prefersCall,
  saysUnanswered,
} from './flow.commands';
import { whyWeAsk } from './flow.reasons';
import { wayForward } from '../answers/way-forward';
import { readFieldAnswer, structuredFields } from './field.answers';
import { absorb } from './known-details';
import { bookedMeeting } from './meeting.flow';
import { prefill } from './prefill';
import { fieldValue, leadOf } from './request.summary';
import type { FieldName, FlowKind, FlowState, KnownDetails, SessionState } from './session-state';
import { LeadRejectedError, type LeadSink } from './lead.sink';
import { matchesFeature } from '../intents/feature.rules';
import { asksWhenToTalk } from './open-times.words';

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
  /** The visitor's IANA zone, as the widget sent it with this message. */
  timeZone?: string;
  /** The client's address (AssistantTurn.clientIp), for booking's per-address limit. */
  clientIp?: string;
}

/**
 * A feature asked for by name ("e-mail me this chat") is never an answer to the open question,
 * whichever it is: it is answered, then the question is asked again.
 */
const featureRequests: ReadonlySet<Intent> = new Set([
  'transcript',
  'blog-subscribe',
  'deadline-tool',
]);

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
  ...featureRequests,
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
/** What the chat can say of open times when it has none to offer. */
const noTimesOpen = 'There are no open times to book online right now.';

/** The visitor asks which times are open, or when the consultant is free to talk. */
const asksOpenTimes = (text: string): boolean =>
  matchesFeature('openTimes', text) || asksWhenToTalk(text);

export class RequestFlow {
  constructor(
    private readonly leads: LeadSink,
    /** Open slots and bookings; without it a consultation is always a request. */
    private readonly booking?: ChatBooking,
  ) {}

  /**
   * Starts a request. A consultation is booked in an open slot when there are any (the slots
   * the visitor's words name, else the next ones); with none, or no availability set, it is a
   * request with preferred times.
   */
  async start(wanted: FlowKind, turn: FlowTurn, switched = false): Promise<Draft> {
    const { state, analysis } = turn;
    const offer = wanted === 'quote' ? undefined : await this.offer(turn, analysis.text);
    const kind: FlowKind = wanted === 'quote' ? 'quote' : offer ? 'booking' : 'schedule';
    delete state.known.slot;
    absorb(state.known, analysis, { fields: flowFields[kind] });
    prefill(kind === 'booking' ? 'schedule' : kind, state.known, analysis);
    state.flow = { kind, asking: 'confirm', attempts: 0 };
    const intro = switched
      ? `Sure, let's make it a ${requestName[kind]} instead.`
      : flowIntro[kind];
    // "What times are open on Thursday?" with none open (or no calendar here): the question is
    // answered before the request starts, never left unsaid.
    if (!offer && kind === 'schedule' && asksOpenTimes(analysis.text)) {
      return nextStep(state, `${noTimesOpen} ${intro}`);
    }
    if (offer) {
      const chosen = this.present(state, offer);
      if (chosen) return nextStep(state, `${intro} ${chosen}`);
      return slotQuestion(state, `${intro} ${offerLead(offer)}`);
    }
    // What the visitor gave, phone included; a declined e-mail is no detail of theirs to list.
    const already = flowFields[kind].filter(
      (f) =>
        isAnswered(f, state.known) &&
        (f !== 'email' || !!state.known.email) &&
        (f !== 'phone' || !!state.known.phone),
    );
    const noted =
      already.length > 0
        ? ` I already have your ${listOf(already.map((f) => `${fieldLabels[f].toLowerCase()} (${fieldValue(f, state.known)})`))}.`
        : '';
    return nextStep(state, `${intro}${noted}`);
  }

  /** Open slots for the words, or undefined when none are open (or booking is not wired). */
  private async offer(turn: FlowTurn, text: string): Promise<ChatSlotOffer | undefined> {
    if (!this.booking) return undefined;
    const zone = turn.timeZone ?? turn.state.flow?.zone;
    const offer = await this.booking.offer(text, zone);
    return offer.slots.length > 0 ? offer : undefined;
  }

  /**
   * Keeps an offer in the flow (its chips); when the words named an open slot exactly, chooses
   * it and returns the line saying so.
   */
  private present(state: SessionState, offer: ChatSlotOffer): string | undefined {
    const flow = state.flow!;
    flow.offered = offer.slots.map(({ label, start }) => ({ label, start }));
    flow.zone = offer.timeZone;
    if (!offer.exact) return undefined;
    state.known.slot = { ...offer.exact, timeZone: offer.timeZone };
    return `${offer.exact.label} (your time, ${zoneCity(offer.timeZone)}) is open.`;
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
        {
          links: turn.manner.reply.links,
          suggestions: reask.reply.suggestions,
          choices: reask.reply.choices,
        },
      );
    }
    const open = flow.asking;
    if (open !== 'confirm' && open !== 'which-field' && asksWhy(text)) {
      const reask = repeatQuestion(state);
      return draft('flow', `${whyWeAsk[open]} ${reask.reply.message}`, {
        suggestions: reask.reply.suggestions,
        choices: reask.reply.choices,
      });
    }
    if (saysUnanswered(text)) {
      const reask = repeatQuestion(state);
      return draft(
        'flow',
        `Sorry about that. Could you ask it again in other words? If I still can't answer it, a person can: ${wayForward}\n\nBack to your ${requestName[flow.kind]}: ${reask.reply.message}`,
        {
          links: [contactLink],
          suggestions: reask.reply.suggestions,
          choices: reask.reply.choices,
        },
      );
    }
    const other: FlowKind = flow.kind === 'quote' ? 'schedule' : 'quote';
    // "Just call me" at the e-mail question chooses the reply channel; it starts nothing new.
    const choosesChannel = flow.asking === 'email' && prefersCall(text);
    if (intent === other && !choosesChannel && other === 'schedule') {
      return this.start('schedule', turn, true);
    }
    if (intent === other && !choosesChannel) {
      flow.kind = other;
      flow.editing = false;
      absorb(state.known, analysis, { fields: flowFields[other] });
      prefill(other, state.known, analysis);
      return nextStep(state, `Sure, let's make it a ${requestName[other]} instead.`);
    }

    if (flow.asking === 'slot') return this.answerSlot(turn, flow);

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
    const interrupts =
      (interruptions.has(intent) && (structured || asking === 'confirm')) ||
      featureRequests.has(intent);
    if (question || (interrupts && !answers)) {
      const answer = turn.answer(intent);
      const reask = repeatQuestion(state);
      const reply = draft(
        'flow',
        `${answer.reply.message}\n\nBack to your ${requestName[flow.kind]}: ${reask.reply.message}`,
        {
          links: answer.reply.links,
          suggestions: reask.reply.suggestions,
          choices: reask.reply.choices,
        },
      );
      // The transcript's button stays under the reply that offers it.
      const actions = answer.reply.actions;
      return actions?.length ? { ...reply, reply: { ...reply.reply, actions } } : reply;
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
    return draft('flow', `${confirmQuestion(flow.kind)} You can also say cancel.`, {
      suggestions: [
        flow.kind === 'booking' ? 'Yes, book it' : 'Yes, send it',
        'Change something',
        'Cancel',
      ],
    });
  }

  /**
   * A booking's time: a tapped (or typed) label of the slots offered, or words naming a day and
   * time ("tomorrow afternoon", "Tuesday at 10"), read in the visitor's zone. A question or a
   * digression is answered and the time asked again; it is never taken as the answer.
   */
  private async answerSlot(turn: FlowTurn, flow: FlowState): Promise<Draft> {
    const { state, analysis, intent } = turn;
    const offered = flow.offered ?? [];
    const zone = flow.zone ?? turn.timeZone;
    const tapped =
      offered.find((o) => sameLabel(o.label, analysis.plain)) ??
      (takesFirstOffered(analysis.text) ? offered[0] : undefined);
    if (tapped && zone) return this.chooseSlot(state, flow, { ...tapped, timeZone: zone });

    // An off-topic message is never an answer, even one with a day in it ("golf tomorrow").
    const offer =
      intent === 'off-topic' ? undefined : await this.booking?.offer(analysis.text, zone);
    if (offer?.understood) {
      if (offer.slots.length === 0) return this.noSlotsLeft(turn, flow, '');
      const chosen = this.present(state, offer);
      if (chosen) {
        const slot = state.known.slot!;
        delete state.known.slot;
        return this.chooseSlot(state, flow, slot, chosen);
      }
      flow.attempts = 0;
      return slotQuestion(state, offerLead(offer));
    }
    const asQuestion = looksLikeQuestion(analysis.plain, analysis.text);
    if ((asQuestion && answerableQuestions.has(intent)) || interruptions.has(intent)) {
      const answer = turn.answer(intent);
      const reask = repeatQuestion(state);
      return draft(
        'flow',
        `${answer.reply.message}\n\nBack to your ${requestName[flow.kind]}: ${reask.reply.message}`,
        {
          links: answer.reply.links,
          suggestions: reask.reply.suggestions,
          choices: reask.reply.choices,
          facts: offeredFacts(flow),
        },
      );
    }
    flow.attempts += 1;
    return slotQuestion(state, "Sorry, I didn't catch a time in that.");
  }

  private chooseSlot(
    state: SessionState,
    flow: FlowState,
    slot: NonNullable<KnownDetails['slot']>,
    lead = '',
  ): Draft {
    state.known.slot = slot;
    flow.attempts = 0;
    const step = nextStep(state, lead);
    return { ...step, facts: [slot.label, lead] };
  }

  /** No open slot at all any more: the consultation becomes a request with preferred times. */
  private noSlotsLeft(turn: FlowTurn, flow: FlowState, lead: string): Draft {
    const { state } = turn;
    flow.kind = 'schedule';
    flow.editing = false;
    delete flow.offered;
    delete state.known.slot;
    return nextStep(
      state,
      `${lead} ${noTimesOpen.replace(/\.$/, '')}, so I'll take your request and ${site.name} will arrange a time with you.`.trim(),
    );
  }

  /** Books the chosen slot through the booking port; a lost slot offers the next ones. */
  private async book(turn: FlowTurn, flow: FlowState): Promise<Draft> {
    const { state, sessionId, clientIp } = turn;
    const { known } = state;
    const slot = known.slot!;
    const outcome = await this.booking!.book({
      sessionId,
      ...(clientIp ? { clientIp } : {}),
      start: slot.start,
      timeZone: slot.timeZone,
      name: known.name!,
      ...(known.email ? { email: known.email } : {}),
      ...(known.phone ? { phone: known.phone } : {}),
      topic: known.description ?? 'Free consultation',
    });
    switch (outcome.kind) {
      case 'booked': {
        state.flow = undefined;
        state.submitted += 1;
        delete known.slot;
        // The meeting as booking returned it: what "move it" or "cancel it" acts on later.
        state.meeting = bookedMeeting(outcome.meeting);
        delete state.meetingChange;
        const { start, end, timeZone } = outcome.meeting;
        return draft('flow', `${outcome.confirmation} Anything else I can help with?`, {
          links: [contactLink],
          suggestions: [chips.turnaround, chips.services],
          facts: [outcome.confirmation],
          meeting: { start, end, timeZone },
        });
      }
      case 'taken':
      case 'refused': {
        if (outcome.kind === 'refused' && outcome.field !== 'slot') {
          flow.asking = outcome.field;
          flow.editing = true;
          const question = fieldQuestion(flow.kind, outcome.field, known);
          return draft('flow', `${outcome.message} ${question.question}`, { suggestions: [] });
        }
        delete known.slot;
        const slots: ChatSlot[] =
          outcome.kind === 'taken' && outcome.slots.length > 0
            ? outcome.slots
            : ((await this.booking!.offer('', slot.timeZone)).slots ?? []);
        if (slots.length === 0) return this.noSlotsLeft(turn, flow, outcome.message);
        flow.offered = slots;
        flow.zone = slot.timeZone;
        flow.asking = 'slot';
        flow.editing = true;
        return slotQuestion(state, outcome.message);
      }
      case 'limited':
        return draft('flow', `${outcome.message} ${site.name}'s number is ${site.phone}.`, {
          links: [contactLink],
          suggestions: ['Cancel'],
        });
    }
  }

  private async submit(turn: FlowTurn, flow: FlowState): Promise<Draft> {
    if (flow.kind === 'booking') return this.book(turn, flow);
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

/** What an offer answers to: the times named, or the next ones when nothing named is open. */
function offerLead(offer: ChatSlotOffer): string {
  if (offer.fallback) return 'Nothing is open then, so here are the next open times.';
  if (offer.understood) return 'Here are open times that fit.';
  return 'Here are the next open times.';
}

/** The labels offered: stated again in a reply, they pass the figure check. */
function offeredFacts(flow: FlowState): string[] {
  return (flow.offered ?? []).map((o) => o.label);
}
