import {
  homePage,
  locationPages,
  servicePage,
  stateByCode,
  states,
  type LocationSlug,
  type StateCode,
} from '@landman/content';
import { countyCandidates } from '../entities/county.resolver';
import type { Entities, LocationHit } from '../entities/entities';
import { nameTokensOf } from '../entities/name-tokens';
import { pageAnchors } from '../knowledge/page-anchors';
import type { AnswerContext } from './answer-context';
import { draft, listOf, type Draft } from './draft';
import { excerpt, sourceLead } from './excerpt';
import { specificTerms } from './generic-terms';
import { specificHit } from './specific.search';
import { contactLink, locationLink, locationsLink } from './links';
import { wayForward } from './way-forward';
import { placeSuggestions } from './suggestions';
import { serviceAtLocationAnswer } from './service.answer';
import { coverageAnswer } from './curated.answers';

const coveredStates = listOf(states.map((s) => s.name));
const pagesIn = (code: StateCode) => locationPages.filter((p) => p.state === code);

function featuredServices(slug: LocationSlug): string {
  const page = locationPages.find((p) => p.slug === slug)!;
  return listOf(page.services.items.map((i) => servicePage(i.service).name));
}

function oneLocation(ctx: AnswerContext, hit: LocationHit): Draft {
  const page = locationPages.find((p) => p.slug === hit.slug)!;
  const specific = specificTerms(ctx.analysis.text, nameTokensOf(ctx.analysis.entities));
  const found = specificHit(ctx, specific, { location: hit.slug });
  if (found) {
    return draft(
      'place',
      `${sourceLead(found.passage)} ${excerpt(found.passage, found.queryTerms)}`,
      {
        links: [{ label: found.passage.label, href: found.passage.href }, locationLink(hit.slug)],
        suggestions: placeSuggestions(hit.slug),
        grounding: [found.passage],
      },
    );
  }
  const overview = ctx.kb.get(`location:${hit.slug}:overview`);
  const lead =
    hit.via === 'town'
      ? `${hit.phrase} is covered from the ${page.name} page (${hit.note}).`
      : hit.via === 'city'
        ? `${page.name} is one of our service areas. ${page.card.description}`
        : hit.via === 'county' && hit.note
          ? `${hit.phrase}, ${hit.note}, is served from the ${page.name} page. ${page.card.description}`
          : `${hit.via === 'area' ? 'The ' : ''}${hit.phrase} is covered from the ${page.name} page. ${page.card.description}`;
  return draft('place', `${lead} Services featured there: ${featuredServices(hit.slug)}.`, {
    links: [locationLink(hit.slug, hit.via === 'town' ? pageAnchors.coverage : undefined)],
    suggestions: placeSuggestions(hit.slug),
    grounding: overview ? [overview] : [],
  });
}

function stateAnswer(code: StateCode): Draft {
  const state = stateByCode(code);
  const card = homePage.states.items.find((i) => i.state === code);
  const pages = pagesIn(code);
  return draft(
    'place',
    `We work in ${state.name}${card ? `: ${card.body}` : '.'} Location ${pages.length === 1 ? 'page' : 'pages'} there: ${listOf(pages.map((p) => p.name))}.`,
    {
      links: pages.map((p) => locationLink(p.slug)),
      suggestions: placeSuggestions(state.primaryLocation),
    },
  );
}

/**
 * "Washington County" with no state: several of the four states have one, and many other states
 * too. The visitor is asked which, with what each covered one means; nothing is assumed.
 */
export function whichCountyQuestion(ambiguous: Entities['ambiguousCounties']): string {
  return ambiguous
    .map(({ name, states: codes }) => {
      const served = codes.map((code) => {
        const slug = countyCandidates(name).find((c) => c.state === code)?.location;
        const page = locationPages.find((p) => p.slug === slug);
        return `${stateByCode(code).name}'s from our ${page?.name ?? stateByCode(code).name} page`;
      });
      const names = listOf(codes.map((code) => stateByCode(code).name));
      return `${names} each have a ${name}, and we cover ${codes.length > 2 ? 'each' : 'both'} (${listOf(served)}); a ${name} in any other state is outside the four states we work in (${coveredStates}). Which state is yours in?`;
    })
    .join(' ');
}

/** A place outside the four states, said plainly, with what the consultant can still do. */
export function outsideAnswer(uncovered: readonly string[]): Draft {
  return draft(
    'place',
    `We work in ${coveredStates} only, so ${listOf([...uncovered], 'or')} is outside our coverage. If any of your minerals or your project lie in one of those four states, that part is work we do, and a free consultation is a good place to sort out which part that is. ${wayForward}`,
    { links: [locationsLink, contactLink], suggestions: placeSuggestions(), needsPerson: true },
  );
}

/** Where a person lives is not where the minerals lie: the place that decides coverage. */
export const residenceNote = `Where you or your family live doesn't limit what we can do: what counts is where the minerals or the land lie, and we work on those in ${coveredStates}.`;

/**
 * "Bossier Parish, in a Haynesville unit": a basin spans several pages, and a city, county or
 * town named with it says which of them the visitor's land is on. The basin is set aside when
 * every precise place lies on one of its pages; a precise place elsewhere keeps them all.
 */
function withinTheArea(locations: readonly LocationHit[]): readonly LocationHit[] {
  const precise = locations.filter((l) => l.via !== 'area');
  const areaPages = new Set(locations.filter((l) => l.via === 'area').map((l) => l.slug));
  if (precise.length === 0 || areaPages.size === 0) return locations;
  return precise.every((l) => areaPages.has(l.slug)) ? precise : locations;
}

/**
 * A question naming a place: a city, county, town or basin on a location page, one of the four
 * states, another city in those states, or somewhere outside them.
 */
export function placeAnswer(ctx: AnswerContext): Draft {
  const e = ctx.analysis.entities;
  const hits = withinTheArea(e.locations);
  const slugs = [...new Set(hits.map((l) => l.slug))];
  if (e.ambiguousCounties.length > 0 && slugs.length === 0 && e.states.length === 0) {
    return draft('place', whichCountyQuestion(e.ambiguousCounties), {
      links: [locationsLink],
      suggestions: [...new Set(e.ambiguousCounties.flatMap((a) => a.states))].map(
        (code) => stateByCode(code).name,
      ),
    });
  }
  if (e.services.length > 0 && slugs.length > 0) {
    return serviceAtLocationAnswer(ctx, e.services[0]!, slugs[0]!);
  }
  // "Suspended royalties in Oklahoma?": the service as that state's location page presents it.
  const stateOfQuestion = e.states[0] ?? e.otherCities[0]?.code;
  if (e.services.length > 0 && stateOfQuestion && slugs.length === 0) {
    return serviceAtLocationAnswer(
      ctx,
      e.services[0]!,
      stateByCode(stateOfQuestion).primaryLocation,
    );
  }
  if (slugs.length === 1) return oneLocation(ctx, hits[0]!);
  if (slugs.length > 1) {
    const names = slugs.map((s) => locationPages.find((p) => p.slug === s)!.name);
    const area = hits.find((l) => l.via === 'area')?.phrase;
    return draft(
      'place',
      `${area ? `The ${area} is` : 'Those areas are'} covered from the ${listOf(names)} pages.`,
      { links: slugs.map((s) => locationLink(s)), suggestions: placeSuggestions(slugs[0]) },
    );
  }
  if (e.states.length > 0) {
    // "How do Oklahoma pooling orders work?" asks about pooling, not about coverage.
    const specific = specificTerms(ctx.analysis.text, nameTokensOf(e));
    const found = specificHit(ctx, specific, {});
    if (found) {
      return draft(
        'place',
        `${sourceLead(found.passage)} ${excerpt(found.passage, found.queryTerms)}`,
        {
          links: [{ label: found.passage.label, href: found.passage.href }],
          suggestions: placeSuggestions(stateByCode(e.states[0]!).primaryLocation),
          grounding: [found.passage],
        },
      );
    }
    return stateAnswer(e.states[0]!);
  }
  const other = e.otherCities[0];
  if (other) {
    const state = stateByCode(other.code);
    const pages = pagesIn(other.code);
    return draft(
      'place',
      `${other.city} is in ${state.name}, which we cover. The ${state.name} location pages are ${listOf(pages.map((p) => p.name))}.`,
      {
        links: pages.map((p) => locationLink(p.slug)),
        suggestions: placeSuggestions(state.primaryLocation),
      },
    );
  }
  if (e.uncovered.length > 0) return outsideAnswer(e.uncovered);
  if (e.counties.length === 0) {
    if (e.residences.length === 0) return coverageAnswer();
    const coverage = coverageAnswer();
    return {
      ...coverage,
      reply: {
        ...coverage.reply,
        message: `${residenceNote} Where are the minerals or the land? ${coverage.reply.message}`,
      },
    };
  }
  return draft(
    'place',
    `I don't see ${listOf(e.counties, 'or')} on our location pages. We work across ${coveredStates}; tell me the state and I'll point you to the closest page.`,
    { links: [locationsLink], suggestions: placeSuggestions() },
  );
}
