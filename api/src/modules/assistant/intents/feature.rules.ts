/**
 * The site's features asked for in a visitor's own words, matched against the normalised text
 * (lower case, no punctuation, apostrophes dropped). Each rule describes the shape of a request
 * (a thing asked for and what it is about), not a list of sentences: open times in the
 * consultant's calendar, the chat by e-mail, new articles by e-mail, a deadline a tool counts.
 */
const day =
  '(today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|mondays|tuesdays|wednesdays|thursdays|fridays|morning|afternoon|this week|next week|later this week|early next week)';
const consultant = '(ellis|he|you|mr whitaker|whitaker|the consultant|anyone|someone)';
const conversation = '(chat|conversation|exchange|thread|discussion|session|messages)';

export const featureRules = {
  /** "Any openings next week?", "when can I get on his calendar", "is Ellis free Thursday". */
  openTimes: [
    /\b(what|which|any|got any|have any|are there( any)?) (open |free |available )?(times?|slots?|spots?|openings?|availability|appointments?) (are |is )?(still )?(open|free|available|left|there)\b/,
    /\b(any|got any|have any|are there( any)?) (openings?|open (slots?|times?|spots?)|availability|free (slots?|times?|spots?))\b/,
    /\b(open|free|available) (times?|slots?|spots?|appointment times?|appointment slots?)\b/,
    /\bwhen (can|could) (i|we) (get|be|go) (on|onto|into) (his|your|elliss|ellis|the) (calendar|schedule|books?|agenda)\b/,
    new RegExp(
      `\\b(is|are|would|will) ${consultant} (be )?(free|available|open|around) (on |this |next |in the |any |some )?${day}\\b`,
    ),
    /\b(his|your|elliss|ellis) (calendar|availability)\b/,
  ],
  /** "E-mail me a copy of this chat", "send me this conversation", "a transcript please". */
  transcript: [
    new RegExp(`\\b(copy|transcript|record|log|summary) of (this|the|our|my) ${conversation}\\b`),
    new RegExp(
      `\\b(send|e ?mail|email|mail|forward) (me |us )?(a copy of |a record of )?(this|the|our|my) ${conversation}\\b`,
    ),
    new RegExp(
      `\\b${conversation} (transcript|copy|log|history) (by|to|via|in) (e ?mail|email|my inbox)\\b`,
    ),
    /\b(send|e ?mail|email|mail|get|want|have|need) (me |us )?(a |the )?transcript\b/,
    new RegExp(`\\b(save|keep) (a copy of )?(this|our|the) ${conversation}\\b`),
    /\b(record|copy|transcript) of (this|what we (said|discussed|talked about|wrote)|everything we (said|discussed))( sent| emailed| e mailed| mailed| to me| by e ?mail)\b/,
  ],
  /** "Send me new articles", "how do I get your posts by e-mail", "is there a newsletter". */
  subscribe: [
    /\b(subscribe|subscribing|subscription|newsletter|mailing list|email list|e mail list)\b/,
    /\b(send|e ?mail|email|mail|notify|alert|tell|ping) (me|us) (about |of |when there are |whenever there are )?(new|the latest|future|your|any new|new blog) (articles?|posts?|blog posts?|writing|pieces)\b/,
    /\b(new|latest|future|your|next) (articles?|posts?|blog posts?)\b.*\b(by e ?mail|by email|in my inbox|to my inbox|to my email|as they come out|when they come out|when they are published)\b/,
    /\b(get|receive|follow) (your|the|new) (articles?|posts?|blog)\b.*\b(e ?mail|email|inbox)\b/,
    /\b(blog|articles|posts|new articles|new posts)( be| get| could be| can be)?( sent| emailed| e mailed| mailed| delivered) to (me|us|my inbox|my email)\b/,
    /\b(notified|notify me|know) when (you|ellis|he) (post|posts|publish|publishes|write|writes)\b/,
  ],
  /** "When is my pooling election due", "how late can royalties be paid": a date a tool counts. */
  deadline: [
    /\b(deadline|due date|last day|cutoff|cut off|time limit|how long do i have|how many days do i have|how much time do i have)\b.*\b(pool|pooled|pooling|elect|election|royalty|royalties|payment|payments|check|checks|paid)\b/,
    /\b(pool|pooled|pooling|elect|election|royalty|royalties|payment|payments|check|checks)\b.*\b(deadline|due date|last day|cutoff|cut off|time limit|how long do i have|how many days do i have)\b/,
    /\bwhen (is|are|must|should|do|does|will|has|have) .*\b(royalty|royalties|payments?|checks?|election) (be )?(due|paid|owed|made)\b/,
    /\bwhen (do|must|should|would) (i|we) (have to |need to )?(respond|elect|answer|decide|choose|reply|make (my|our|an) (election|choice))\b.*\b(pool|pooled|pooling)\b/,
    /\b(how late|how long) can (royalty|royalties|payments?|checks?) (be|go|come)\b/,
    /\b(elect|election|respond|choose|decide)\b.*\b(pooling|pooled|pool) order\b.*\b(by when|when|how long|how many days)\b/,
    /\b(by when|when|how long|how many days)\b.*\b(elect|election|respond|choose|decide)\b.*\b(pooling|pooled|pool) order\b/,
  ],
} as const;

export type FeatureRuleName = keyof typeof featureRules;

export function matchesFeature(rule: FeatureRuleName, text: string): boolean {
  return featureRules[rule].some((p) => p.test(text));
}
