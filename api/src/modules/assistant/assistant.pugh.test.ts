import { AssistantHarness } from './testing/assistant-harness';

/**
 * The chat answers from the site's own content, so it must give the standard landman usage the
 * Oil & Gas Leasing page gives: a vertical Pugh clause releases acreage (lands) outside the pooled
 * unit, a horizontal one releases depths. The reversed statement once shipped; it must not return.
 */
const vertical = /vertical Pugh clause releases the acreage outside/i;
const horizontal = /horizontal \(depth\) Pugh clause releases the depths/i;
const reversed = [
  /horizontal[^.]{0,40}Pugh clauses? releases?[^.]{0,20}acreage/i,
  /vertical[^.]{0,40}Pugh clauses? releases?[^.]{0,40}(depth|formation)/i,
];

describe('the chat on vertical and horizontal Pugh clauses', () => {
  const harness = new AssistantHarness();

  it.each([
    'What is the difference between a vertical and a horizontal Pugh clause?',
    'vertical vs horizontal pugh clause',
    'What does a horizontal Pugh clause release?',
    'What is a Pugh clause?',
  ])('%s', async (question) => {
    const reply = await harness.ask(question);
    expect(reply.message).toMatch(vertical);
    expect(reply.message).toMatch(horizontal);
    for (const wrong of reversed) expect(reply.message).not.toMatch(wrong);
  });
});
