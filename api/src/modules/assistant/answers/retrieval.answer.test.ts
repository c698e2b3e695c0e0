import { MessageAnalyzer } from '../entities/message.analyzer';
import type { Understanding } from '../intents/understanding';
import { AssistantHarness } from '../testing/assistant-harness';
import type { AnswerContext } from './answer-context';
import { retrievalAnswer } from './retrieval.answer';

const chat = new AssistantHarness();
const analyzer = new MessageAnalyzer();

async function contextOf(message: string): Promise<AnswerContext> {
  await chat.indexed();
  const understood = {
    intent: 'question',
    confidence: 1,
    candidates: [],
  } as unknown as Understanding;
  return { analysis: analyzer.analyze(message), understood, kb: chat.knowledge.kb };
}

describe('a passage retrieved for a question', () => {
  it('is no answer when it shares only words that narrow nothing ("offer")', async () => {
    expect(retrievalAnswer(await contextOf('anything else you offer'))).toBeUndefined();
  });

  it('answers when it shares the words that say what is asked', async () => {
    const answer = retrievalAnswer(await contextOf('what does a pugh clause release'));
    expect(answer?.reply.message).toMatch(/Pugh clause/);
  });
});
