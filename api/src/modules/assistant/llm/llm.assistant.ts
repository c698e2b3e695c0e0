import type {
  Assistant,
  AssistantReply,
  AssistantTurn,
  PersonRequestReader,
  ReplyStream,
} from '../assistant.port';
import type { BuiltinAssistant, CheckedDraft } from '../builtin.assistant';
import { quotesAPrice, statesLegalConclusion } from '../guardrails/reply-content.guard';
import type { SiteKnowledge } from '../knowledge/site-knowledge';
import type { Passage } from '../knowledge/passage';
import { streamCompletion, type CompletionsEndpoint } from './chat-completions.client';
import { modelTextToPlain } from './model-text';
import { SentenceGate } from './sentence.gate';
import { promptMessages } from './system.prompt';

export interface LlmAssistantOptions extends CompletionsEndpoint {
  timeoutMs: number;
  /** Called when the provider fails and the built-in answer is sent instead. */
  onFallback?: (error: unknown) => void;
}

/** Shorter than this, a phrased answer lost too much to the checks; the built-in one is better. */
const minPhrasedChars = 40;
const extraPassages = 3;

/**
 * Phrases answers with an OpenAI-compatible model, on top of the built-in assistant. The
 * built-in assistant still decides everything: flows, guardrails and curated facts are sent as
 * it wrote them, and only answers grounded in retrieved passages are rephrased, from those same
 * passages, under the same figure and legal checks. Any failure, timeout or empty result falls
 * back to the built-in answer, so the visitor always gets one.
 */
export class LlmAssistant implements Assistant, PersonRequestReader {
  constructor(
    private readonly builtin: BuiltinAssistant,
    private readonly knowledge: SiteKnowledge,
    private readonly options: LlmAssistantOptions,
  ) {}

  /** The built-in assistant decides it, as it decides every reply's `wantsPerson`. */
  wantsPerson(message: string): boolean {
    return this.builtin.wantsPerson(message);
  }

  async reply(turn: AssistantTurn, stream: ReplyStream): Promise<AssistantReply> {
    const checked = await this.builtin.respond(turn);
    if (!checked.draft.grounding?.length) return checked.reply;
    try {
      return (await this.phrase(turn, checked, stream)) ?? checked.reply;
    } catch (error) {
      // The chat service abandoned the reply (timeout, shutdown): nothing more to send.
      if (turn.signal.aborted) throw error;
      this.options.onFallback?.(error);
      return checked.reply;
    }
  }

  private async phrase(
    turn: AssistantTurn,
    checked: CheckedDraft,
    stream: ReplyStream,
  ): Promise<AssistantReply | undefined> {
    const signal = AbortSignal.any([turn.signal, AbortSignal.timeout(this.options.timeoutMs)]);
    const figures = this.knowledge.figures;
    const gate = new SentenceGate((sentence) => {
      const plain = modelTextToPlain(sentence);
      const rejected =
        figures.unknownFigures(plain, checked.visitorFigures).length > 0 ||
        statesLegalConclusion(plain) ||
        quotesAPrice(plain);
      return rejected ? undefined : plain;
    });
    const messages = promptMessages(
      turn,
      this.passagesFor(turn, checked.draft.grounding!),
      checked.reply.message,
      checked.reading,
    );
    for await (const text of streamCompletion(this.options, messages, signal)) {
      for (const piece of gate.push(text)) stream.delta(piece);
    }
    for (const piece of gate.flush()) stream.delta(piece);
    if (gate.text.length < minPhrasedChars) return undefined;
    return { ...checked.reply, message: gate.text };
  }

  /** The draft's own passages first, then the best other matches for the question. */
  private passagesFor(turn: AssistantTurn, grounding: readonly Passage[]): Passage[] {
    const more = this.knowledge.kb
      .search(turn.message, { limit: extraPassages })
      .map((h) => h.passage);
    const seen = new Set<string>();
    return [...grounding, ...more].filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
  }
}
