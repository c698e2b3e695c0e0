import { site } from '@landman/content';
import { AssistantHarness } from '../testing/assistant-harness';

/*
 * Below the confidence threshold (issue 39, point 1): the reply says plainly it is not sure,
 * names the closest pages with one line each, and offers a call or a message.
 */
const assistant = new AssistantHarness();

describe('the not-sure reply', () => {
  it('names two or three close pages, one line each, and the ways to a person', async () => {
    const checked = await assistant.askChecked(
      'the papers from the county clerk mention a mineral deed and a royalty deed, which one matters',
    );
    const { message, links } = checked.reply;
    expect(message).toMatch(/not sure/i);
    const lines = message.split('\n').filter((line) => line.startsWith('• '));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) expect(line.length).toBeLessThan(260);
    const pages = (links ?? []).filter((l) => l.href !== '/contact');
    expect(pages).toHaveLength(lines.length);
    expect(links?.map((l) => l.href)).toContain('/contact');
    expect(message).toContain(site.phone);
    expect(checked.confidence).toBeLessThan(0.45);
    expect(checked.reply.weak).toBe(true);
  });

  it('never answers "outside what I can help with" when a page of the site is close', async () => {
    const reply = await assistant.ask(
      'what happens to the well paperwork if the company goes bankrupt',
    );
    expect(reply.message).not.toMatch(/outside what I can help with/i);
    expect(reply.message).not.toMatch(/I want to be sure I answer the right question/i);
  });
});
