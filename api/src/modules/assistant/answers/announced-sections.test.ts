import { AssistantHarness } from '../testing/assistant-harness';

const chat = new AssistantHarness();

describe('an article summary that announces its sections', () => {
  it('is followed by the headings it promises', async () => {
    const reply = await chat.ask(
      'what red flags turn up in a leasehold before an acquisition closes',
    );
    expect(reply.message).toMatch(/These are the red flags I look for/);
    expect(reply.message).toMatch(/The article goes through: [^.]*;[^.]*;/);
  });
});
