/*
 * "When can I talk to him", "how soon could I speak with Ellis", "what does his week look like":
 * when the consultant is free to talk, asked without the words the intent rules know (open
 * times, slots, calendar). Matched against the normalised message; each pattern is a shape (a
 * when-question about talking to the consultant), not a sentence.
 */
const consultant =
  '(him|ellis|mr whitaker|whitaker|you|you guys|yall|someone|somebody|a landman|the landman|the consultant)';
const talk =
  '(talk|speak|chat|meet|visit|sit down|get on a call|get a call|have a call|hop on a call)';

const whenToTalk: readonly RegExp[] = [
  new RegExp(
    `\\b(when|how soon|what time|what day|which day|what days|which days|how early) (can|could|would|will|might|do|should) (i|we) ${talk}( (to|with))? ${consultant}\\b`,
  ),
  new RegExp(
    `\\b(when|how soon|what time|what day) (is|are|will|would) ${consultant} (be )?(free|available|around|open|in)( to ${talk})?\\b`,
  ),
  /\bwhat (does|do) (his|your|elliss|ellis) (week|weeks|calendar|schedule|diary|days?) look like\b/,
  /\b(earliest|soonest|next) (available |open |free )?(time|slot|appointment|opening|call) (i|we) (can|could) (get|have|book|grab)\b/,
];

/** The visitor asks when the consultant is free to talk: the open times answer it. */
export const asksWhenToTalk = (text: string): boolean => whenToTalk.some((p) => p.test(text));
