import { AssistantHarness } from '../testing/assistant-harness';

const chat = new AssistantHarness();

describe('a fixed reply weighed against the passage that matches the question', () => {
  it('loses when the reading is unsure and the passage answers what the reply never says', async () => {
    const reply = await chat.ask('how does an engagement with you work, step by step');
    expect(reply.message).toMatch(/^From the About page: /);
    expect(reply.message).toMatch(/Written Scope/);
    expect(reply.links?.[0]?.href).toBe('/about#engagement');
  });

  it('wins when the reading is sure of itself', async () => {
    const reply = await chat.ask('how much does a lease check cost');
    expect(reply.message).toMatch(/^I can't quote prices in the chat\./);
  });

  it('reads a price word the passage uses in its own sense as that sense ("cost basis")', async () => {
    const reply = await chat.ask('what is the cost basis of minerals I inherited');
    expect(reply.message).not.toMatch(/can't quote prices/);
    expect(reply.message).toMatch(/stepped-up basis/);
  });

  it('keeps the price reply for a price word the passage does not use', async () => {
    const reply = await chat.ask('what does a title opinion cost');
    expect(reply.message).toMatch(/^I can't quote prices in the chat\./);
  });

  it('keeps the fixed reply for a passage that shares only a word in passing', async () => {
    const reply = await chat.ask('and what else do you offer');
    expect(reply.message).toMatch(/^We offer \d+ services: /);
  });
});
