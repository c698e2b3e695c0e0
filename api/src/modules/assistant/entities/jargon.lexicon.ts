import type { ServiceSlug } from '@landman/content';

/** An industry term, what it stands for in the site's own words, and the service it belongs to. */
export interface JargonTerm {
  term: string;
  /** How a reply names it: "HBP (held by production)". */
  label: string;
  /** Words the site uses for it: added to the search so "NRI" finds "net revenue interest". */
  expansion: string;
  service: ServiceSlug;
}

/** Matched against the normalised text (lower case, punctuation as spaces). */
// prettier-ignore
const terms: readonly (JargonTerm & { pattern: RegExp })[] = [
  { term: 'NRI', label: 'NRI (net revenue interest)', pattern: /\b(nri|nris|net revenue interests?)\b/, expansion: 'net revenue interest', service: 'deal-evaluation' },
  { term: 'ORRI', label: 'ORRI (overriding royalty interest)', pattern: /\b(orri|orris|overrides?|overriding royalt(y|ies)( interests?)?)\b/, expansion: 'overriding royalty interest', service: 'deal-evaluation' },
  { term: 'WI', label: 'WI (working interest)', pattern: /\bworking interests?\b|\b(nri|orri|royalty)\b.*\bwi\b|\bwi\b.*\b(nri|orri|royalty)\b/, expansion: 'working interest cost', service: 'deal-evaluation' },
  { term: 'JOA', label: 'JOA (joint operating agreement)', pattern: /\b(joa|joas|joint operating agreements?)\b/, expansion: 'joint operating agreement', service: 'leasehold-audits' },
  { term: 'AMI', label: 'AMI (area of mutual interest)', pattern: /\b(ami|amis|areas? of mutual interest)\b/, expansion: 'area of mutual interest', service: 'leasehold-audits' },
  { term: 'HBP', label: 'HBP (held by production)', pattern: /\b(hbp|held by production)\b/, expansion: 'held by production', service: 'leasehold-audits' },
  { term: 'Pugh clause', label: 'Pugh clauses', pattern: /\bpugh\b/, expansion: 'pugh clause', service: 'oil-gas-leasing' },
  { term: 'shut-in royalty', label: 'shut-in royalties', pattern: /\bshut ?in\b/, expansion: 'shut-in royalty', service: 'oil-gas-leasing' },
  { term: 'top lease', label: 'top leases', pattern: /\btop leas(e|es|ed|ing)\b/, expansion: 'top lease', service: 'deal-evaluation' },
  { term: 'pooling', label: 'pooling', pattern: /\b(pool|pooled|pooling|force pool(ed|ing)?)\b/, expansion: 'pooling', service: 'oil-gas-leasing' },
  { term: 'division order', label: 'division orders', pattern: /\b(division orders?|decimal interest|decimal)\b/, expansion: 'division order decimal', service: 'suspense-minerals' },
  { term: 'DTO', label: 'DTOs (drilling title opinions)', pattern: /\b(dto|dtos|doto|dotos|drilling title opinions?)\b/, expansion: 'drilling title opinion requirements curative', service: 'title-curative' },
  { term: 'AOH', label: 'AOHs (affidavits of heirship)', pattern: /\b(aoh|aohs|affidavits? of heirship)\b/, expansion: 'affidavit of heirship', service: 'estate-heirship' },
  { term: 'AFE', label: 'AFEs (authorities for expenditure)', pattern: /\b(afe|afes)\b/, expansion: 'authority for expenditure working interest', service: 'deal-evaluation' },
  { term: 'mineral servitude', label: 'Louisiana mineral servitudes', pattern: /\b(servitude|servitudes|prescription of nonuse)\b/, expansion: 'mineral servitude prescription nonuse', service: 'title-curative' },
];

export function jargonIn(text: string): JargonTerm[] {
  return terms
    .filter((t) => t.pattern.test(text))
    .map(({ term, label, expansion, service }) => ({ term, label, expansion, service }));
}

/**
 * The terms a passage of the site mentions, by the same patterns as a visitor's message (the
 * passage's text normalised the same way): a passage that names the term asked about answers it
 * better than one that only shares the question's common words.
 */
export function termsMentioned(normalizedText: string): Set<string> {
  return new Set(terms.filter((t) => t.pattern.test(normalizedText)).map((t) => t.term));
}

/**
 * The terms a sentence opens with ("A top lease takes effect only if ...", "Working interest
 * owners share in costs"): the way the site defines a term. The sentence is normalised.
 */
export function termsOpening(normalizedSentence: string): Set<string> {
  const opener = /^(a|an|the|your|my|each|every)\s+/.exec(normalizedSentence)?.[0].length ?? 0;
  return new Set(
    terms.filter((t) => t.pattern.exec(normalizedSentence)?.index === opener).map((t) => t.term),
  );
}
