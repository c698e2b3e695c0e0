/**
 * Actions asked for indirectly, matched against the normalised text: the visitor wants someone
 * to meet, call or write to them (a consultation request), a price for work (a quote request),
 * or a person to talk to. They win over the classifier, which learned the direct phrasings.
 */
const someone = '(someone|somebody|anyone|anybody|you|ellis|a person|a landman|one of you|he)';
const contact =
  '(sit down|meet|talk|go over (it|this|things)|look at (it|this)|walk me through|phone|call|ring|e ?mail|email|text|contact|reach out to|get back to|get in touch|come out)';

export const actionRules = {
  /** "Could somebody sit down with me", "have someone e-mail me at ...", "someone in my corner". */
  schedule: [
    new RegExp(
      `\\b(can|could|would|will|have|get|need|want|like) ${someone} (just |please )?${contact} (with )?(me|us)\\b`,
    ),
    new RegExp(`\\b(have|get) ${someone} (to )?${contact}\\b`),
    /\b(need|want|looking for|get) (someone|somebody|a landman|a professional|help) (in|on) (my|our) (corner|side)\b/,
    /\b(sit down|meet|meeting) with (someone|somebody|you|ellis|him)\b/,
    /\b(im|i am|we are|were) (free|available|around) (most|any|all|every|on|in the|this|next|after|before)\b/,
  ],
  /** "How do I get a price for 8 leases", "what would you charge to check 12 leases". */
  quote: [
    /\bhow (do|can|would|could) (i|we) (get|request|obtain|ask for) (a |an )?(price|quote|estimate|bid|proposal|cost)\b/,
    /\b(price|quote|estimate|bid|cost) (for|on) (\d+|a|an|my|our|the|some|several|a few) /,
    /\bwhat would (you|it) (charge|cost) (me |us )?(to|for) (check|review|do|handle|look)/,
  ],
  /** "Send me to an agent", "who do I actually talk to", "put me through to Ellis". */
  person: [
    /\b(send|transfer|connect|put|forward) me (to|through to|with) (an? |the )?(agent|person|human|someone|somebody|representative|ellis|landman|real person|live person)\b/,
    /\bwho (do|can|should) (i|we) (actually |even |really )?(talk|speak) (to|with)\b$/,
  ],
} as const;

export type ActionRuleName = keyof typeof actionRules;

export function matchesAction(rule: ActionRuleName, text: string): boolean {
  return actionRules[rule].some((p) => p.test(text));
}
