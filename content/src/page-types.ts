import type { IconName } from './icons';
import type { ImageKey } from './images';
import type { LocationSlug, ServiceSlug } from './slugs';
import type { StateCode } from './states';

/** An internal link target: a path the route table knows (checked by a test). */
export type InternalHref = `/${string}`;

export interface Seo {
  /** Document title without the site suffix. */
  title: string;
  /** 140-160 characters, plain text. */
  description: string;
  keywords?: readonly string[];
}

export interface CardItem {
  title: string;
  body: string;
  icon?: IconName;
  bullets?: readonly string[];
  /** Makes the card a link (for example a state card to its location page). */
  href?: InternalHref;
}

export interface Step {
  title: string;
  body: string;
}

export interface Story {
  title: string;
  /** Headline figure as displayed, for example '$340,000'. Only figures the spec gives. */
  figure?: string;
  body: string;
  outcome?: string;
}

/** The building blocks a page is made of; one layout renders each kind the same way everywhere. */
export type Section =
  | {
      kind: 'cards';
      id: string;
      title: string;
      intro?: string;
      columns?: 2 | 3 | 4;
      items: readonly CardItem[];
    }
  | { kind: 'steps'; id: string; title: string; intro?: string; steps: readonly Step[] }
  | {
      kind: 'table';
      id: string;
      title: string;
      intro?: string;
      caption: string;
      columns: readonly string[];
      rows: readonly (readonly string[])[];
      /** Row index to emphasise (for example the most popular option). */
      highlightRow?: number;
      highlightLabel?: string;
    }
  | { kind: 'stories'; id: string; title: string; intro?: string; stories: readonly Story[] }
  | { kind: 'checklist'; id: string; title: string; intro?: string; items: readonly string[] }
  | {
      kind: 'callout';
      id: string;
      title: string;
      body: string;
      buttonLabel: string;
      href: InternalHref;
    }
  | { kind: 'states'; id: string; title: string; intro?: string; items: readonly StateCard[] };

export interface StateCard {
  state: StateCode;
  body: string;
  bullets?: readonly string[];
}

export interface Faq {
  question: string;
  answer: string;
}

/** The card that stands for a service on the home page, in menus and in related-service grids. */
export interface ServiceCard {
  title: string;
  description: string;
  icon: IconName;
  features: readonly [string, string, string];
}

export interface ServicePage {
  slug: ServiceSlug;
  /** Short name for menus and links, e.g. 'Lease Checks'. */
  name: string;
  card: ServiceCard;
  seo: Seo;
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    primaryCta: string;
    secondaryCta: string;
  };
  intro: {
    title: string;
    paragraphs: readonly string[];
    image: ImageKey;
    imageAlt: string;
    highlights?: readonly string[];
  };
  /** Topic cards, tables, stories and the like, rendered in order between intro and process. */
  sections: readonly Section[];
  process: { title: string; intro?: string; steps: readonly Step[] };
  related: readonly ServiceSlug[];
  cta: { title: string; body: string; buttonLabel: string };
  /** Plain questions and answers, shown on the page and searched by the chat assistant. */
  faqs: readonly Faq[];
}

export interface LocationCard {
  title: string;
  subtitle: string;
  description: string;
  image: ImageKey;
  imageAlt: string;
}

export interface LocationPage {
  slug: LocationSlug;
  city: string;
  state: StateCode;
  /** Short name for menus, e.g. 'Tyler, TX'. */
  name: string;
  county: string;
  card: LocationCard;
  seo: Seo;
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    primaryCta: string;
    secondaryCta: string;
  };
  intro: {
    title: string;
    paragraphs: readonly string[];
    highlights: readonly [CardItem, CardItem, CardItem];
    image: ImageKey;
    imageAlt: string;
  };
  /** Local resources: courthouses, commissions, records offices. */
  resources: { title: string; intro?: string; items: readonly CardItem[] };
  /** Advantages, regulatory notes and local complexities, rendered in order. */
  topics: readonly Section[];
  services: {
    title: string;
    intro?: string;
    items: readonly { service: ServiceSlug; blurb: string }[];
    /** Shreveport shows its service cards without links. */
    linked: boolean;
  };
  coverage: { title: string; intro?: string; towns: readonly { name: string; note: string }[] };
  /** Other location pages this one links to. */
  nearby: readonly LocationSlug[];
  /** Extra internal links the spec names for the page (for example /contact). */
  links: readonly InternalHref[];
  cta: {
    title: string;
    body: string;
    note?: string;
    primary: { label: string; href: InternalHref };
    secondary: { label: string; href: InternalHref };
  };
  faqs: readonly Faq[];
}
