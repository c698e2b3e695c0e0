import { AssistantHarness, TestBlog } from '../testing/assistant-harness';
import { asksDeadline } from './deadline.words';

const blog = new TestBlog();

describe('a deadline asked any way goes to the tool that counts it', () => {
  it.each([
    [
      'by when do we have to elect under the OCC pooling order?',
      '/tools/pooling-election-deadline',
    ],
    [
      'how many days does my brother get to answer a force pooling',
      '/tools/pooling-election-deadline',
    ],
    [
      'is our royalty payment overdue? first sales were in May',
      '/tools/texas-royalty-payment-dates',
    ],
  ])('"%s"', async (message, href) => {
    const chat = new AssistantHarness(blog);
    const reply = await chat.say(message);
    expect(reply.links?.map((l) => l.href)).toContain(href);
    // Never a date of its own; a guardrail's answer, where one applies, stays beside the tool.
    expect(reply.message).not.toMatch(/\b\d+ days\b/);
  });

  it.each([
    'my royalty checks stopped when my mother died',
    'what do you charge to look at a pooling order',
    'can you explain what forced pooling is',
  ])('"%s" is not a deadline question', (message) => {
    expect(asksDeadline(message.toLowerCase().replace(/[^a-z0-9 ]/g, ''))).toBe(false);
  });
});

describe("a pooling deadline with the order's date and period is counted as the tool counts it", () => {
  it.each([
    [
      'Our pooling order is dated March 3rd, 2026 and gives 15 days to elect. Last day?',
      'March 18, 2026',
    ],
    ['OCC order 2026-07-01, 20 day election. when is my deadline to elect', 'July 21, 2026'],
    [
      'the pooling order of 9/30/2026 allows 30 days: when is the last day to make my election?',
      'October 30, 2026',
    ],
  ])('"%s"', async (message, deadline) => {
    const reply = await new AssistantHarness(blog).say(message);
    expect(reply.message).toContain(deadline);
    // The tool's own caveat: the order's text governs.
    expect(reply.message).toMatch(/The pooling order governs/);
    const tool = reply.links?.find((l) => l.href.startsWith('/tools/pooling-election-deadline'));
    expect(tool?.href).toMatch(/orderDate=2026-\d\d-\d\d&periodDays=\d+/);
  });

  it('without a year, or in business days, it counts nothing and points to the tool', async () => {
    for (const message of [
      'pooling order dated March 3 gives 15 days to elect, when is the deadline?',
      'pooling order dated March 3, 2026 gives 15 business days to elect, when is the deadline?',
    ]) {
      const reply = await new AssistantHarness(blog).say(message);
      expect(reply.message).not.toMatch(/March 18/);
      expect(reply.links?.map((l) => l.href)).toContain('/tools/pooling-election-deadline');
    }
  });
});
