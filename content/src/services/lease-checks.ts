import { leaseCheckTurnaround, marketingFigures } from '../facts';
import type { ServicePage } from '../page-types';

/** Who each turnaround tier suits, keyed by tier so the table rows follow facts.ts. */
const bestFor: Record<(typeof leaseCheckTurnaround)[number]['tier'], string> = {
  Rush: 'A rig date, permit filing or closing that cannot move',
  Standard: 'Most lease purchases, drilling units and pre-closing reviews',
  Extended: 'Batches of leases, early-stage prospects and budget-sensitive reviews',
};

export const leaseChecks = {
  slug: 'lease-checks',
  name: 'Lease Checks',
  card: {
    title: 'Lease Checks',
    description:
      'Fast verification that a lease is valid, in force and signed by the right owners before you pay, drill or close.',
    icon: 'fact-check',
    features: ['24-48 hour turnaround', 'Title chain verification', 'Lease term analysis'],
  },
  seo: {
    title: 'Oil & Gas Lease Checks in 24-48 Hours',
    description:
      'Independent lease checks for operators, buyers and mineral owners in TX, OK, NM and LA: title chain verification and lease term analysis in 24-48 hours.',
    keywords: [
      'oil and gas lease check',
      'lease verification',
      'title chain verification',
      'lease term analysis',
      'landman lease review',
      'Texas mineral lease',
    ],
  },
  hero: {
    eyebrow: 'Lease Checks',
    title: 'Know the Lease Is Good Before You Spend a Dollar on It',
    subtitle:
      'I verify the chain of title behind a lease and read every clause that matters, then hand you a plain written answer in as little as 24 hours.',
    primaryCta: 'Request a Lease Check',
    secondaryCta: 'Schedule a Free Consultation',
  },
  intro: {
    title: 'A Small Check That Protects a Large Investment',
    paragraphs: [
      'A lease is only as good as the title of the person who signed it and the words on the page. Leases get signed by someone who sold the minerals years ago, by one heir out of six, or on a tract that is still held by an older lease nobody released. Others quietly expired at the end of the primary term because a shut-in payment was missed or a Pugh clause released the acreage outside the unit.',
      'A lease check catches those problems while they are still cheap to fix. I run the chain of title in the county or parish records, confirm the lessor owned what they leased, and read the lease for the provisions that decide whether it is in force and what it lets you do: term, extensions, pooling authority, depth limits, assignment consents and royalty terms.',
      `Lease checks cost ${marketingFigures.leaseCheckCostShare}. Next to a well drilled on a lapsed lease or a bonus paid to the wrong owner, that is the cheapest insurance in the oil patch.`,
    ],
    image: 'county-records',
    imageAlt: 'Deed records books and a lease file open on a county clerk counter',
    highlights: [
      'Turnaround from 24 hours',
      'Title chain verification',
      'Lease term analysis',
      'Texas, Oklahoma, New Mexico and Louisiana',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'what-a-lease-check-covers',
      title: 'What a Lease Check Covers',
      intro:
        'Every check answers two questions: did the lessor own what they leased, and does the lease still do what you need it to do?',
      columns: 3,
      items: [
        {
          title: 'Title Chain Verification',
          body: 'I trace ownership of the leased interest through the deed records, probate records and recorded affidavits to confirm the lessor holds what the lease describes.',
          icon: 'route',
          bullets: [
            'Conveyances and mineral reservations',
            'Estates, heirs and probate records',
            'Gaps or overlaps in the chain',
          ],
        },
        {
          title: 'Lease Term Analysis',
          body: 'I read the lease and any amendments, extensions or ratifications for the clauses that decide whether it is alive and what it allows.',
          icon: 'description',
          bullets: [
            'Primary term, extensions and options',
            'Shut-in, continuous development and Pugh clauses',
            'Depth limits and retained acreage',
          ],
        },
        {
          title: 'Interest and Acreage',
          body: 'I confirm the net mineral acres under lease and the royalty the lease reserves, so the numbers in your land system match the records.',
          icon: 'fact-check',
          bullets: [
            'Net mineral acres leased',
            'Royalty and any cost-free language',
            'Outstanding royalty or overriding interests',
          ],
        },
        {
          title: 'Competing Leases and Encumbrances',
          body: 'I look for anything recorded against the tract that competes with or burdens your lease.',
          icon: 'warning',
          bullets: [
            'Prior leases not released of record',
            'Top leases and lease options',
            'Mortgages, liens and lis pendens',
          ],
        },
        {
          title: 'Pooling and Unit Authority',
          body: 'I check whether the lease allows pooling, on what terms, and how any existing units, spacing or pooling orders affect the tract.',
          icon: 'map',
          bullets: [
            'Pooling clause size and depth limits',
            'Existing units and designations',
            'Railroad Commission, OCC or OCD orders',
          ],
        },
        {
          title: 'Transfer Restrictions',
          body: 'I flag the provisions that can stop or complicate an assignment, a farmout or a sale of the lease.',
          icon: 'shield',
          bullets: [
            'Consent to assign requirements',
            'Preferential rights to purchase',
            'Surface use and special provisions',
          ],
        },
      ],
    },
    {
      kind: 'table',
      id: 'turnaround-options',
      title: 'Turnaround Options',
      intro:
        'Pick the speed your schedule needs. The scope of the check is the same at every tier; only the turnaround and the rate change.',
      caption: 'Lease check turnaround tiers and pricing',
      columns: ['Option', 'Turnaround', 'Pricing', 'Best for'],
      rows: leaseCheckTurnaround.map((t) => [t.tier, t.time, t.pricing, bestFor[t.tier]]),
      highlightRow: leaseCheckTurnaround.findIndex((t) => 'note' in t),
      highlightLabel: 'Most Popular',
    },
    {
      kind: 'checklist',
      id: 'what-you-receive',
      title: 'What You Receive',
      intro: 'A written report you can act on, file with the lease and hand to your attorney.',
      items: [
        'A plain-English summary: clean, clean with exceptions, or problem found',
        'A run sheet of every instrument reviewed, with recording references',
        'The ownership and net mineral acres I found, compared with what the lease covers',
        'Lease provisions flagged by risk, with the clause quoted',
        'Title defects found and the curative each one is likely to need',
        'Copies of the key recorded instruments on request',
      ],
    },
    {
      kind: 'cards',
      id: 'who-orders-lease-checks',
      title: 'Who Orders Lease Checks',
      columns: 4,
      items: [
        {
          title: 'Operators',
          body: 'Before permitting, forming a unit or spudding a well, to confirm every lease in the unit is valid and held.',
          icon: 'oil',
        },
        {
          title: 'Lease Buyers and Brokers',
          body: 'Before paying bonus on a stack of leases, to make sure each lessor actually owns the interest leased.',
          icon: 'handshake',
        },
        {
          title: 'Investors and Lenders',
          body: 'Before buying or lending against leasehold, to test the seller’s schedule against the public record.',
          icon: 'trending',
        },
        {
          title: 'Mineral Owners',
          body: 'To learn whether an old lease on their minerals has expired before they sign a new one.',
          icon: 'landscape',
        },
      ],
    },
  ],
  process: {
    title: 'How a Lease Check Works',
    steps: [
      {
        title: 'Send the Lease and the Tract',
        body: 'Send a copy of the lease or its recording information, the legal description, and what you plan to do with it. Pick a turnaround tier and I confirm the deadline.',
      },
      {
        title: 'Records Research',
        body: 'I run the chain of title in the county or parish records and pull the production, permit and pooling records the lease depends on.',
      },
      {
        title: 'Analysis',
        body: 'I compare ownership to the lease, read the lease for the provisions that matter to your deal, and sort what I find by risk.',
      },
      {
        title: 'Report and Call',
        body: 'You get the written report by the deadline, and I walk you through the findings and the curative options by phone.',
      },
    ],
  },
  related: ['leasehold-audits', 'title-curative', 'deal-evaluation'],
  cta: {
    title: 'Need a Lease Checked This Week?',
    body: 'Send me the lease and the tract. I will confirm the turnaround the same day and have your report back on time.',
    buttonLabel: 'Request a Lease Check',
  },
  faqs: [
    {
      question: 'What is a lease check, and is it the same as a title opinion?',
      answer:
        'No. A lease check is a landman’s review of the recorded chain of title and the lease terms, done quickly so you can make a decision. A title opinion is a legal opinion written by an oil and gas attorney, and operators usually need a drilling title opinion before they drill. A lease check does not replace that opinion; it finds problems early, so they can be fixed before the attorney’s requirements arrive.',
    },
    {
      question: 'How fast can I get a lease check?',
      answer: `Rush checks are delivered in ${leaseCheckTurnaround[0].time}, Standard checks in ${leaseCheckTurnaround[1].time}, and Extended checks in ${leaseCheckTurnaround[2].time} at a discounted rate. Standard is the most popular option. The scope is the same at every tier.`,
    },
    {
      question: 'What do you need from me to start?',
      answer:
        'A copy of the lease or its recording information, the county or parish, the legal description of the tract, and a short note on what you plan to do: buy it, drill under it, assign it or renew it. Any title opinions, run sheets or division orders you already have save time.',
    },
    {
      question: 'What happens if the check finds a problem?',
      answer:
        'The report names the defect, quotes the record it comes from and lists the curative it will likely take, such as a ratification, a release or an affidavit of heirship. I can handle that curative work for you. Where a fix needs a court, such as a probate or a suit to quiet title, I tell you so and you will need an attorney for that part.',
    },
    {
      question: 'Can a mineral owner order a lease check?',
      answer:
        'Yes. Owners often ask me whether an old lease on their minerals has expired before they sign a new lease or a top lease. I check the lease terms against the production and payment records so you know where you stand before you negotiate.',
    },
    {
      question: 'Do you check leases on state and federal land?',
      answer:
        'Yes. Besides county and parish records, I check Texas General Land Office, New Mexico State Land Office and Bureau of Land Management records for state and federal leases, which are common in the New Mexico Permian Basin.',
    },
  ],
} satisfies ServicePage;
