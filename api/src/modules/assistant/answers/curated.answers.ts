import {
  aboutPage,
  consultationOffers,
  leaseCheckTurnaround,
  locationPages,
  marketingFigures,
  servicePage,
  servicePages,
  site,
  states,
  type ServiceSlug,
} from '@landman/content';
import { matchesFact } from '../intents/fact.rules';
import { coverageCounts } from '../text/content-corpus';
import { lowerFirst } from '../text/proper-words';
import { draft, listOf, type Draft } from './draft';
import {
  aboutLink,
  contactLink,
  locationsLink,
  serviceLink,
  serviceSectionLink,
  servicesLink,
} from './links';
import { chips, defaultSuggestions } from './suggestions';

/*
 * Answers for the facts that must be exact. Every figure and term is read from the content
 * package (facts.ts, site.ts, the pages), never typed here, so the chat cannot drift from the site.
 */

const freeConsultation = consultationOffers.find((o) => o.title === 'Free Consultation')!;
const turnaroundLink = serviceSectionLink('lease-checks', (s) => s.kind === 'table');
const revenueSearchLink = serviceSectionLink(
  'suspense-minerals',
  (s) => s.kind === 'callout' && /revenue search/i.test(s.title),
);
const writtenScope = aboutPage.engagement.steps.find((s) => s.title === 'Written Scope');

function tierList(): string {
  return listOf(
    leaseCheckTurnaround.map((t) => {
      const note = 'note' in t ? `, ${lowerFirst(t.note)}` : '';
      return `${t.tier} in ${t.time} (${lowerFirst(t.pricing)}${note})`;
    }),
  );
}

export function turnaroundAnswer(service?: ServiceSlug): Draft {
  const tiers = `Lease check turnaround options: ${tierList()}. The scope is the same at every tier; only the turnaround and the rate change.`;
  if (!service || service === 'lease-checks') {
    return draft(
      'turnaround',
      `${tiers} Rush is the tier for a deadline: send the lease and the tract by e-mail to ${site.email} or call ${site.phone} to confirm the timing.`,
      {
        links: [turnaroundLink],
        suggestions: [chips.schedule, chips.quote, chips.pricing],
      },
    );
  }
  const name = servicePage(service).name;
  return draft(
    'turnaround',
    `Lease checks are the only service with published turnaround times (${tierList()}). How long ${name} takes depends on the records and the scope, so the timing is set in a short written scope before any work starts.`,
    {
      links: [serviceLink(service), turnaroundLink, aboutLink],
      suggestions: [chips.schedule, chips.quote, chips.turnaround],
    },
  );
}

export function replyTimeAnswer(): Draft {
  return draft(
    'reply-time',
    `You'll hear back within ${site.replyTime}, whether you write through the contact form, e-mail ${site.email} or send a request here in the chat.`,
    { links: [contactLink], suggestions: [chips.schedule, chips.quote] },
  );
}

export function coverageAnswer(): Draft {
  const cities = listOf(locationPages.map((p) => p.city));
  return draft(
    'coverage',
    `We work in ${coverageCounts.states} states: ${listOf(states.map((s) => s.name))}. There are ${coverageCounts.cities} location pages (${cities}) and ${coverageCounts.services} services. Ask about a city, county or basin and I'll point you to the right page.`,
    {
      links: [locationsLink],
      suggestions: [chips.services, chips.schedule, 'Do you work in Oklahoma?'],
    },
  );
}

export function trackRecordAnswer(text = ''): Draft {
  const f = marketingFigures;
  const credentials = matchesFact('credentials', text) ? ` ${credentialsLine()}` : '';
  return draft(
    'track-record',
    `${site.name} worked at a land services firm before going independent.${credentials} Published results: ${f.titleDefectsResolved} and ${f.suspendedRoyaltiesRecovered}, with lease checks that cost ${f.leaseCheckCostShare}. The About page has the full background.`,
    {
      links: [aboutLink, serviceSectionLink('suspense-minerals', (s) => s.kind === 'stories')],
      suggestions: [chips.services, chips.schedule],
    },
  );
}

/** What the owner's profile states of credentials and years, or plainly that it states none. */
function credentialsLine(): string {
  const { credentials = [], memberships = [], yearsInTrade } = site.profile;
  const held = [...credentials, ...memberships];
  const stated = [
    ...(held.length > 0 ? [`holds ${listOf([...held])}`] : []),
    ...(yearsInTrade ? [`has ${yearsInTrade} years of land work`] : []),
  ];
  if (stated.length === 2) return `${site.name} ${stated.join(' and ')}.`;
  const firstName = site.name.split(' ')[0];
  const missing =
    stated.length === 0
      ? 'certifications or years in the trade'
      : held.length > 0
        ? 'years in the trade'
        : 'certifications';
  const lead = stated.length === 1 ? `${site.name} ${stated[0]}. ` : '';
  return `${lead}The site doesn't list ${missing}; ask ${firstName} on the free call, and he'll tell you.`;
}

export function consultationAnswer(): Draft {
  return draft(
    'consultation-info',
    `The first consultation is free: a ${freeConsultation.detail} to understand your tracts, your documents and what you need to decide, with no obligation. Want me to set one up?`,
    { links: [contactLink, aboutLink], suggestions: [chips.consultation, chips.quote] },
  );
}

export function revenueSearchAnswer(): Draft {
  return draft(
    'revenue-search',
    `The Free Revenue Search has no upfront cost. Tell us where you or your family own minerals; production, operator and pooling records and the states' unclaimed property lists are searched for money held in your name, and you hear what turned up. If there is money to recover, terms are agreed in writing before any recovery work starts.`,
    {
      links: [revenueSearchLink, serviceLink('suspense-minerals')],
      suggestions: [chips.schedule, chips.quote],
    },
  );
}

export function pricingAnswer(service?: ServiceSlug): Draft {
  const tiers = leaseCheckTurnaround.map(
    (t) => `${t.tier} at ${/rates$/i.test(t.pricing) ? '' : 'a '}${lowerFirst(t.pricing)}`,
  );
  const forService =
    service && service !== 'lease-checks'
      ? ` For ${servicePage(service).name}, the fee depends on the scope and is agreed in writing before work starts.`
      : '';
  return draft(
    'pricing',
    `I can't quote prices in the chat. The published terms: the first consultation is free (a ${freeConsultation.detail}), the Free Revenue Search has no upfront cost, and lease checks are priced by turnaround: ${listOf(tiers)}.${forService} ${writtenScope ? 'How the work is billed is set out in a written scope before anything starts.' : ''} I can take a few details for a quote if you like. For an invoice or payment question, call ${site.phone} or e-mail ${site.email}.`.replace(
      /\s+/g,
      ' ',
    ),
    {
      links: [turnaroundLink, ...(service ? [serviceLink(service)] : []), revenueSearchLink],
      suggestions: [chips.quote, chips.schedule, chips.turnaround],
    },
  );
}

export function talkToPersonAnswer(): Draft {
  return draft(
    'talk-to-person',
    `I'm the site's automated Land Services Assistant. You can reach ${site.name} directly at ${site.email} or ${site.phone}, and you'll hear back within ${site.replyTime}. I can also pass a consultation request along from here.`,
    { links: [contactLink], suggestions: [chips.schedule, chips.quote] },
  );
}

export function servicesOverviewAnswer(): Draft {
  return draft(
    'services-overview',
    `We offer ${coverageCounts.services} services: ${listOf(servicePages.map((p) => p.name))}. Which one can I tell you about?`,
    {
      links: [servicesLink],
      suggestions: ['Lease Checks', 'Suspense Minerals', 'Estate & Heirship', 'Lithium Leasing'],
    },
  );
}

export function aboutAnswer(): Draft {
  return draft(
    'about',
    `I'm the Land Services Assistant for ${site.name}, ${lowerFirst(site.shortDescription)} I can answer questions about the services and the areas covered, help schedule a consultation, or take your project details for a quote.`,
    { links: [aboutLink], suggestions: defaultSuggestions },
  );
}
