import { MessageAnalyzer } from '../entities/message.analyzer';
import { nameTokensOf } from '../entities/name-tokens';
import type { Understanding } from '../intents/understanding';
import { AssistantHarness } from '../testing/assistant-harness';
import type { AnswerContext } from './answer-context';
import { specificTerms } from './generic-terms';
import { specificHit } from './specific.search';

const chat = new AssistantHarness();
const analyzer = new MessageAnalyzer();

async function contextOf(message: string): Promise<AnswerContext> {
  await chat.indexed();
  const understood = {
    intent: 'service',
    confidence: 1,
    candidates: [],
  } as unknown as Understanding;
  return { analysis: analyzer.analyze(message), understood, kb: chat.knowledge.kb };
}

describe('the passage of a page that answers a specific question', () => {
  it("is the page's FAQ when the message asks its question among other words", async () => {
    const ctx = await contextOf(
      'there are well pads, roads and flowlines on our place from a producing well: does my oil and gas lease already cover lithium?',
    );
    const specific = specificTerms(ctx.analysis.text, nameTokensOf(ctx.analysis.entities));
    const hit = specificHit(ctx, specific, { service: 'lithium-leasing' });
    expect(hit?.passage.title).toBe('Does my oil and gas lease already cover lithium?');
  });
});

describe('a message that names several services', () => {
  it('is answered from the page of the one it is about, not the first named', async () => {
    const reply = await chat.ask(
      'an oil and gas lease from the seventies still covers our ranch in Smith County, and a company now offers a lithium brine lease: does my oil and gas lease already cover lithium?',
    );
    expect(reply.links?.[0]?.href).toMatch(/^\/services\/lithium-leasing#faq/);
    expect(reply.message).toMatch(/Sometimes it may and sometimes it clearly does not/);
  });
});

describe('a question whether the work is done ("could you clear that?")', () => {
  it("opens with the service's own line, then the passage on the visitor's case", async () => {
    const reply = await chat.ask(
      "an old mortgage on our tract was never released and the buyer's attorney flagged it. could you clear that?",
    );
    expect(reply.message).toMatch(/^Title Curative: Clearing the defects/);
    expect(reply.message).toMatch(/deeds of trust still open of record/);
  });

  it('leaves a question that asks something else as it was', async () => {
    const reply = await chat.ask(
      'an old deed of trust on our tract was never released, what does that mean for a sale?',
    );
    expect(reply.message).toMatch(/^From the Title Curative page: /);
  });
});

describe('a service the classifier guessed (the visitor named none)', () => {
  const message =
    'each month the statement shows compression and marketing charges coming off my royalty check';

  it('loses to the passage elsewhere that names the rare words of the question', async () => {
    const ctx = await contextOf(message);
    const specific = specificTerms(ctx.analysis.text, nameTokensOf(ctx.analysis.entities));
    const hit = specificHit(ctx, specific, { service: 'suspense-minerals' }, true);
    expect(hit?.passage.service).toBe('oil-gas-leasing');
    expect(hit?.passage.text).toMatch(/compression/i);
  });

  it('weighs a rare word above a common one (rarity)', async () => {
    const { kb } = await contextOf(message);
    expect(kb.rarity('compression')).toBeGreaterThan(kb.rarity('royalty'));
  });
});

describe('a specific question that names two services', () => {
  it("is answered by the passage on either page that matches it, after that service's line", async () => {
    const reply = await chat.ask(
      'is lithium brine owned by the mineral owner or the surface owner',
    );
    expect(reply.message).toMatch(/^Lithium & Renewables: /);
    expect(reply.message).toMatch(/From the Lithium & Renewables page: [^.]*\./);
    expect(reply.message).toMatch(/lithium in brine/);
    expect(reply.links?.[0]?.href).toMatch(/^\/services\/lithium-renewables#/);
  });

  it('keeps the two overviews when it asks nothing specific', async () => {
    const reply = await chat.ask('do you do title curative and estate heirship');
    expect(reply.message).toMatch(/Title Curative: Clearing the defects/);
    expect(reply.message).toMatch(/Estate & Heirship: Tracing/);
  });
});

describe('"could you do that?" answered from an article', () => {
  it('links the service page whose line opens the reply', async () => {
    const reply = await chat.ask(
      'our title opinion lists a dozen requirements and the rig arrives in a month, could you handle the curative that fast?',
    );
    expect(reply.message).toMatch(/^Title Curative: /);
    expect(reply.links?.map((l) => l.href)).toContain('/services/title-curative');
  });
});

describe("a page's FAQ and another passage matching as much of the question", () => {
  it('the FAQ wins the tie: it is written as the answer to a visitor question', async () => {
    const ctx = await contextOf(
      'every month gathering, compression and marketing charges come out of my royalty, what does my lease allow',
    );
    const specific = specificTerms(ctx.analysis.text, nameTokensOf(ctx.analysis.entities));
    const hit = specificHit(ctx, specific, { service: 'oil-gas-leasing' });
    expect(hit?.passage.kind).toBe('faq');
    expect(hit?.passage.title).toMatch(/post-production costs/i);
  });
});

describe('a question made only of the words that recognised a service', () => {
  it('is asked beside the service’s own name: "what is an affidavit of heirship"', async () => {
    const reply = await chat.ask('so what exactly is an affidavit of heirship');
    expect(reply.message).toMatch(/sworn statement/);
    expect(reply.links?.[0]?.href).toMatch(/#faq-\d+$/);
  });

  it('still gets the overview when it asks for the service itself', async () => {
    const reply = await chat.ask('tell me about estate and heirship work');
    expect(reply.message).toMatch(/^Estate & Heirship: Tracing/);
  });
});
