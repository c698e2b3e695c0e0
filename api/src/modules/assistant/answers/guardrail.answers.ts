import {
  aboutPage,
  consultationOffers,
  servicePage,
  states,
  type ServiceSlug,
} from '@landman/content';
import { lowerFirst } from '../text/proper-words';
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
export function legalAdviceAnswer(service: ServiceSlug, question: string): Draft {
  const page = servicePage(service);
  return draft(
    'legal-advice',
    `I can't give legal advice: ${question} is a question for an attorney. What a landman can do is the land work behind it: research the records, document what they show and negotiate, alongside your attorney. ${page.name} may help here: ${lowerFirst(page.card.description)} A free consultation (a ${freeConsultation.detail}) is a good place to start.`,
    {
      links: [serviceLink(service), ...(landWorkStandard ? [aboutLink] : []), contactLink],
      suggestions: [chips.consultation, chips.person, chips.services],
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
