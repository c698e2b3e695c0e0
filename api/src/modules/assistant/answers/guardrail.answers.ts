import {
  aboutPage,
  consultationOffers,
  servicePage,
  states,
  type ServiceSlug,
} from '@landman/content';
import type { Passage } from '../knowledge/passage';
import { lowerFirst } from '../text/proper-words';
import { excerpt, sourceLead } from './excerpt';
import { draft, listOf, type Draft } from './draft';
import { aboutLink, contactLink, serviceLink, servicesLink } from './links';
import { chips } from './suggestions';
import { wayForward } from './way-forward';

const freeConsultation = consultationOffers.find((o) => o.title === 'Free Consultation')!;
/** The About page's own standard: land work, not legal advice. */
const landWorkStandard = aboutPage.standards.items.find((i) => /legal advice/i.test(i.title));

/**
 * The answer to a request for a legal conclusion: say plainly that the assistant cannot give
 * one, say what a landman can do instead (from the closest service's own card), offer a call.
 */
export function legalAdviceAnswer(
  service: ServiceSlug,
  question: string,
  options: {
    signingForAnother?: boolean;
    tax?: boolean;
    related?: Passage;
    /** What the site publishes about the subject of the question (never a conclusion on it). */
    about?: Passage;
  } = {},
): Draft {
  const page = servicePage(service);
  if (options.tax) return taxAnswer(service, options.related);
  // The one plain rule every signer keeps, before the refusal: nobody signs in another's name.
  const signing = options.signingForAnother
    ? "Don't sign another person's name for them: each heir or owner signs for themselves. "
    : '';
  const about = options.about;
  // With what the site says about the subject, the land work is said in one sentence.
  const published = about ? ` ${sourceLead(about)} ${excerpt(about, [], 220)}` : '';
  const landWork = about
    ? `The land work behind it, researching and documenting the records alongside your attorney, is what ${page.name} covers.`
    : `What a landman can do is the land work behind it: research the records, document what they show and negotiate, alongside your attorney. ${page.name} may help here: ${lowerFirst(page.card.description)}`;
  return draft(
    'legal-advice',
    `${signing}I can't give legal advice: ${question} is a question for an attorney.${published} ${landWork} A free consultation (a ${freeConsultation.detail}) is a good place to start.`,
    {
      links: [
        ...(about ? [{ label: about.label, href: about.href }] : []),
        serviceLink(service),
        ...(landWorkStandard ? [aboutLink] : []),
        contactLink,
      ],
      suggestions: [chips.consultation, chips.person, chips.services],
    },
  );
}

/** What the land work under a tax question is, in the service's terms. */
function landWorkFor(service: ServiceSlug): string {
  if (service === 'estate-heirship') return 'documenting the heirs and what each inherited';
  if (service === 'deal-evaluation')
    return 'what an interest is, what it produces and what a sale conveys';
  return 'what you own and what it was paid, from the records';
}

/**
 * Taxes: the article that explains the terms, if one matches, and the tax adviser for the
 * visitor's own return. No figure, no conclusion about what the visitor owes.
 */
function taxAnswer(service: ServiceSlug, related: Passage | undefined): Draft {
  const article = related
    ? ` The article “${related.page}” explains the terms people ask about: ${excerpt(related, [])}`
    : '';
  return draft(
    'legal-advice',
    `I'm not a tax adviser: what you owe on inherited minerals or royalties is a question for a CPA or tax professional.${article} The land work behind it (${landWorkFor(service)}) is what ${servicePage(service).name} covers.`,
    {
      links: [
        ...(related ? [{ label: related.label, href: related.href }] : []),
        serviceLink(service),
        contactLink,
      ],
      suggestions: [chips.consultation, chips.person],
    },
  );
}

/** The polite redirect for anything outside land and minerals work. */
export function outOfScopeAnswer(lead = "That's outside what I can help with."): Draft {
  return draft(
    'off-topic',
    `${lead} I can answer questions about our land and mineral services, the areas we cover in ${listOf(states.map((s) => s.name))}, turnaround times and published terms, or help you schedule a consultation or request a quote. ${wayForward}`,
    {
      links: [servicesLink],
      suggestions: [chips.services, chips.coverage, chips.schedule],
      needsPerson: true,
    },
  );
}
