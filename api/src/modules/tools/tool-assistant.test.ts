import { toolList, toolPath } from '@landman/content';
import { contentPassages } from '../assistant/knowledge/content.passages';
import { AssistantHarness } from '../assistant/testing/assistant-harness';

describe('the assistant knows the owner tools', () => {
  it("indexes every question each tool answers, linked to the tool's page", () => {
    const passages = contentPassages();
    for (const tool of toolList) {
      // The tool's questions; the check estimate's production tax rates are passages of its page too.
      const own = passages.filter(
        (p) => p.href === toolPath(tool.slug) && p.id.startsWith(`tool:${tool.slug}:question:`),
      );
      expect(own.map((p) => p.title)).toEqual(tool.questions);
    }
  });

  it.each([
    ['is my decimal right?', '/tools/division-order-decimal'],
    ['how long do I have to elect under this pooling order?', '/tools/pooling-election-deadline'],
    ['what is 3/16 on 10 acres worth?', '/tools/net-acres'],
  ])('"%s" is pointed to %s', async (ask, href) => {
    const reply = await new AssistantHarness().ask(ask);
    expect(reply.links?.map((link) => link.href)).toContain(href);
  });
});
