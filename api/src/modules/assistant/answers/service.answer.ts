import { locationPage, servicePage, type LocationSlug, type ServiceSlug } from '@landman/content';
import { nameTokensOf } from '../entities/name-tokens';
import type { Passage } from '../knowledge/passage';
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
export function serviceAnswer(ctx: AnswerContext, services: readonly ServiceSlug[]): Draft {
  const [slug, second] = services as [ServiceSlug, ServiceSlug | undefined];
  const specific = specificTerms(ctx.analysis.text, nameTokensOf(ctx.analysis.entities));
  const hit = second ? undefined : specificHit(ctx, specific, { service: slug });
  if (hit) {
    const answer = draft(
      'service',
      `${sourceLead(hit.passage)} ${excerpt(hit.passage, hit.queryTerms)}`,
      {
        links: [{ label: hit.passage.label, href: hit.passage.href }, serviceLink(slug)],
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
