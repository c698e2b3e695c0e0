/**
 * A visitor asking for a person rather than the assistant ("can I talk to a real person?",
 * the widget's "Talk to a person" quick reply). Asking for contact details is not enough: the
 * assistant answers that itself.
 */
const personRequestPatterns = [
  /\b(talk|speak|chat) (to|with) (a |an |the )?(real |live |actual )?(person|human|someone|somebody|ellis|whitaker|landman|agent|representative|consultant|owner|people)\b/,
  /\b(real|live|actual) (person|human|people)\b/,
  /\b(get|put) me (through|in touch)\b/,
  /\b(human|person|agent|representative),? please\b/,
];

export function asksForPerson(message: string): boolean {
  const text = message
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}\s,]+/gu, ' ')
    .replace(/\s+/g, ' ');
  return personRequestPatterns.some((pattern) => pattern.test(text));
}
