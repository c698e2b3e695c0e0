import { oneLine } from './mail-html';

/** Longest name an acknowledgement greets; longer ones are cut. */
const maxGreetingName = 60;

/** A scheme (://), www., an @, or a dot and two letters ending the word or before a /. */
const linkLike = /:\/\/|www\.|@|\.[a-z]{2,}(?:\/|$)/i;

/**
 * The visitor's name as the acknowledgement may show it: the only thing the visitor typed that
 * goes to the address they gave, so it must not carry a message. Links and anything shaped like
 * a domain are removed, as are line breaks and markup characters; undefined when nothing is left.
 */
export function greetingName(name: string): string | undefined {
  // Word by word (linear time): a word holding a link, an address or a domain goes.
  const cleaned = oneLine(name, 500)
    .split(/\s+/)
    .filter((word) => !linkLike.test(word))
    .join(' ')
    .replace(/[<>"`{}[\]\\|^]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/\p{L}/u.test(cleaned)) return undefined;
  return oneLine(cleaned, maxGreetingName);
}
