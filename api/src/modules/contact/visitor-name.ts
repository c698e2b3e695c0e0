/** A whole name longer than this is no name: the greeting stays neutral. */
const maxNameLength = 60;
/** Nor is one of more words than this. */
const maxNameWords = 4;
/** The longest first name greeted. */
const maxFirstNameLength = 30;

/** Letters (with their accents), and the hyphens and apostrophes names carry; no digits. */
const nameWord = /^\p{L}[\p{L}\p{M}'’-]*$/u;

/**
 * The name an acknowledgement greets: the visitor's first name, and only when the whole name
 * looks like one (letters, spaces, hyphens, apostrophes; a few words, bounded length).
 * Anything else gets a neutral greeting. The acknowledgement goes to whatever address was
 * typed, so this is the one piece of visitor text it carries, and it must not carry a message
 * ("URGENT your account is locked, call 1 800 ...").
 */
export function greetingName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > maxNameLength) return undefined;
  const words = trimmed.split(/ +/);
  if (words.length > maxNameWords || !words.every((word) => nameWord.test(word))) return undefined;
  const first = words[0] as string;
  return first.length <= maxFirstNameLength ? first : undefined;
}
