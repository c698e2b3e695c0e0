import type { ServicePage } from '../page-types';

export const oilGasLeasing = {
  slug: 'oil-gas-leasing',
  name: 'Oil & Gas Leasing',
  card: {
    title: 'Oil & Gas Leasing',
    description:
      'Lease negotiation for mineral owners and lease acquisition for operators, with every clause that drives long-term value reviewed in plain English.',
    icon: 'oil',
    features: [
      'Bonus, royalty and term negotiation',
      'Pugh, retained acreage and deduction clauses',
      'Permian, Haynesville, SCOOP/STACK and Eagle Ford',
    ],
  },
  seo: {
    title: 'Oil & Gas Lease Negotiation for Mineral Owners & Operators',
    description:
      'Oil and gas lease review and negotiation: bonus, royalty, term, Pugh clauses and post-production costs in the Permian, Haynesville, SCOOP/STACK and Eagle Ford.',
    keywords: [
      'oil and gas lease negotiation',
      'mineral lease review',
      'Pugh clause',
      'post-production costs',
      'lease bonus',
      'royalty negotiation',
      'Haynesville lease',
    ],
  },
  hero: {
    eyebrow: 'Oil & Gas Leasing',
    title: 'Oil & Gas Leases Negotiated Clause by Clause',
    subtitle:
      'The bonus is paid once; the lease terms last for decades. I help mineral owners and operators put together leases that are clear, fair and built for how wells are actually drilled today.',
    primaryCta: 'Get Help With a Lease Offer',
    secondaryCta: 'Schedule a Free Consultation',
  },
  intro: {
    title: 'A Lease Is a Long Relationship',
    paragraphs: [
      'Most lease offers arrive on the company’s printed form, with a bonus figure and a deadline. The bonus gets the attention, but the clauses behind it decide how royalties are calculated, how long the lease lasts, how much acreage and depth a single well can hold, and what it costs the owner when production is shut in.',
      'For mineral owners, I review offers against what is being paid and granted in the area, explain each clause in plain English, and negotiate the changes that matter most for your tract. For operators, I acquire leases on terms owners can accept, confirm title before the bonus goes out, and keep files clean for the division order and regulatory work that follows.',
      'Horizontal development changed what a good lease looks like. Long laterals, pooled units that cross many tracts, and stacked targets at different depths make retained acreage, Pugh clauses and pooling language far more important than they were when many family leases were first signed.',
    ],
    image: 'oilfield-sunrise',
    imageAlt: 'Pump jacks and a small tank battery on rolling oilfield country at sunrise',
    highlights: [
      'Offer review against area terms',
      'Plain-English explanation of every clause',
      'Lease acquisition for operators with title confirmed',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'lease-components',
      title: 'Six Lease Terms That Decide What a Lease Is Worth',
      intro:
        'Every lease I review gets a close look at these six areas. Each one can be worth more over the life of a well than the bonus itself.',
      columns: 3,
      items: [
        {
          title: 'Bonus Payment',
          body: 'The up-front payment per net mineral acre for signing. I check how and when it is paid, because a lease delivered against a draft that the company can refuse after title review is not the same as cash at signing.',
          icon: 'payments',
        },
        {
          title: 'Royalty Rate and Valuation',
          body: 'The royalty fraction is only half the story. The lease should also say how production is valued, whether on market value or actual proceeds, and where that value is measured.',
          icon: 'trending',
        },
        {
          title: 'Primary Term and Extensions',
          body: 'How long the company has to drill before the lease ends, and whether it can extend that time with an option. Shorter terms and paid extensions keep acreage from being held without development.',
          icon: 'schedule',
        },
        {
          title: 'Pugh, Depth and Retained Acreage',
          body: 'Clauses that release acreage outside a producing unit and depths below the deepest producing formation, so one well cannot hold an entire tract and every formation under it.',
          icon: 'map',
        },
        {
          title: 'Post-Production Costs',
          body: 'Gathering, compression, treating, transportation and marketing charges can reduce royalty checks noticeably. Cost-free royalty language has to be drafted with care, because courts read it together with the rest of the royalty clause.',
          icon: 'balance',
        },
        {
          title: 'Shut-In and Continuous Operations',
          body: 'Shut-in royalty clauses let a lease survive when a well is capable of producing but is not selling. Limits on how long and how often that can happen, plus clear operations language, keep a lease from being held indefinitely.',
          icon: 'warning',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'other-clauses',
      title: 'Other Clauses Worth a Close Read',
      intro: 'Beyond the big six, these provisions come up often in negotiation.',
      items: [
        'Pooling authority: unit size limits, horizontal units and whether the owner is notified',
        'Surface protection: well locations, roads, water use, fences and restoration',
        'Warranty of title and what happens if the owner holds less than the lease describes',
        'Assignment notice, so the owner knows who holds the lease and who pays',
        'Indemnity and insurance for operations on the property',
        'Right to review production and payment records',
      ],
    },
    {
      kind: 'cards',
      id: 'basin-expertise',
      title: 'Basin Expertise',
      intro:
        'Lease terms and local practice differ from basin to basin. These are the plays I work in most.',
      columns: 4,
      items: [
        {
          title: 'Permian Basin',
          body: 'The Midland and Delaware basins of West Texas and Southeast New Mexico, with stacked horizontal targets and long laterals that make depth and retained acreage clauses central.',
          icon: 'oil',
          bullets: [
            'Stacked pay and depth severance',
            'Federal and state trust land in New Mexico',
          ],
          href: '/locations/midland-tx',
        },
        {
          title: 'East Texas / Haynesville',
          body: 'Deep, high-pressure natural gas in the Haynesville Shale across East Texas and Northwest Louisiana, lying beneath the Cotton Valley and older conventional fields.',
          icon: 'bolt',
          bullets: ['Gas valuation and deductions', 'Old leases and heirship title'],
          href: '/locations/tyler-tx',
        },
        {
          title: 'Oklahoma SCOOP/STACK',
          body: 'Horizontal development in the Anadarko Basin of central Oklahoma, where Corporation Commission spacing and pooling orders shape the choices an unleased owner has.',
          icon: 'account-balance',
          bullets: ['Pooling order elections', 'Multi-unit horizontal wells'],
          href: '/locations/oklahoma-city-ok',
        },
        {
          title: 'Eagle Ford',
          body: 'South Texas oil, condensate and gas windows in a mature play where infill wells, refracs and stacked Austin Chalk targets keep leases active.',
          icon: 'trending',
          bullets: ['Held-by-production acreage reviews', 'Infill and stacked development'],
          href: '/locations/bryan-tx',
        },
      ],
    },
  ],
  process: {
    title: 'My Four-Step Leasing Process',
    steps: [
      {
        title: 'Review',
        body: 'I read the offer or lease form, confirm what you own from the title records, and check for existing leases, pooled units or production that could affect the deal.',
      },
      {
        title: 'Market Comparison',
        body: 'I compare the offer with terms being granted nearby, using recorded leases and, in Oklahoma, Corporation Commission pooling orders, along with current drilling activity.',
      },
      {
        title: 'Negotiation',
        body: 'I prioritize the changes that matter for your tract, propose clear language, and negotiate with the landman or company until the terms are settled.',
      },
      {
        title: 'Execution and Follow-Through',
        body: 'I confirm the final lease matches what was agreed, that the bonus is paid and the lease or memorandum is recorded, and note the dates that lease obligations turn on.',
      },
    ],
  },
  related: ['lease-checks', 'title-curative', 'suspense-minerals', 'leasehold-audits'],
  cta: {
    title: 'Holding a Lease Offer?',
    body: 'Send it over before the deadline. I will tell you how it compares, which clauses deserve a second look and whether it is worth negotiating.',
    buttonLabel: 'Have My Offer Reviewed',
  },
  faqs: [
    {
      question: 'Can I negotiate an oil and gas lease offer, or is the company form final?',
      answer:
        'Most terms can be negotiated. Company forms are written to favor the company, and reasonable changes to the royalty, term, Pugh clause, deductions language and surface protections are common requests. How much room there is depends on the company’s drilling plans, the competition for acreage and the size of your interest, which is why a review of area terms comes first.',
    },
    {
      question: 'What is a fair bonus and royalty for my minerals?',
      answer:
        'There is no single answer. Bonus and royalty depend on the basin, the formation being targeted, nearby well results, how soon the company plans to drill and how many companies want the acreage. In Oklahoma, Corporation Commission pooling orders list the bonus and royalty options offered in a unit, which gives owners a public reference point. Elsewhere I rely on recorded leases, offers in the area and current activity.',
    },
    {
      question: 'What is a Pugh clause?',
      answer:
        'A Pugh clause limits how much of your land a producing well can hold. A vertical Pugh clause releases the acreage outside a pooled unit at the end of the primary term, and a horizontal (depth) Pugh clause releases the depths below, and sometimes above, the formations that are producing. Without one, a single well in a small unit can keep your whole tract and every formation under it leased.',
    },
    {
      question: 'What are post-production costs, and can they come out of my royalty?',
      answer:
        'Post-production costs are charges for gathering, compressing, treating, transporting and marketing oil or gas after it leaves the well. Whether they can be deducted from your royalty depends on the lease wording and state law. Lease language meant to prevent deductions has to be written carefully, because courts read it together with the rest of the royalty clause. For a legal opinion on a particular lease, consult an oil and gas attorney.',
    },
    {
      question: 'What happens in Oklahoma if I do not sign a lease?',
      answer:
        'An operator can ask the Oklahoma Corporation Commission to pool unleased interests in a drilling unit. The pooling order typically gives each unleased owner a set of options, such as taking a cash bonus with a royalty or participating in the well by paying a share of costs, and assigns a default option to owners who do not respond in time. Read any pooling notice promptly and get advice before the election period in the order runs out.',
    },
    {
      question: 'Do you help operators acquire leases, or only mineral owners?',
      answer:
        'Both. For operators I run title, contact owners, negotiate and close leases and hand over complete files. For mineral owners I review and negotiate offers. On any given deal I work for one side, and I say so up front.',
    },
  ],
} satisfies ServicePage;
