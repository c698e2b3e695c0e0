import type {
  Assistant,
  AssistantReply,
  AssistantTurn,
  ChatHistoryEntry,
  PersonRequestReader,
} from './assistant.port';
import { answerFor } from './answers/answer.router';
import { draft, type Draft } from './answers/draft';
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
import { wantsPersonIn, type MessageReader } from './intents/person-request';
import { visitorFiguresOf } from './guardrails/figure.guard';
import { finishReply } from './guardrails/reply.finisher';
import type { Entities } from './entities/entities';
import type { Intent } from './intents/intent';
import { detectIntent } from './intents/intent.detector';
import { IntentModel } from './intents/understanding';
import { absorb } from './flows/known-details';
import type { LeadSink } from './flows/lead.sink';
import type { ChatBooking } from './chat-booking.port';
import { RequestFlow } from './flows/request.flow';
import type { SessionState } from './flows/session-state';
import type { SessionStateStore } from './flows/session-state.store';
import type { SiteKnowledge } from './knowledge/site-knowledge';
import type { TaughtKnowledge } from './knowledge/taught.knowledge';
import { taughtAnswer, taughtAnswerMayAnswer } from './answers/taught.answer';

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
  /** The analyzer and the intent reading the person-request decision uses (wantsPersonIn). */
  private readonly reader: MessageReader = {
    analyze: (message) => this.analyzer.analyze(message),
    intentOf: (analysis) => detectIntent(analysis, this.model.understand(analysis)),
  };

  constructor(private readonly deps: BuiltinAssistantDeps) {
    this.flow = new RequestFlow(deps.leads, deps.booking);
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
    const inRequest = !!state.flow;
    const { result, reading, wantsPerson } = await this.decide(turn, state);
    // A reply abandoned by the chat service is never shown: keep the state it would have moved.
    turn.signal.throwIfAborted();
    // Only a request under way (or one that just ended) must survive a restart.
    await this.deps.store.save(turn.sessionId, state, { durable: inRequest || !!state.flow });
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
    const reply = wantsPerson ? { ...finished.reply, wantsPerson } : finished.reply;
    return { reply, draft: result, visitorFigures, reading };
  }

  private async decide(
    turn: AssistantTurn,
    state: SessionState,
  ): Promise<{ result: Draft; reading?: Reading; wantsPerson: boolean }> {
    const analysis = this.analyzer.analyze(turn.message);
    // Decided from the message alone, as wantsPerson(message) decides it: never by the reply.
    const wantsPerson = wantsPersonIn(analysis, this.reader);
    return { ...(await this.draftFor(analysis, turn, state)), wantsPerson };
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
    };

    let result: Draft;
    if (state.flow) {
      result = await this.flow.continue(flowTurn);
    } else if (intent === 'schedule' || intent === 'quote') {
      this.recall(state, turn.history);
      result = await this.flow.start(intent, flowTurn);
    } else {
      absorb(state.known, analysis, {});
      result = answer(intent);
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
   * Before a request starts, picks up details from earlier messages the state may not hold:
   * plain questions are remembered in this process only, so after a restart the stored chat
   * history is their record. What the state knows wins.
   */
  private recall(state: SessionState, history: readonly ChatHistoryEntry[]): void {
    const earlier = {};
    for (const entry of history) {
      if (entry.isUser) absorb(earlier, this.analyzer.analyze(entry.message), {});
    }
    state.known = { ...earlier, ...state.known };
  }
}

/** The acknowledgement, then the answer. */
function prefixed(answer: Draft, lead: string): Draft {
  return { ...answer, reply: { ...answer.reply, message: `${lead} ${answer.reply.message}` } };
}
