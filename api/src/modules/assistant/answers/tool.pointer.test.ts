import { MessageAnalyzer } from '../entities/message.analyzer';
import type { Understanding } from '../intents/understanding';
import { KnowledgeBase } from '../knowledge/knowledge.base';
import { AssistantHarness } from '../testing/assistant-harness';
import type { AnswerContext } from './answer-context';
import { toolAsked } from './tool.pointer';

const analyzer = new MessageAnalyzer();
const kb = new KnowledgeBase([]);
const ctxOf = (message: string): AnswerContext => ({
  analysis: analyzer.analyze(message),
  understood: { intent: 'question', confidence: 1, candidates: [] } as unknown as Understanding,
  kb,
});

describe('a sum about the visitor’s own figures, pointed to its tool', () => {
  it.each(['what is my bonus worth on 40 acres', 'how much will my royalty check be'])(
    'is a sum: %s',
    (message) => {
      expect(toolAsked(ctxOf(message))?.asks).toBe('sum');
    },
  );

  it.each([
    'is a leasehold audit worth it when my royalty checks are small',
    'would a lease check be worth the money on my small tract',
    'is it worth paying someone to look over my lease offer',
  ])('is not when "worth" judges a service: %s', (message) => {
    expect(toolAsked(ctxOf(message))).toBeUndefined();
  });
});

describe('a figure the visitor doubts ("is my decimal wrong?")', () => {
  it("is answered from what the site's pages say about checking it, then the tool", async () => {
    const reply = await new AssistantHarness().ask(
      'the decimal on my division order seems wrong to me, what can I do',
    );
    const hrefs = reply.links?.map((l) => l.href) ?? [];
    expect(hrefs.some((href) => !href.startsWith('/tools/') && href !== '/contact')).toBe(true);
    expect(reply.message).toMatch(/the Division Order Decimal tool shows every step/);
  });
});
