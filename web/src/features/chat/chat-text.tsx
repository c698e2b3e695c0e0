import { Fragment, type ReactNode } from 'react';
import { isKnownPath } from '@landman/content';

/** Web addresses, e-mail addresses and this site's own paths inside plain text. */
const linkPattern =
  /(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])|((?<![\w.%+-])[\w.%+-]+@[A-Z0-9.-]+\.[A-Z]{2,})|(\/[a-z0-9][a-z0-9\-/#]*[a-z0-9])/gi;

/** A link inside the chat: site paths open in this tab, other addresses in a new one. */
export function ChatLink({ href, children }: { href: string; children: ReactNode }) {
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href}
      className="chat-link"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

/** Renders the assistant's plain text with its addresses as links; everything else stays text. */
export function ChatText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [token, url, email, path] = match;
    const start = match.index;
    const href = url ?? (email ? `mailto:${email}` : path && isKnownPath(path) ? path : undefined);
    if (!href) continue;
    // A path must stand alone (not the tail of a word such as "and/or").
    if (path && start > 0 && /\S/.test(text[start - 1] ?? '')) continue;
    parts.push(text.slice(last, start));
    parts.push(
      <ChatLink key={start} href={href}>
        {token}
      </ChatLink>,
    );
    last = start + token.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? <Fragment key={`t${index}`}>{part}</Fragment> : part,
      )}
    </>
  );
}
