import { createChatSessionId } from '@landman/content';
import { newSecretToken } from '../modules/booking/secret-token';
import { bookedPath } from '../modules/booking/booking-form.routes';
import { conversationUrl } from '../modules/contact/lead-channel';
import { NewsletterLinks } from '../modules/newsletter/newsletter-links';
import { loggablePath, redactedSecret } from './loggable-path';

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const links = new NewsletterLinks('a-signing-secret-for-tests', 'https://example.com');

/** Every address that carries a secret, as the code that makes the links writes them. */
function secretAddresses(token: string, sessionId: string) {
  return [
    { path: `/meetings/${token}`, logged: `/meetings/${redactedSecret}` },
    {
      path: bookedPath(token),
      logged: bookedPath(redactedSecret),
    },
    {
      path: `/api/booking/calendar/${token}.ics`,
      logged: `/api/booking/calendar/${redactedSecret}.ics`,
    },
    { path: `/api/chat/${sessionId}`, logged: `/api/chat/${redactedSecret}` },
    {
      path: `/api/chat/${sessionId}/messages/3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/rating`,
      logged: `/api/chat/${redactedSecret}/messages/3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/rating`,
    },
    {
      path: pathOf(conversationUrl(sessionId)),
      logged: `/admin/conversations/${redactedSecret}`,
    },
    {
      path: pathOf(links.confirmUrl('0b6e2f4c-1d3a-4e5f-9a7b-2c8d6e0f1a3b', new Date())),
      logged: '/blog/subscribe/confirm',
    },
    {
      path: pathOf(links.unsubscribeUrl('0b6e2f4c-1d3a-4e5f-9a7b-2c8d6e0f1a3b')),
      logged: '/blog/unsubscribe',
    },
    { path: `/anything?token=${token}&t=x`, logged: '/anything' },
  ];
}

describe('loggablePath', () => {
  it('redacts the token of every secret link, and the chat session ids', () => {
    // Many tokens: the rule holds for whatever characters a token happens to draw.
    for (let n = 0; n < 300; n += 1) {
      const sessionId = n % 2 ? createChatSessionId() : `session${Date.now()}${base36(25)}`;
      for (const { path, logged } of secretAddresses(newSecretToken(), sessionId)) {
        expect(loggablePath(path)).toBe(logged);
      }
    }
  });

  it('redacts a token sent percent-escaped or with something after it', () => {
    const token = newSecretToken();
    const escaped = [...token].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
    expect(loggablePath(`/meetings/${escaped}`)).toBe(`/meetings/${redactedSecret}`);
    expect(loggablePath(`/meetings/${token})`)).toBe(`/meetings/${redactedSecret})`);
    expect(loggablePath(`/meetings/${token}#top`)).toBe(`/meetings/${redactedSecret}`);
    expect(loggablePath(`/x/${'ab12'.repeat(8)}`)).toBe(`/x/${redactedSecret}`);
  });

  it('keeps the addresses that hold no secret', () => {
    for (const path of [
      '/',
      '/blog/how-to-read-an-oil-and-gas-lease-offer-before-signing',
      '/blog/images/3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d-1200.webp',
      '/services/title-research',
      '/api/blog/category/title-legal/atom.xml',
      '/meetings/not-a-token',
      '/contact/book',
    ]) {
      expect(loggablePath(path)).toBe(path);
    }
  });
});

function base36(length: number): string {
  return Array.from({ length }, () => Math.floor(Math.random() * 36).toString(36)).join('');
}
