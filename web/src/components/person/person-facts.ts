import { formatAddress, type SiteProfile } from '@landman/content';

export interface PersonFact {
  label: string;
  values: readonly string[];
}

/**
 * The facts about the consultant that the owner has set, in reading order. Nothing is filled
 * in or guessed: an unset field, or an empty list, yields no fact at all.
 */
export function personFacts(profile: SiteProfile): PersonFact[] {
  const facts: PersonFact[] = [];
  if (profile.yearsInTrade && profile.yearsInTrade > 0) {
    const years = profile.yearsInTrade;
    facts.push({ label: 'In the trade', values: [`${years} year${years === 1 ? '' : 's'}`] });
  }
  if (profile.credentials?.length)
    facts.push({ label: 'Credentials', values: profile.credentials });
  if (profile.memberships?.length)
    facts.push({ label: 'Memberships', values: profile.memberships });
  if (profile.countiesWorked?.length)
    facts.push({ label: 'Counties worked', values: profile.countiesWorked });
  if (profile.address)
    facts.push({
      label: profile.address.kind === 'office' ? 'Office' : 'Mailing address',
      values: [formatAddress(profile.address)],
    });
  return facts;
}
