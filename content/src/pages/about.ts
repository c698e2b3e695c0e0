import { consultationOffers, marketingFigures } from '../facts';
import type { ImageKey } from '../images';
import type { CardItem, InternalHref, Seo, StateCard, Step } from '../page-types';
import { servicePath } from '../routes';
import { site } from '../site';

/** A published track-record claim: `claim` is the exact wording from facts.ts. */
export interface AboutClaim {
  claim: string;
  body: string;
  href: InternalHref;
}

/** The /about credentials page. Claims come from facts.ts; nothing here may add new credentials. */
export interface AboutPage {
  seo: Seo;
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    primary: { label: string; href: InternalHref };
  };
  profile: {
    title: string;
    name: string;
    role: string;
    paragraphs: readonly string[];
    image: ImageKey;
    imageAlt: string;
  };
  /** The four highlights the home page credentials section also names. */
  credentials: {
    title: string;
    intro: string;
    highlights: readonly [CardItem, CardItem, CardItem, CardItem];
  };
  trackRecord: { title: string; intro: string; claims: readonly AboutClaim[] };
  engagement: { title: string; intro: string; steps: readonly Step[] };
  audiences: { title: string; intro: string; items: readonly CardItem[] };
  coverage: { title: string; intro: string; items: readonly StateCard[] };
  standards: { title: string; intro: string; items: readonly CardItem[] };
  cta: {
    title: string;
    body: string;
    primary: { label: string; href: InternalHref };
    secondary: { label: string; href: InternalHref };
  };
}

/** Facts.ts phrases are written mid-sentence ('over 500 ...'); headlines start with a capital. */
const headline = (phrase: string): string => phrase.charAt(0).toUpperCase() + phrase.slice(1);

const quickLeaseCheck = consultationOffers[0];
const freeConsultation = consultationOffers[1];

export const aboutPage = {
  seo: {
    title: `About ${site.name}, Independent Landman`,
    description: `${site.name} is an independent landman and consultant for mineral owners, operators, investors and developers in Texas, Oklahoma, New Mexico and Louisiana.`,
    keywords: [
      site.name,
      'independent landman',
      'landman credentials',
      'mineral rights consultant',
      'title curative',
      'Texas landman',
    ],
  },
  hero: {
    eyebrow: 'About & Credentials',
    title: 'The Landman You Hire Is the Landman Who Does the Work',
    subtitle:
      'Independent land and mineral-rights work across Texas, Oklahoma, New Mexico and Louisiana, from courthouse research to the negotiating table, explained in plain English.',
    primary: { label: 'Schedule a Free Consultation', href: '/contact' },
  },
  profile: {
    title: 'Who I am',
    name: site.name,
    role: site.role,
    paragraphs: [
      `I’m ${site.name}, an independent landman and advisory consultant. I work for mineral owners and their families, operators, investors, landowners and energy and infrastructure developers across Texas, Oklahoma, New Mexico and Louisiana.`,
      'Before going independent I worked at a land services firm. I brought its standards with me: run the records yourself, document every conclusion, and deliver on the date you promised. What I left behind are the layers between the client and the person doing the work. When you call, you talk to the landman on your file.',
      'My practice covers the full range of land work: lease checks, leasehold audits, title curative, suspense royalty recovery, estate and heirship research, deal evaluation, oil and gas and lithium leasing, right-of-way and surface settlements. A growing share of it is lithium brine and renewable energy, where old titles meet new kinds of projects.',
    ],
    image: 'title-documents',
    imageAlt:
      'A signed title document and working papers on a desk beside a pen and a cup of coffee',
  },
  credentials: {
    title: 'Credentials at a glance',
    intro: 'The experience behind the work, stated plainly.',
    highlights: [
      {
        title: 'Land Services Firm Experience',
        body: 'Prior experience at a land services firm, now applied directly for each client without layers of project management in between.',
        icon: 'verified',
      },
      {
        title: 'Multi-State Coverage',
        body: 'Texas, Oklahoma, New Mexico and Louisiana: county and parish records, state regulators, and federal, state and tribal lands where they apply.',
        icon: 'map',
      },
      {
        title: 'Lithium & Renewables Focus',
        body: 'Title, leasing and site control for Smackover lithium brine, solar, wind, battery storage and transmission projects.',
        icon: 'bolt',
        href: servicePath('lithium-renewables'),
      },
      {
        title: 'Fast-Turn Solutions',
        body: `${quickLeaseCheck.title}: ${quickLeaseCheck.detail}, with clear answers when a deal cannot wait.`,
        icon: 'schedule',
        href: servicePath('lease-checks'),
      },
    ],
  },
  trackRecord: {
    title: 'Track record',
    intro: 'Results from curative and royalty recovery work to date.',
    claims: [
      {
        claim: headline(marketingFigures.titleDefectsResolved),
        body: 'Breaks in the chain of title, missing releases, unprobated estates and conflicting descriptions, cleared so wells can be drilled, royalties paid and tracts sold.',
        href: servicePath('title-curative'),
      },
      {
        claim: headline(marketingFigures.suspendedRoyaltiesRecovered),
        body: 'Royalties held in suspense over title gaps, missing heirs and lost addresses, traced, documented and released to the owners they belong to.',
        href: servicePath('suspense-minerals'),
      },
    ],
  },
  engagement: {
    title: 'How an engagement works',
    intro: `Every inquiry gets a reply within ${site.replyTime}. From there, the work follows five steps.`,
    steps: [
      {
        title: 'Free Consultation',
        body: `A ${freeConsultation.detail} to understand your tracts, your documents and what you need to decide. No obligation.`,
      },
      {
        title: 'Written Scope',
        body: 'A short written scope: what I will research, what you will receive, when you will receive it and how the work is billed, agreed before I start.',
      },
      {
        title: 'Research and Fieldwork',
        body: 'Courthouse and agency records, operator and payor contacts, and site visits where the matter calls for them.',
      },
      {
        title: 'Documented Findings',
        body: 'A written report with ownership, the instruments it rests on, the problems found and my recommendations, organized so your attorney, title examiner or lender can verify it.',
      },
      {
        title: 'Follow-Through',
        body: 'Negotiation, curative coordination or payment follow-up until the matter is resolved, with updates along the way.',
      },
    ],
  },
  audiences: {
    title: 'Who I work with',
    intro:
      'Clients range from families holding inherited minerals to companies building pipelines and power projects.',
    items: [
      {
        title: 'Family Offices',
        body: 'Independent reviews of mineral and royalty holdings, lease compliance and the payments behind them.',
        icon: 'account-balance',
        href: servicePath('leasehold-audits'),
      },
      {
        title: 'Operators',
        body: 'Title, curative and lease acquisition that keep drilling schedules and division orders on track.',
        icon: 'oil',
        href: servicePath('title-curative'),
      },
      {
        title: 'Investors',
        body: 'Due diligence on mineral, royalty and leasehold acquisitions before the money moves.',
        icon: 'trending',
        href: servicePath('deal-evaluation'),
      },
      {
        title: 'Mineral Owners & Heirs',
        body: 'Heirship research, lease reviews and suspended royalty recovery for individuals and families.',
        icon: 'family',
        href: servicePath('estate-heirship'),
      },
      {
        title: 'Landowners',
        body: 'Surface damage claims, surface use agreements and easement offers explained and negotiated.',
        icon: 'landscape',
        href: servicePath('surface-settlements'),
      },
      {
        title: 'Energy & Infrastructure Developers',
        body: 'Right-of-way and site control for pipelines, transmission, renewables and lithium projects.',
        icon: 'route',
        href: servicePath('row-acquisition'),
      },
    ],
  },
  coverage: {
    title: 'Where I work',
    intro: 'Four states, each with its own records, regulators and customs.',
    items: [
      {
        state: 'TX',
        body: 'East Texas, the Permian Basin and the Brazos Valley, from county deed records to Railroad Commission filings.',
        bullets: [
          'Haynesville and East Texas Basin',
          'Permian Basin',
          'Lithium brine and renewables',
        ],
      },
      {
        state: 'OK',
        body: 'Horizontal development in the SCOOP and STACK, with pooling orders, tribal lands and heavily divided family minerals.',
        bullets: ['SCOOP/STACK', 'Corporation Commission matters', 'Tribal and restricted lands'],
      },
      {
        state: 'NM',
        body: 'The Delaware Basin of Southeast New Mexico, where private, state trust and federal lands sit side by side.',
        bullets: [
          'Delaware Basin',
          'Federal and state trust land',
          'Right-of-way across public land',
        ],
      },
      {
        state: 'LA',
        body: 'North Louisiana’s Haynesville and Cotton Valley country, worked through parish records and Louisiana’s civil-law rules.',
        bullets: ['Haynesville', 'Red River and Cotton Valley', 'Parish conveyance records'],
      },
    ],
  },
  standards: {
    title: 'Professional standards',
    intro: 'What every client can expect, whatever the size of the job.',
    items: [
      {
        title: 'Confidentiality',
        body: 'Your ownership, documents, deal terms and family matters stay between us and the people you authorize. Nothing is shared without your permission unless the law requires it.',
        icon: 'shield',
      },
      {
        title: 'Independence',
        body: 'I am not on any operator’s or buyer’s payroll. On each matter I work for the client who engaged me and say so at the table.',
        icon: 'balance',
      },
      {
        title: 'Documented Work Product',
        body: 'Every conclusion rests on recorded instruments and sources you can check, delivered in a file your attorney, examiner or lender can rely on.',
        icon: 'description',
      },
      {
        title: 'Land Work, Not Legal Advice',
        body: 'I research, document and negotiate; I do not practice law. When a question calls for a legal opinion, I say so and work alongside your attorney.',
        icon: 'gavel',
      },
    ],
  },
  cta: {
    title: 'Let’s talk about your minerals or your project',
    body: `Tell me what you own or what you are building. You will hear back within ${site.replyTime}, and the first consultation is free.`,
    primary: { label: 'Schedule a Free Consultation', href: '/contact' },
    secondary: { label: 'Read the Blog', href: '/blog' },
  },
} satisfies AboutPage;
