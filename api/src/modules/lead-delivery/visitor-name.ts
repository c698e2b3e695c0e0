import { oneLine } from './mail-html';

/** Longest name an acknowledgement greets; longer ones are cut. */
const maxGreetingName = 60;

/**
 * The visitor's name as the acknowledgement may show it: the only thing the visitor typed that
 * goes to the address they gave, so it must not carry a message. Links and anything shaped like
 * a domain are removed, as are line breaks and markup characters; undefined when nothing is left.
 */
export function greetingName(name: string): string | undefined {
  const cleaned = oneLine(name, 500)
    .replace(/\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*/gi, ' ')
    .replace(/\S*@\S*/g, ' ')
    .replace(/\S+\.[a-z]{2,}(?:\/\S*)?/gi, ' ')
    .replace(/[<>"`{}[\]\\|^]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/\p{L}/u.test(cleaned)) return undefined;
  return oneLine(cleaned, maxGreetingName);
}
