import type { ServiceSlug, StateCode } from '@landman/content';
import { locationPage, stateByCode } from '@landman/content';
import { countyCandidates, resolveCounty } from './county.resolver';
import { namedOnlyAsResidence } from './place-roles';
import type { Entities, LocationHit } from './entities';
import { locationTerms } from './location.lexicon';
import { multiWordCountiesIn, multiWordCountyPhrases } from './multi-word-counties';
import { PhraseMatcher } from './phrase.matcher';
import { serviceTerms } from './service.lexicon';
import { otherCities, stateTerms, uncoveredRegions, uncoveredStateCodes } from './state.lexicon';

type Place =
  | { kind: 'location'; hit: LocationHit }
  | { kind: 'state'; code: StateCode }
  | { kind: 'other-city'; city: string; code: StateCode }
  | { kind: 'uncovered'; name: string }
  | { kind: 'other-county' };

const unique = <T>(items: T[]): T[] => [...new Set(items)];

/**
 * Postal abbreviations. "TX" is never a word; "OK", "NM" and "LA" are ("ok thanks", "nm", "LA" as
 * Los Angeles), so those count only in capitals right after a place name, a comma or "in".
 */
const abbreviations: { pattern: RegExp; code: StateCode }[] = [
  { pattern: /\btx\b/i, code: 'TX' },
  { pattern: /(?:,\s*|\bin\s+|[A-Z][a-z]+\s+)OK\b/, code: 'OK' },
  { pattern: /(?:,\s*|\bin\s+|[A-Z][a-z]+\s+)NM\b/, code: 'NM' },
  { pattern: /(?:,\s*|[A-Z][a-z]+\s+)LA\b/, code: 'LA' },
];

/** Another state's postal code in capitals after a capitalised place name or a comma. */
const uncoveredCodePattern = new RegExp(
  `(?:,\\s*|\\b[A-Z][a-z]+\\s+)(${Object.keys(uncoveredStateCodes).join('|')})\\b`,
  'g',
);

/** Names services, places and states in a message from the lexicons built on the content. */
export class EntityExtractor {
  private readonly services = new PhraseMatcher<ServiceSlug>(
    serviceTerms.flatMap((t) => t.phrases.map((phrase) => ({ phrase, value: t.slug }))),
  );

  // One matcher for every kind of place, so "Oklahoma City" wins over "Oklahoma" and
  // "Delaware Basin" over "Delaware" when they overlap.
  private readonly places = new PhraseMatcher<Place>([
    ...locationTerms.map((t) => ({
      phrase: t.phrase,
      value: {
        kind: 'location' as const,
        hit: { slug: t.slug, via: t.via, phrase: t.phrase, note: t.note },
      },
    })),
    ...stateTerms.map((t) => ({
      phrase: t.phrase,
      value: { kind: 'state' as const, code: t.code },
    })),
    ...otherCities.map((c) => ({ phrase: c.city, value: { kind: 'other-city' as const, ...c } })),
    ...uncoveredRegions.map((name) => ({
      phrase: name,
      value: { kind: 'uncovered' as const, name },
    })),
    // Read by name in countiesIn; here they only keep a shorter place name inside them from matching.
    ...multiWordCountyPhrases.map((phrase) => ({
      phrase,
      value: { kind: 'other-county' as const },
    })),
  ]);

  extract(stemmedTokens: readonly string[], plain: string): Entities {
    const serviceMatches = this.services.match(stemmedTokens);
    const placeMatches = this.places.match(stemmedTokens).filter((m) => !m.negated);
    const places = placeMatches.map((m) => m.value);

    const locations: LocationHit[] = [];
    const seen = new Set<string>();
    for (const p of places) {
      if (p.kind !== 'location') continue;
      const key = `${p.hit.slug}:${p.hit.phrase}`;
      if (!seen.has(key)) locations.push(p.hit);
      seen.add(key);
    }

    const statesByName = places.flatMap((p) => (p.kind === 'state' ? [p.code] : []));
    for (const { pattern, code } of abbreviations) if (pattern.test(plain)) statesByName.push(code);
    const named = unique([
      ...places.flatMap((p) => (p.kind === 'uncovered' ? [p.name] : [])),
      ...[...plain.matchAll(uncoveredCodePattern)].map((m) => uncoveredStateCodes[m[1]!]!),
    ]);
    // A relative's home is not the minerals' place: "my sister lives in California" names no
    // place to cover or refuse. A covered state is dropped that way only when another place
    // is left for the question ("I'm in Midland" may well be where the land is).
    const residences = named.filter((name) => namedOnlyAsResidence(plain, name));
    const uncovered = named.filter((name) => !residences.includes(name));
    const homeStates = unique(statesByName).filter((code) =>
      namedOnlyAsResidence(plain, stateByCode(code).name),
    );
    const otherPlace =
      uncovered.length > 0 ||
      locations.length > 0 ||
      statesByName.some((code) => !homeStates.includes(code)) ||
      /\b(county|parish)\b/i.test(plain);
    const states = otherPlace
      ? statesByName.filter((code) => !homeStates.includes(code))
      : statesByName;
    if (otherPlace) residences.push(...homeStates.map((code) => stateByCode(code).name));
    // A state the visitor named overrides a county or town name shared with a covered state:
    // "Garfield County, Colorado" is not Garfield County, Oklahoma.
    const namedStates = [...states];
    const stateNamed = namedStates.length > 0 || uncovered.length > 0;
    // A city keeps its own page unless only states outside the four were named ("Midland,
    // Michigan"); "Tyler, and minerals in Oklahoma" names two places.
    const inNamedState = (hit: LocationHit) =>
      !stateNamed ||
      namedStates.includes(locationPage(hit.slug).state) ||
      (hit.via === 'city' && namedStates.length > 0);

    const counties = mergeCounties(
      locations.filter((l) => l.via === 'county').map((l) => l.phrase),
      countiesIn(plain),
    );
    // Every county and parish of the four states leads to its state's (nearest) location page.
    const ambiguousCounties: Entities['ambiguousCounties'] = [];
    const statesOf = (name: string) => unique(countyCandidates(name).map((c) => c.state));
    // The other places of the message say which state a shared county name is in: "Rusk and
    // Cherokee counties" or "near Tyler, in Cherokee County" are in Texas.
    const contextStates = new Set<StateCode>([
      ...locations
        .filter((l) => !(l.via === 'county' && statesOf(l.phrase).length > 1))
        .map((l) => locationPage(l.slug).state),
      ...counties.flatMap((name) => (statesOf(name).length === 1 ? statesOf(name) : [])),
      ...places.flatMap((p) => (p.kind === 'other-city' ? [p.code] : [])),
    ]);
    for (const named of counties) {
      const candidateStates = statesOf(named);
      const fromContext = candidateStates.filter((code) => contextStates.has(code));
      // "Washington County" alone is in Texas and in Oklahoma: asked about, not assumed.
      if (!stateNamed && candidateStates.length > 1 && fromContext.length !== 1) {
        ambiguousCounties.push({ name: named, states: candidateStates });
        continue;
      }
      const county = resolveCounty(named, stateNamed ? states : fromContext);
      if (!county || locations.some((l) => l.via === 'county' && l.phrase === named)) continue;
      if (stateNamed && !namedStates.includes(county.state)) continue;
      locations.push({
        slug: county.location,
        via: 'county',
        phrase: `${county.name} ${county.kind}`,
        note: stateByCode(county.state).name,
      });
      states.push(county.state);
    }

    return {
      services: unique(serviceMatches.filter((m) => !m.negated).map((m) => m.value)),
      negatedServices: unique(serviceMatches.filter((m) => m.negated).map((m) => m.value)),
      locations: locations.filter(
        (l) =>
          inNamedState(l) &&
          !(l.via === 'county' && ambiguousCounties.some((a) => a.name === l.phrase)),
      ),
      states: unique(states),
      otherCities: places.flatMap((p) =>
        p.kind === 'other-city' ? [{ city: p.city, code: p.code }] : [],
      ),
      uncovered,
      counties,
      residences,
      ambiguousCounties,
    };
  }
}

/** Counties the lexicon knows keep their proper spelling; a regex hit inside one is dropped. */
function mergeCounties(known: string[], found: string[]): string[] {
  const lower = known.map((k) => k.toLowerCase());
  return unique([
    ...known,
    ...found.filter((f) => !lower.some((k) => k.endsWith(f.toLowerCase()))),
  ]);
}

const notCountyNames = new Set(
  'it or the which what my our a an any each every this that same your in of and per one'.split(
    ' ',
  ),
);

/**
 * "Lea County", "roger mills county": multi-word names from the list of the four states'; any
 * other name is one word before County/Parish, or two when both are capitalised, so "is it lea
 * county" does not yield "It Lea County".
 */
function countiesIn(plain: string): string[] {
  const known = multiWordCountiesIn(plain);
  const found = known.map((k) => k.name);
  for (const m of plain.matchAll(/\b(?:([A-Z][a-z]+)\s+)?([A-Za-z][a-z]+)\s+(county|parish)\b/gi)) {
    const [, first, second, kind] = m;
    if (notCountyNames.has(second!.toLowerCase())) continue;
    if (known.some((k) => m.index < k.end && k.start < m.index + m[0].length)) continue;
    // "Is Jefferson County": a capital at the start of a sentence is no part of a known name.
    const twoWords =
      first &&
      /^[A-Z]/.test(first) &&
      /^[A-Z]/.test(second!) &&
      !notCountyNames.has(first.toLowerCase()) &&
      !(
        resolveCounty(`${first} ${second} ${kind}`, []) === undefined &&
        resolveCounty(`${second} ${kind}`, []) !== undefined
      );
    found.push(capitalise(`${twoWords ? `${first} ` : ''}${second} ${kind}`));
  }
  return unique(found);
}

function capitalise(words: string): string {
  return words
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}
