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
