import { ChatAuthor } from './chat-author';
import { ChatMessageKind } from './chat-message-kind';
import { isRateableReply } from './rateable-reply';

const reply = {
  author: ChatAuthor.ASSISTANT,
  kind: ChatMessageKind.MESSAGE,
  links: null,
  taughtAnswerId: null,
  weakAnswer: false,
};
const link = { label: 'Lease checks', href: '/services/lease-checks' };

describe('isRateableReply', () => {
  it("is true for an answer from the site's pages, a taught answer, or a not-sure answer", () => {
    expect(isRateableReply({ ...reply, weakAnswer: true })).toBe(true);
    expect(isRateableReply({ ...reply, links: [link] })).toBe(true);
    expect(
      isRateableReply({ ...reply, taughtAnswerId: '7d1c2f0e-0000-4000-8000-000000000001' }),
    ).toBe(true);
  });

  it('is false for a question the assistant asks or a flow step (no source behind it)', () => {
    expect(isRateableReply(reply)).toBe(false);
    expect(isRateableReply({ ...reply, links: [] })).toBe(false);
  });

  it("is false for the visitor's and the owner's messages and for join / leave lines", () => {
    expect(isRateableReply({ ...reply, author: ChatAuthor.VISITOR, links: [link] })).toBe(false);
    expect(isRateableReply({ ...reply, author: ChatAuthor.OWNER, links: [link] })).toBe(false);
    expect(isRateableReply({ ...reply, kind: ChatMessageKind.JOINED, links: [link] })).toBe(false);
  });
});
