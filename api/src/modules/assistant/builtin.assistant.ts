import type {
  Assistant,
  AssistantReply,
  AssistantTurn,
  ChatHistoryEntry,
  PersonRequestReader,
  VisitorDetails,
} from './assistant.port';
import { answerFor } from './answers/answer.router';
import { draft, type Draft } from './answers/draft';
import { replyConfidence } from './answers/reply.confidence';
import { bothAnswers, questionsIn } from './answers/two-questions';
import { defaultSuggestions } from './answers/suggestions';
import { MessageAnalyzer, type MessageAnalysis } from './entities/message.analyzer';
import {
  injectionAnswer,
  injectionLead,
  otherLanguageAnswer,
  spanishAnswer,
  unhappyAnswer,
  unhappyLead,
} from './answers/manner.answers';
import { readManner, type Manner } from './intents/manners';
import { feelingIn, feelingLeads } from './intents/feelings';
import { wantsPersonIn, type MessageReader } from './intents/person-request';
import { visitorFiguresOf } from './guardrails/figure.guard';
import { finishReply } from './guardrails/reply.finisher';
import type { Entities } from './entities/entities';
import type { Intent } from './intents/intent';
import { detectIntent } from './intents/intent.detector';
import { IntentModel } from './intents/understanding';
import { absorb } from './flows/known-details';
import { findPhone } from './flows/contact-details.parser';
import type { LeadSink } from './flows/lead.sink';
import type { ChatBooking } from './chat-booking.port';
import { RequestFlow } from './flows/request.flow';
import { MeetingFlow } from './flows/meeting.flow';
import { DecimalFlow } from './flows/decimal.flow';
import { leaseOffersWorkedOut } from './flows/lease-offers.answer';
import { contactOnlyAnswer, onlyContactDetails } from './flows/contact-only';
import { asksWhenToTalk } from './flows/open-times.words';
import { asksDeadline } from './flows/deadline.words';
import { deadlineToolAnswer } from './answers/feature.answers';
import { prefill } from './flows/prefill';
import { looksLikeQuestion } from './flows/flow.commands';
import type { SessionState } from './flows/session-state';
import type { SessionStateStore } from './flows/session-state.store';
import type { SiteKnowledge } from './knowledge/site-knowledge';
import type { TaughtKnowledge } from './knowledge/taught.knowledge';
import { taughtAnswer, taughtAnswerMayAnswer } from './answers/taught.answer';
import { loadEnglish, nounsOf } from './text/english-words';

export interface BuiltinAssistantDeps {
  knowledge: SiteKnowledge;
  store: SessionStateStore;
  leads: LeadSink;
  /** The answers the consultant taught in the desk; they win when their questions match clearly. */
  taught?: TaughtKnowledge;
  /** Books consultations in open slots; without it (or with none open) a request is taken. */
  booking?: ChatBooking;
  /** Logs sentences the figure check removed (they point at a template or content problem). */
  onRemoved?: (sentences: readonly string[]) => void;
}

/** What the assistant read in the message: handed to an LLM provider with the passages. */
export interface Reading {
  intent: Intent;
  confidence: number;
  entities: Entities;
  terms: string[];
}

/** A draft that passed every check, with the passages it rests on (for an LLM to rephrase). */
export interface CheckedDraft {
  reply: AssistantReply;
  draft: Draft;
  visitorFigures: ReadonlySet<string>;
  reading?: Reading;
  /** How sure the reply is of itself (replyConfidence): the evaluation's reliability table. */
  confidence: number;
}

/**
 * The assistant that needs no network: reads the message, keeps the session's state, and answers
 * from the site's content through rules, curated facts, retrieval and the request flows.
 * Turns of one session must not overlap (they read and write its state): the chat service runs
 * each reply under the app's one session lock (api/src/db/session-lock.ts).
 */
export class BuiltinAssistant implements Assistant, PersonRequestReader {
  /**
   * Built on first use (the warm-up after a start, or a reply before it): a few hundred
   * CPU-milliseconds that an app which never chats (most test files' apps) never spends.
   */
  private builtAnalyzer?: MessageAnalyzer;
  private get analyzer(): MessageAnalyzer {
    return (this.builtAnalyzer ??= new MessageAnalyzer());
  }
  private get model(): IntentModel {
    return IntentModel.shared();
  }
  private readonly flow: RequestFlow;
  /** The meeting booked in this chat, moved or cancelled in the chat. */
  private readonly meetings: MeetingFlow;
  /** A royalty decimal worked out in the chat, with the tools' arithmetic. */
  private readonly decimals = new DecimalFlow();
  /** The analyzer and the intent reading the person-request decision uses (wantsPersonIn). */
  private readonly reader: MessageReader = {
    analyze: (message) => this.analyzer.analyze(message),
    intentOf: (analysis) => detectIntent(analysis, this.model.understand(analysis)),
  };

  constructor(private readonly deps: BuiltinAssistantDeps) {
    this.flow = new RequestFlow(deps.leads, deps.booking);
    this.meetings = new MeetingFlow(deps.booking);
    // Words of articles are real words: the spelling corrector must leave them alone.
    deps.knowledge.onArticleTexts((texts) => this.analyzer.learnWords(texts));
  }

  /**
   * Indexes the blog and exercises the analyser once, so the first visitor after a start does not
   * wait for the JIT. Replies never wait for the index: until it is built they use the pages.
   */
  async warmUp(): Promise<void> {
    await this.deps.knowledge.ensureFresh();
    this.analyzer.analyze('How long does a lease check take in Midland?');
    // wink-nlp's English model (spelling and nouns): about 100 ms, paid here, not by a visitor.
    loadEnglish();
    nounsOf('How long does a lease check take in Midland?');
  }

  async reply(turn: AssistantTurn): Promise<AssistantReply> {
    return (await this.respond(turn)).reply;
  }

  /**
   * Whether a visitor's message asks for a person, for a message the assistant does not answer
   * (an owner is in the chat): the same decision as a reply's `wantsPerson`, with the same
   * analyzer. Reads nothing of the session.
   */
  wantsPerson(message: string): boolean {
    return wantsPersonIn(this.analyzer.analyze(message), this.reader);
  }

  /** The checked reply and the draft behind it. */
  async respond(turn: AssistantTurn): Promise<CheckedDraft> {
    turn.signal.throwIfAborted();
    // Never waits for the index: a change is indexed in the background, this reply reads the
    // index as it is (the previous one while an update is under way).
    this.deps.knowledge.refreshSoon();
    const state = await this.deps.store.load(turn.sessionId);
    const inRequest = !!state.flow || hasChatMeeting(state);
    const { result, reading, wantsPerson } = await this.decide(turn, state);
    // A reply abandoned by the chat service is never shown: keep the state it would have moved.
    turn.signal.throwIfAborted();
    // Only a request under way (or one that just ended) must survive a restart.
    await this.deps.store.save(turn.sessionId, state, {
      durable: inRequest || !!state.flow || hasChatMeeting(state),
    });
    const visitorFigures = visitorFiguresOf([
      turn.message,
      ...turn.history.filter((h) => h.isUser).map((h) => h.message),
      JSON.stringify(state.known),
      // The open slots a booking offers are the calendar's, not made-up figures.
      ...(state.flow?.offered?.map((slot) => slot.label) ?? []),
      // The app's records and a taught answer's own words (see Draft.facts).
      ...(result.facts ?? []),
    ]);
    const finished = finishReply(
      result.reply,
      this.deps.knowledge.figures,
      visitorFigures,
      defaultSuggestions,
    );
    if (finished.removed.length > 0) this.deps.onRemoved?.(finished.removed);
    const reply = wantsPerson
      ? { ...finished.reply, wantsPerson, visitorDetails: this.detailsGiven(turn, state) }
      : finished.reply;
    const confidence = replyConfidence(result, reading?.confidence);
    return { reply, draft: result, visitorFigures, reading, confidence };
  }

  private async decide(
    turn: AssistantTurn,
    state: SessionState,
  ): Promise<{ result: Draft; reading?: Reading; wantsPerson: boolean }> {
    const analysis = this.analyzer.analyze(turn.message);
    // Decided from the message alone, as wantsPerson(message) decides it: never by the reply.
    const wantsPerson = wantsPersonIn(analysis, this.reader);
    const drafted = await this.draftFor(analysis, turn, state);
    return { ...drafted, result: withFeeling(drafted.result, analysis.plain), wantsPerson };
  }

  private async draftFor(
    analysis: MessageAnalysis,
    turn: AssistantTurn,
    state: SessionState,
  ): Promise<{ result: Draft; reading?: Reading }> {
    if (!analysis.plain) {
      const result = draft('question', 'I can only read plain text. What would you like to know?', {
        suggestions: defaultSuggestions,
      });
      return { result };
    }
    // How the message is said comes first. Inside a request, a message that is only a manner is
    // answered and the step asked again; one that still says something goes to the step.
    const manner = readManner(analysis.plain);
    if (manner && state.flow) {
      if (manner.rest) return this.understand(analysis, turn, state);
      const result = await this.mannerReply(manner, turn, state);
      return this.understand(analysis, turn, state, result.result);
    }
    if (manner) return this.mannerReply(manner, turn, state);
    return this.understand(analysis, turn, state);
  }

  /** A manner acknowledged, and the rest of the message (if it still asks something) answered. */
  private async mannerReply(
    manner: Manner,
    turn: AssistantTurn,
    state: SessionState,
  ): Promise<{ result: Draft; reading?: Reading }> {
    if (manner.kind === 'spanish' || manner.kind === 'other-language') {
      // "Mi número es ...": the number is kept, so no later request asks for it again.
      const phone = findPhone(turn.message);
      if (phone) state.known.phone = phone;
    }
    if (manner.kind === 'spanish') return { result: spanishAnswer(turn.message) };
    if (manner.kind === 'other-language') return { result: otherLanguageAnswer() };
    const lead = manner.kind === 'prompt-injection' ? injectionLead : unhappyLead(manner.kind);
    if (!manner.rest) {
      const result =
        manner.kind === 'prompt-injection' ? injectionAnswer() : unhappyAnswer(manner.kind);
      return { result };
    }
    const rest = await this.understand(this.analyzer.analyze(manner.rest), turn, state);
    // An injected request for a reply's form ("pretend you're my attorney") gets no say in it.
    const result = prefixed(rest.result, lead);
    return { ...rest, result };
  }

  private async understand(
    analysis: MessageAnalysis,
    turn: AssistantTurn,
    state: SessionState,
    manner?: Draft,
  ): Promise<{ result: Draft; reading?: Reading }> {
    const understood = this.model.understand(analysis);
    const intent = detectIntent(analysis, understood);
    const ctx = { analysis, understood, kb: this.deps.knowledge.kb };
    // The consultant's own answer wins over the built-in ones when its questions clearly ask
    // what the visitor asks, except where a guardrail or a request decides the reply.
    const taught = this.deps.taught?.match(analysis.text);
    const answer = (i: typeof intent) =>
      taught && taughtAnswerMayAnswer(i)
        ? taughtAnswer(taught, analysis.text)
        : answerFor(i, ctx, state.lastService);
    const flowTurn = {
      sessionId: turn.sessionId,
      state,
      analysis,
      intent,
      answer,
      manner,
      timeZone: turn.timeZone,
      clientIp: turn.clientIp,
    };

    // The chat's own features asked for in words: the meeting booked in this chat ("move it",
    // "cancel it") and a decimal worked out here, before any other reading.
    const feature = state.flow ? undefined : await this.features(turn, state, analysis, intent);
    let result: Draft;
    if (feature) {
      result = feature;
    } else if (state.flow) {
      result = await this.flow.continue(flowTurn);
    } else if (intent === 'schedule' || intent === 'quote' || asksWhenToTalk(analysis.text)) {
      // "When can I talk to him?": the open times answer it, as a booking.
      this.recall(state, turn.history);
      result = await this.flow.start(intent === 'quote' ? 'quote' : 'schedule', flowTurn);
    } else {
      absorb(state.known, analysis, {});
      result = this.eachQuestion(analysis, state, taught) ?? answer(intent);
    }
    const [service] = analysis.entities.services;
    if (service) state.lastService = service;
    const reading: Reading = {
      intent,
      confidence: understood.confidence,
      entities: analysis.entities,
      terms: analysis.jargon.map((j) => j.label),
    };
    return { result, reading };
  }

  /**
   * The chat's own features asked for in words, before any other reading: the meeting booked in
   * this chat ("move it", "cancel it"), a decimal worked out here (its open question first, so
   * "cancel" there stops the decimal, not the call), contact details given alone, a deadline.
   */
  private async features(
    turn: AssistantTurn,
    state: SessionState,
    analysis: MessageAnalysis,
    intent: Intent,
  ): Promise<Draft | undefined> {
    const { text, plain } = analysis;
    const decimal = () => this.decimals.handle({ state, text, plain });
    const meeting = () =>
      this.meetings.handle({
        sessionId: turn.sessionId,
        state,
        text,
        plain,
        clientIp: turn.clientIp,
      });
    const first = state.decimal ? decimal() : await meeting();
    if (first) return first;
    return (
      (state.decimal ? await meeting() : decimal()) ??
      // Lease offers laid out with their figures: worked out, unless a guardrail reads the message.
      (guardsFigures(intent, text) ? undefined : leaseOffersWorkedOut(plain)) ??
      contactOnlyAnswer(analysis, state) ??
      // A deadline the router would not send to its tool; a guardrail's reading keeps its answer.
      (openReadings.has(intent) && asksDeadline(text) ? deadlineToolAnswer(text, plain) : undefined)
    );
  }

  /**
   * "How long does a lease check take? Do you cover Lea County?": two questions in one message
   * get two answers, each read on its own. Undefined when the message asks one thing, when a part
   * would start a request or has a taught answer (the whole message is answered as usual), or
   * when both parts come to the same answer.
   */
  private eachQuestion(
    analysis: MessageAnalysis,
    state: SessionState,
    taught: unknown,
  ): Draft | undefined {
    const parts = questionsIn(analysis.plain);
    if (parts.length < 2 || taught) return undefined;
    const drafts: Draft[] = [];
    // "Can you take the curative, and what's a realistic timeline?": the second question is
    // about the service the first names.
    let service = state.lastService;
    for (const part of parts.slice(0, 2)) {
      const partAnalysis = this.analyzer.analyze(part);
      const understood = this.model.understand(partAnalysis);
      const intent = detectIntent(partAnalysis, understood);
      if (intent === 'schedule' || intent === 'quote') return undefined;
      const ctx = { analysis: partAnalysis, understood, kb: this.deps.knowledge.kb };
      drafts.push(answerFor(intent, ctx, service));
      service = partAnalysis.entities.services[0] ?? service;
    }
    return bothAnswers(drafts[0]!, drafts[1]!);
  }

  /**
   * What the visitor gave anywhere in this chat, for a request for a person: the session's
   * details with the chat's history and this message read again (the state wins).
   */
  private detailsGiven(turn: AssistantTurn, state: SessionState): VisitorDetails {
    const copy: SessionState = { ...state, known: structuredClone(state.known) };
    this.recall(copy, turn.history);
    const analysis = this.analyzer.analyze(turn.message);
    absorb(copy.known, analysis, {});
    if (tellsTheirMatter(analysis)) prefill('schedule', copy.known, analysis);
    const { name, email, phone, description } = copy.known;
    return {
      ...(name ? { name } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
      ...(description ? { topic: description } : {}),
    };
  }

  /**
   * Before a request starts, picks up details from earlier messages the state may not hold:
   * plain questions are remembered in this process only, so after a restart the stored chat
   * history is their record. What the state knows wins.
   */
  private recall(state: SessionState, history: readonly ChatHistoryEntry[]): void {
    const earlier = {};
    for (const entry of history) {
      if (!entry.isUser) continue;
      const analysis = this.analyzer.analyze(entry.message);
      absorb(earlier, analysis, {});
      // The visitor's own account of their matter, told before they asked for a call, is the
      // request's topic: the first one that says enough (as a request's first message would).
      // Contact details alone ("my cell is ...") or a question ("how long does it take?") are
      // not an account of the matter.
      if (tellsTheirMatter(analysis)) prefill('schedule', earlier, analysis);
    }
    state.known = { ...earlier, ...state.known };
  }
}

/**
 * Readings with no answer of their own to keep (no guardrail, no request, no feature); a
 * turnaround reading of "how many days do I get to answer a pooling" is about the pooling.
 */
const openReadings: ReadonlySet<Intent> = new Set<Intent>([
  'turnaround',
  'off-topic',
  'unclear',
  'question',
  'service',
  'place',
]);

/**
 * A guardrail answers the message ("which offer should I take", "is $500 an acre fair"): no sum
 * is worked out over it. "How do they compare" (read as a market figure or not) compares the
 * visitor's own offers, and is worked out.
 */
const guardsFigures = (intent: Intent, text: string): boolean =>
  intent === 'legal-advice' ||
  intent === 'prompt-injection' ||
  /\b(fair|market|going rate|typical|normal|usual|average|good deal|reasonable|too low|too high)\b/.test(
    text,
  );

/** The visitor's own account of their matter, in English: neither a question nor a phone number. */
const tellsTheirMatter = (analysis: MessageAnalysis): boolean =>
  !readManner(analysis.plain) &&
  !onlyContactDetails(analysis.plain) &&
  !looksLikeQuestion(analysis.plain, analysis.text);

/** A meeting booked in this chat (or a change to it, or a decimal half-way): kept durably. */
const hasChatMeeting = (state: SessionState): boolean =>
  !!state.meeting || !!state.meetingChange || !!state.decimal;

/**
 * People first: a death, an illness, confusion or anger in the message gets one human sentence
 * before anything else, unless the reply already opens with one (an apology for a complaint) or
 * is in another language.
 */
function withFeeling(answer: Draft, visitorMessage: string): Draft {
  const feeling = feelingIn(visitorMessage);
  if (!feeling || answer.intent === 'foreign-language') return answer;
  const message = answer.reply.message;
  const apology = /^(I'm sorry|I am sorry|Sorry)\b[^.!?]*[.!?]\s*/i.exec(message);
  if (!apology) return prefixed(answer, feelingLeads[feeling]);
  // An apology is there already (a complaint's): distrust of the trade still gets its answer.
  if (feeling !== 'distrust') return answer;
  const rest = message.slice(apology[0].length);
  const independence = feelingLeads.distrust.replace(/^[^.]*\.\s*/, '');
  return { ...answer, reply: { ...answer.reply, message: `${apology[0]}${independence} ${rest}` } };
}

/** The acknowledgement, then the answer. */
function prefixed(answer: Draft, lead: string): Draft {
  return { ...answer, reply: { ...answer.reply, message: `${lead} ${answer.reply.message}` } };
}
