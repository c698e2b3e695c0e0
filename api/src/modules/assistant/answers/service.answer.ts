import { locationPage, servicePage, type LocationSlug, type ServiceSlug } from '@landman/content';
import { nameTokensOf } from '../entities/name-tokens';
import type { Passage } from '../knowledge/passage';
import { indexTerms, type SearchHit } from '../knowledge/knowledge.base';
import { pageAnchors } from '../knowledge/page-anchors';
import type { AnswerContext } from './answer-context';
import { lowerFirst } from '../text/proper-words';
import { draft, listOf, type Draft } from './draft';
import { excerpt, sourceLead } from './excerpt';
import { specificTerms } from './generic-terms';
import { specificHit } from './specific.search';
import { locationLink, serviceLink } from './links';
import { withNextStep } from './next-step';
import { serviceSuggestions } from './suggestions';

function overviewPassage(ctx: AnswerContext, slug: ServiceSlug): Passage[] {
  const passage = ctx.kb.get(`service:${slug}:overview`);
  return passage ? [passage] : [];
}

/** "Lease Checks: fast verification ... It includes a 24-48 hour turnaround, ..." */
export function serviceOverview(slug: ServiceSlug): string {
  const page = servicePage(slug);
  return `${page.name}: ${page.card.description} It includes ${listOf(page.card.features.map(lowerFirst))}.`;
}

/**
 * A question about one or more services. A specific question ("do lease checks cover pooling?")
 * is answered from the best passage on that service's page; a general one gets the overview.
 */
export function serviceAnswer(
  ctx: AnswerContext,
  services: readonly ServiceSlug[],
  /** The visitor named no service: this one is the classifier's guess at the topic. */
  guessed = false,
): Draft {
  const [slug, second] = services as [ServiceSlug, ServiceSlug | undefined];
  // Nothing left once every phrase that recognised the service is set aside: what remains
  // beside the services' own names is the question ("what is an affidavit of heirship?").
  const beyondPhrases = specificTerms(ctx.analysis.text, nameTokensOf(ctx.analysis.entities));
  // Only a question what the thing is, not whether the work is done ("do you handle pipeline
  // easements?" gets the service).
  const asksAbout =
    /\bwhat( exactly| really)? (is|are|s|does|do)\b|\bmeans?\b|\bhow does [a-z ]+ work\b/.test(
      ctx.analysis.text,
    ) && !/\b(do|can|could|would|will) (you|ellis|he)\b/.test(ctx.analysis.text);
  const specific =
    beyondPhrases.length > 0 || !asksAbout
      ? beyondPhrases
      : specificTerms(ctx.analysis.text, ownNames(services)).filter((t) => !asksNothing.has(t));
  const hit = second
    ? eitherPageHit(ctx, specificTerms(ctx.analysis.text, ownNames([slug, second])), slug, second)
    : specificHit(ctx, specific, { service: slug }, guessed);
  if (hit && second) {
    // "Is the brine the mineral owner's or the surface owner's?": the passage that answers,
    // after the line of the service it is on.
    const on = hit.passage.service ?? slug;
    const answer = draft(
      'service',
      `${serviceOverview(on)} ${sourceLead(hit.passage)} ${excerpt(hit.passage, hit.queryTerms)}`,
      {
        links: [{ label: hit.passage.label, href: hit.passage.href }, serviceLink(on)],
        suggestions: serviceSuggestions(on),
        grounding: [hit.passage, ...overviewPassage(ctx, on)],
      },
    );
    return withNextStep(answer, on);
  }
  if (hit) {
    const answer = draft(
      'service',
      `${sourceLead(hit.passage)} ${excerpt(hit.passage, hit.queryTerms)}`,
      {
        links: [
          { label: hit.passage.label, href: hit.passage.href },
          // A guessed service whose page did not answer is not the one to link.
          serviceLink(guessed ? (hit.passage.service ?? slug) : slug),
        ],
        suggestions: serviceSuggestions(slug),
        grounding: [hit.passage],
      },
    );
    return withNextStep(answer, hit.passage.service ?? slug);
  }
  const shown = second ? [slug, second] : [slug];
  const answer = draft('service', shown.map(serviceOverview).join(' '), {
    links: shown.map(serviceLink),
    suggestions: serviceSuggestions(slug),
    grounding: shown.flatMap((s) => overviewPassage(ctx, s)),
  });
  return withNextStep(answer, slug);
}

/**
 * The words of the services' own names only ("Lithium & Renewables"), not of every phrase that
 * recognised them: with two services named, "surface owner" is still what the question asks.
 */
const ownNames = (services: readonly ServiceSlug[]) =>
  new Set(
    services.flatMap((slug) =>
      indexTerms(`${servicePage(slug).name} ${servicePage(slug).card.title}`),
    ),
  );

/** Words that ask for a service without narrowing the question ("i need a title search"). */
const asksNothing = new Set(
  indexTerms('need needs want wants looking look someone somebody do done'),
);

/** A specific question needs this many of its own words before two services' pages are searched. */
const specificWords = 2;

/**
 * Two services named and a specific question: the passage of either page (or an article) that
 * matches most of the question's own words, when one matches at least two of them.
 */
function eitherPageHit(
  ctx: AnswerContext,
  specific: readonly string[],
  first: ServiceSlug,
  second: ServiceSlug,
): SearchHit | undefined {
  if (specific.length < specificWords) return undefined;
  const matched = (hit: SearchHit | undefined) =>
    hit ? hit.matched.filter((t) => specific.includes(t)).length : 0;
  const [a, b] = [first, second].map((service) => specificHit(ctx, specific, { service }));
  const best = matched(b) > matched(a) ? b : a;
  return matched(best) >= 2 ? best : undefined;
}

/** "Do you do lease checks in Midland?": the location page's own line on that service, if any. */
export function serviceAtLocationAnswer(
  ctx: AnswerContext,
  slug: ServiceSlug,
  location: LocationSlug,
): Draft {
  const page = locationPage(location);
  const service = servicePage(slug);
  // "How do we get Rusk County minerals put in our names?" asks how, not whether: the passage
  // that answers it leads, and the place's page follows as a link.
  const specific = specificTerms(ctx.analysis.text, nameTokensOf(ctx.analysis.entities));
  const hit = specific.length >= 2 ? specificHit(ctx, specific, { service: slug }) : undefined;
  const localLine = page.services.items.find((i) => i.service === slug);
  if (hit) {
    const local = localLine ? ` ${service.name} in ${page.name}: ${localLine.blurb}` : '';
    const answer = draft(
      'service',
      `${sourceLead(hit.passage)} ${excerpt(hit.passage, hit.queryTerms)}${local}`,
      {
        links: [
          { label: hit.passage.label, href: hit.passage.href },
          serviceLink(slug),
          locationLink(location, pageAnchors.services),
        ],
        suggestions: serviceSuggestions(slug),
        grounding: [hit.passage],
      },
    );
    return withNextStep(answer, hit.passage.service ?? slug);
  }
  const index = page.services.items.findIndex((i) => i.service === slug);
  const local = page.services.items[index];
  if (local) {
    const localPassage = ctx.kb.get(`location:${location}:service:${index}`);
    const answer = draft('service', `${service.name} in ${page.name}: ${local.blurb}`, {
      links: [serviceLink(slug), locationLink(location, pageAnchors.services)],
      suggestions: serviceSuggestions(slug),
      grounding: [...(localPassage ? [localPassage] : []), ...overviewPassage(ctx, slug)],
    });
    return withNextStep(answer, slug);
  }
  const featured = page.services.items.map((i) => servicePage(i.service).name);
  return draft(
    'service',
    `${serviceOverview(slug)} The ${page.name} page features ${listOf(featured)}; for ${service.name} there, a free consultation is the quickest way to confirm what your project needs.`,
    {
      links: [serviceLink(slug), locationLink(location, pageAnchors.services)],
      suggestions: serviceSuggestions(slug),
    },
  );
}
