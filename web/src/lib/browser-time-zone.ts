/**
 * The browser's IANA zone (undefined when the browser gives none): the chat sends it with each
 * message so the assistant offers and confirms times on the visitor's clock; the slot picker and
 * the meeting page show times in it.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
