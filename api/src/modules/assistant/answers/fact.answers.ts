import {
  aboutPage,
  formatAddress,
  servicePage,
  site,
  states,
  type ServiceSlug,
} from '@landman/content';
import { lowerFirst } from '../text/proper-words';
import type { AnswerContext } from './answer-context';
import { draft, listOf, type Draft } from './draft';
import { excerpt } from './excerpt';
import { aboutLink, contactLink, locationLink, serviceLink } from './links';
import { nextStepFor } from './next-step';
import { chips, defaultSuggestions } from './suggestions';

/*
 * Answers built from guardrails and the site's configuration: what the chat cannot look up or
 * quote, said plainly, with what the consultant can do instead and how to reach him.
 */

/** "Who owns the minerals under ...": the chat cannot search records; a title search can. */
export function ownershipLookupAnswer(ctx: AnswerContext): Draft {
  const place = ctx.analysis.entities.locations[0]?.slug;
  const curative = servicePage('title-curative');
  return draft(
    'ownership-lookup',
    `I can't look up who owns a particular tract from the chat: ownership comes from a search of the county's deed and probate records. That record search is land work ${site.name} does (see ${curative.name}). ${nextStepFor('title-curative')}`,
    {
      links: [serviceLink('title-curative'), ...(place ? [locationLink(place)] : []), contactLink],
      suggestions: [chips.schedule, chips.quote],
    },
  );
}

/** The service whose review answers a question about an offer's figures. */
function offerService(ctx: AnswerContext): ServiceSlug {
  const named = ctx.analysis.entities.services[0];
  if (named) return named;
  if (/\blithium|brine\b/.test(ctx.analysis.text)) return 'lithium-leasing';
  if (/\b(sell|selling|buy|buyer|worth|value|purchase)\b/.test(ctx.analysis.text)) {
    return 'deal-evaluation';
  }
  return 'oil-gas-leasing';
}

/**
 * A bonus, royalty or price per acre: the site publishes none, and a number from the chat would
 * be an invented one. What decides it, and the review that tells the visitor where an offer stands.
 */
export function marketFigureAnswer(ctx: AnswerContext): Draft {
  const service = offerService(ctx);
  const page = servicePage(service);
  const subject =
    service === 'lithium-leasing'
      ? 'Lithium lease bonus and royalty terms'
      : service === 'deal-evaluation'
        ? 'What an interest is worth'
        : 'Bonus and royalty terms';
  return draft(
    'market-figure',
    `${subject} vary with the play, the tract, the operator and the market at the time, so there is no single figure I can quote, and the site publishes none. What ${site.name} can do is review the offer you have and tell you how it compares and what to negotiate (${page.name}). ${nextStepFor(service)}`,
    {
      links: [serviceLink(service), contactLink],
      suggestions: [chips.quote, chips.schedule],
    },
  );
}

/** "Do you have an article about division orders?": the best passage of the blog, and its link. */
export function articleAnswer(ctx: AnswerContext): Draft | undefined {
  const query = [ctx.analysis.text, ...ctx.analysis.jargon.map((j) => j.expansion)]
    .join(' ')
    .replace(
      /\b(article|articles|blog|posts?|written|write|wrote|published|have|you|about)\b/g,
      ' ',
    );
  const [hit] = ctx.kb.search(query, { sources: ['blog'], limit: 1 });
  if (!hit || hit.matched.length === 0) return undefined;
  return draft(
    'question',
    `Yes, the article “${hit.passage.page}” covers it: ${excerpt(hit.passage, hit.queryTerms)}`,
    {
      links: [{ label: hit.passage.label, href: hit.passage.href }],
      suggestions: defaultSuggestions,
      grounding: [hit.passage],
    },
  );
}

/** Office hours: none are published; the reply time is, and the phone. */
export function hoursAnswer(): Draft {
  return draft(
    'reply-time',
    `The site doesn't publish office hours, and consultations are arranged by appointment. Whatever the day, you'll hear back within ${site.replyTime} when you write through the contact form, e-mail ${site.email} or leave a request here; you can also call ${site.phone}.`,
    { links: [contactLink], suggestions: [chips.schedule, chips.person] },
  );
}

/**
 * The About page's own step on fieldwork ("... and site visits where the matter calls for
 * them"): the part of the work done in person.
 */
function fieldwork(): string {
  const step = aboutPage.engagement.steps.find((s) => /site visits?/i.test(s.body));
  return step ? `The research and fieldwork cover ${lowerFirst(step.body)}` : '';
}

/**
 * "Can I walk in?": the office the site configuration names, if it names one clients can visit;
 * otherwise that meetings are by appointment. Never an address the configuration does not hold.
 */
export function officeVisitAnswer(ctx?: AnswerContext): Draft {
  const address = site.profile.address;
  // "Meet me at the courthouse in Odessa": the place is confirmed before how meetings work.
  const place = ctx?.analysis.entities.locations[0];
  const covered = place
    ? `Yes, ${place.via === 'county' && place.note ? `${place.phrase}, ${place.note},` : place.phrase} is within the area we cover. `
    : '';
  const where =
    address?.kind === 'office'
      ? `${site.name}'s office is at ${formatAddress(address)}. Meetings there are by appointment, so please call or write first.`
      : `The site doesn't list an office for walk-in visits: ${site.name} works across ${listOf(states.map((s) => s.name))}, and consultations are arranged by appointment, starting with a free 30-minute call.`;
  return draft(
    'office-visit',
    `${covered}${where} ${fieldwork()} To set one up, call ${site.phone}, e-mail ${site.email}, or ask for a consultation here in the chat.`,
    {
      links: [contactLink, { ...aboutLink, href: `${aboutLink.href}#engagement` }],
      suggestions: [chips.schedule, chips.person],
    },
  );
}
