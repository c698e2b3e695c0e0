import {
  aboutPage,
  consultationOffers,
  homePage,
  locationPages,
  locationPath,
  privacyPolicy,
  servicePages,
  servicePath,
  stateByCode,
  termsOfService,
  toolList,
  toolPath,
  type LocationPage,
  type ServicePage,
} from '@landman/content';
import { faqAnchor, pageAnchors } from './page-anchors';
import type { Passage } from './passage';
import { cardText, passage, sectionPassages, type PageBase } from './section.passages';
import { productionTaxPassages } from './production-tax.passages';

function servicePassages(page: ServicePage): Passage[] {
  const base: PageBase = {
    path: servicePath(page.slug),
    idPrefix: `service:${page.slug}`,
    page: page.name,
    source: 'service',
    service: page.slug,
  };
  return [
    passage(base, 'overview', {
      kind: 'overview',
      title: page.name,
      text: `${page.card.description} ${page.hero.subtitle}`,
    }),
    ...page.intro.paragraphs.map((text, n) =>
      passage(base, `intro:${n}`, { kind: 'intro', title: page.intro.title, text }),
    ),
    ...page.sections.flatMap((section) => sectionPassages(base, section)),
    ...page.process.steps.map((step, n) =>
      passage(base, `process:${n}`, {
        kind: 'step',
        title: `${page.process.title}: ${step.title}`,
        text: step.body,
        anchor: pageAnchors.process,
        heading: page.process.title,
      }),
    ),
    ...page.faqs.map((faq, n) =>
      passage(base, `faq:${n}`, {
        kind: 'faq',
        title: faq.question,
        text: faq.answer,
        anchor: faqAnchor(n),
        heading: faq.question,
      }),
    ),
  ];
}

function locationPassages(page: LocationPage): Passage[] {
  const base: PageBase = {
    path: locationPath(page.slug),
    idPrefix: `location:${page.slug}`,
    page: page.name,
    source: 'location',
    location: page.slug,
  };
  const services = servicePages.filter((s) =>
    page.services.items.some((i) => i.service === s.slug),
  );
  return [
    passage(base, 'overview', {
      kind: 'overview',
      title: page.name,
      text: `${page.card.description} ${page.hero.subtitle}`,
    }),
    ...page.intro.paragraphs.map((text, n) =>
      passage(base, `intro:${n}`, { kind: 'intro', title: page.intro.title, text }),
    ),
    ...page.intro.highlights.map((item, n) =>
      passage(base, `highlight:${n}`, { kind: 'card', title: item.title, text: cardText(item) }),
    ),
    ...page.resources.items.map((item, n) =>
      passage(base, `resource:${n}`, {
        kind: 'resource',
        title: `${page.resources.title}: ${item.title}`,
        text: cardText(item),
        anchor: pageAnchors.resources,
        heading: page.resources.title,
      }),
    ),
    ...page.topics.flatMap((section) => sectionPassages(base, section)),
    ...page.services.items.map((item, n) =>
      passage(base, `service:${n}`, {
        kind: 'local-service',
        title: `${services.find((s) => s.slug === item.service)?.name ?? item.service} in ${page.city}`,
        text: item.blurb,
        anchor: pageAnchors.services,
        heading: page.services.title,
      }),
    ),
    passage(base, 'coverage', {
      kind: 'coverage',
      title: page.coverage.title,
      text: `${page.coverage.intro ?? ''} ${page.coverage.towns.map((t) => `${t.name}: ${t.note}.`).join(' ')}`.trim(),
      anchor: pageAnchors.coverage,
      heading: page.coverage.title,
    }),
    ...page.faqs.map((faq, n) =>
      passage(base, `faq:${n}`, {
        kind: 'faq',
        title: faq.question,
        text: faq.answer,
        anchor: faqAnchor(n),
        heading: faq.question,
      }),
    ),
  ];
}

function homePassages(): Passage[] {
  const base: PageBase = { path: '/', idPrefix: 'home', page: 'Home', source: 'page' };
  return [
    passage(base, 'hero', {
      kind: 'intro',
      title: homePage.hero.headline,
      text: homePage.hero.subtitle,
    }),
    ...homePage.credentials.highlights.map((item, n) =>
      passage(base, `credential:${n}`, { kind: 'card', title: item.title, text: cardText(item) }),
    ),
    ...homePage.states.items.map((item, n) =>
      passage(base, `state:${n}`, {
        kind: 'state',
        title: stateByCode(item.state).name,
        text: `${stateByCode(item.state).name}: ${item.body}`,
      }),
    ),
  ];
}

function aboutPassages(): Passage[] {
  const base: PageBase = { path: '/about', idPrefix: 'about', page: 'About', source: 'page' };
  // Each card under its section's heading, linked to the section ("Who I work with: Operators").
  const cards = (
    group: string,
    section: { title: string; intro?: string },
    anchor: string,
    items: readonly { title: string; body: string }[],
  ) => [
    ...items.map((item, n) =>
      passage(base, `${group}:${n}`, {
        kind: 'card',
        title: `${section.title}: ${item.title}`,
        text: item.body,
        anchor,
        heading: section.title,
      }),
    ),
    // The section as one sentence group: its intro and every card's title and first sentence,
    // for a question about the whole ("how does an engagement work, step by step?").
    passage(base, `${group}:all`, {
      kind: 'list',
      title: section.title,
      text: [
        section.intro ?? '',
        ...items.map((item) => `${item.title}: ${firstSentence(item.body)}`),
      ]
        .join(' ')
        .trim(),
      anchor,
      heading: section.title,
    }),
  ];
  const { credentials, trackRecord, engagement, audiences, standards } = aboutPage;
  return [
    ...aboutPage.profile.paragraphs.map((text, n) =>
      passage(base, `profile:${n}`, { kind: 'intro', title: aboutPage.profile.title, text }),
    ),
    ...cards('credential', credentials, 'credentials', credentials.highlights),
    ...trackRecord.claims.map((c, n) =>
      passage(base, `claim:${n}`, {
        kind: 'card',
        title: `${trackRecord.title}: ${c.claim}`,
        text: `${c.claim}. ${c.body}`,
        anchor: 'track-record',
        heading: trackRecord.title,
      }),
    ),
    ...cards('engagement', engagement, 'engagement', engagement.steps),
    ...cards('audience', audiences, 'clients', audiences.items),
    ...cards('standard', standards, 'standards', standards.items),
  ];
}

/** A text's first sentence, ending with its stop. */
function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

function contactPassages(): Passage[] {
  const base: PageBase = { path: '/contact', idPrefix: 'contact', page: 'Contact', source: 'page' };
  return consultationOffers.map((offer, n) =>
    passage(base, `offer:${n}`, {
      kind: 'card',
      title: offer.title,
      text: `${offer.title}: ${offer.detail}.`,
    }),
  );
}

/** The privacy policy and the terms share one shape (the content package keeps its type private). */
type LegalDocument = typeof privacyPolicy | typeof termsOfService;

function legalPassages(doc: LegalDocument, path: string, page: string): Passage[] {
  const base: PageBase = { path, idPrefix: path.slice(1), page, source: 'page' };
  return doc.sections.map((s) =>
    passage(base, s.id, {
      kind: 'legal',
      title: s.title,
      text: [...s.paragraphs, ...(s.list?.items ?? [])].join(' '),
      anchor: s.id,
      heading: s.title,
    }),
  );
}

/** The owner tools: one passage per question a tool answers, linked to its page. */
function toolPassages(): Passage[] {
  return toolList.flatMap((tool) =>
    tool.questions.map((question, n) =>
      passage(
        {
          path: toolPath(tool.slug),
          idPrefix: `tool:${tool.slug}`,
          page: tool.name,
          source: 'page',
        },
        `question:${n}`,
        { kind: 'tool', title: question, text: `${tool.summary} ${tool.intro}` },
      ),
    ),
  );
}

/** Every passage of the site's fixed pages, built from the same content the pages render. */
export function contentPassages(): Passage[] {
  return [
    ...servicePages.flatMap(servicePassages),
    ...locationPages.flatMap(locationPassages),
    ...homePassages(),
    ...aboutPassages(),
    ...contactPassages(),
    ...toolPassages(),
    ...productionTaxPassages(),
    ...legalPassages(privacyPolicy, '/privacy', 'Privacy Policy'),
    ...legalPassages(termsOfService, '/terms', 'Terms of Service'),
  ];
}
