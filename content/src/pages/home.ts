import type { ImageKey } from '../images';
import type { CardItem, InternalHref, Seo, StateCard } from '../page-types';

export interface CtaLink {
  label: string;
  href: InternalHref;
}

/** A button that opens the chat assistant with a first message already written for the visitor. */
export interface ChatPreset {
  label: string;
  message: string;
}

export interface HomePage {
  seo: Seo;
  hero: {
    eyebrow: string;
    headline: string;
    subtitle: string;
    primary: CtaLink;
    secondary: CtaLink;
    image: ImageKey;
    imageAlt: string;
  };
  credentials: {
    title: string;
    intro: string;
    button: CtaLink;
    highlights: readonly [CardItem, CardItem, CardItem, CardItem];
  };
  /** Heading for the grid of featured service cards (the cards come from each service page). */
  services: { title: string; intro: string; button: CtaLink };
  /** Heading for the grid of home location cards (the cards come from each location page). */
  locations: { title: string; intro: string };
  states: { title: string; intro: string; items: readonly StateCard[]; button: CtaLink };
  project: { title: string; body: string; quote: ChatPreset; schedule: ChatPreset };
}

export const homePage = {
  seo: {
    title: 'Independent Landman Services in Texas, Oklahoma, New Mexico & Louisiana',
    description:
      'Independent landman for lease checks, title curative, suspense royalty recovery, heirship and lithium and renewable projects across TX, OK, NM and LA.',
    keywords: [
      'independent landman',
      'lease check',
      'title curative',
      'suspense royalties',
      'mineral rights consultant',
      'Texas landman',
    ],
  },
  hero: {
    eyebrow: 'Independent Landman & Advisory Consultant',
    headline: 'Expert Landman Services Across Texas, Oklahoma & Beyond',
    subtitle:
      'Courthouse-tested title work, lease reviews and mineral research for operators, investors and families, done by the person you actually talk to and delivered on the schedule your deal needs.',
    primary: { label: 'Book Quick Lease Check', href: '/services/lease-checks' },
    secondary: { label: 'Schedule Exploratory Call', href: '/contact' },
    image: 'oilfield-sunrise',
    imageAlt: 'Pump jacks working a lease at sunrise on open Texas range',
  },
  credentials: {
    title: 'Field-Proven Experience, Independent Judgment',
    intro:
      'I learned the trade inside a land services firm, running title and leasing work for operators, and went independent so clients get that same discipline without the layers between them and the landman doing the work.',
    button: { label: 'View Full Credentials', href: '/contact' },
    highlights: [
      {
        title: 'Land Services Firm Background',
        body: 'Before going independent I worked inside a land services firm, where operators expect clean runsheets, defensible ownership reports and curative that holds up when the division order analyst reads it.',
        icon: 'verified',
      },
      {
        title: 'Multi-State Coverage',
        body: 'Texas, Oklahoma, New Mexico and Louisiana each record, probate and regulate minerals their own way. I work all four and know where each one keeps the documents that matter.',
        icon: 'map',
      },
      {
        title: 'Lithium & Renewables Focus',
        body: 'Brine leasing, solar and wind easements and transmission routes raise questions the old oil and gas forms never answered. I help owners and developers get those terms right the first time.',
        icon: 'bolt',
      },
      {
        title: 'Fast-Turn Solutions',
        body: 'When a lease offer has a deadline or a closing date is set, you get a rush lease check in 24 hours or a standard one in 48, with findings written so you can act on them.',
        icon: 'schedule',
      },
    ],
  },
  services: {
    title: 'Landman Services Built Around Your Deal',
    intro:
      'From a single lease offer on the kitchen table to a leasehold portfolio under audit, each engagement starts with the records and ends with a plain answer you can act on.',
    button: { label: 'View All Services', href: '/services/lease-checks' },
  },
  locations: {
    title: 'Working the Texas Basins Where Your Minerals Are',
    intro:
      'Local knowledge of county clerks, district courts and operators shortens every project. These are the Texas areas I work most often.',
  },
  states: {
    title: 'One Landman, Four Producing States',
    intro:
      'Projects rarely stop at a state line. Heirs move, pipelines cross borders and operators hold acreage in more than one basin, so I cover the region as one territory.',
    items: [
      {
        state: 'TX',
        body: 'Permian, East Texas, Haynesville and Eagle Ford acreage, county deed records and Railroad Commission filings.',
      },
      {
        state: 'OK',
        body: 'SCOOP and STACK plays, Corporation Commission pooling orders and restricted Indian land.',
      },
      {
        state: 'NM',
        body: 'Delaware Basin acreage across fee, state trust and federal minerals in Lea and Eddy counties.',
      },
      {
        state: 'LA',
        body: 'Haynesville and Cotton Valley units in the Ark-La-Tex, under Louisiana civil-law property rules.',
      },
    ],
    button: { label: 'Discuss Your Project', href: '/contact' },
  },
  project: {
    title: 'Have a Project on Your Desk?',
    body: 'Tell me what you are working on, whether it is a lease offer, a suspended royalty check or a pipeline route, and I will tell you what it takes, how long it should run and what it will cost before any work starts.',
    quote: { label: 'Request Quote', message: "I'd like to request a quote for my project" },
    schedule: {
      label: 'Schedule with AI',
      message: "I'd like to schedule a consultation to discuss my project",
    },
  },
} satisfies HomePage;
