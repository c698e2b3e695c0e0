import type { ServicePage } from '../page-types';

export const leaseholdAudits = {
  slug: 'leasehold-audits',
  name: 'Leasehold Audits',
  card: {
    title: 'Leasehold Audits',
    description:
      'A lease-by-lease review of your portfolio against the public record: what is held, what is expiring, and what you actually own.',
    icon: 'assignment',
    features: [
      'Expiration and HBP status',
      'Interest and burden reconciliation',
      'Risk-ranked findings',
    ],
  },
  seo: {
    title: 'Leasehold Audits for Oil & Gas Portfolios',
    description:
      'Independent leasehold audits in TX, OK, NM and LA: verify lease status, expirations, held-by-production acreage, interests and obligations in your portfolio.',
    keywords: [
      'leasehold audit',
      'oil and gas lease portfolio review',
      'held by production',
      'lease expiration tracking',
      'net revenue interest reconciliation',
      'landman audit',
    ],
  },
  hero: {
    eyebrow: 'Leasehold Audits',
    title: 'Find Out What Your Lease Portfolio Really Holds',
    subtitle:
      'I check every lease against the county records, the regulators’ production data and your own land files, then tell you what is held, what is at risk and what needs fixing.',
    primaryCta: 'Start an Audit',
    secondaryCta: 'Schedule a Free Consultation',
  },
  intro: {
    title: 'Land Records Drift; an Audit Brings Them Back to the Record',
    paragraphs: [
      'Every lease portfolio drifts away from reality over time. Leases are bought in packages with schedules nobody rechecked, wells are plugged without anyone noticing the acreage they held, Pugh clauses release depths and acreage at the end of the primary term, and assignments, overrides and term interests pile up until the net revenue interest in the land system no longer matches the checks.',
      'A leasehold audit compares what you think you own with what the record says you own. I review each lease and its chain of assignments, confirm whether it is in its primary term or held by production, test the production that holds it against Texas Railroad Commission, Oklahoma Corporation Commission or New Mexico Oil Conservation Division data, and list every obligation that could cost you the lease.',
      'The result is a portfolio you can sell, borrow against, develop or simply manage with confidence, and a short list of problems ranked by what they put at risk.',
    ],
    image: 'audit-ledger',
    imageAlt: 'Lease schedule ledger with highlighted expiration dates beside a field map',
    highlights: [
      'Held-by-production verification',
      'Expirations and obligations calendar',
      'Interests reconciled to the record',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'what-an-audit-checks',
      title: 'What an Audit Checks',
      intro: 'The questions that decide whether a lease is worth what your books say it is.',
      columns: 3,
      items: [
        {
          title: 'Lease Status',
          body: 'Whether each lease is in its primary term, extended, held by production, held by shut-in payments or continuous operations, or already expired.',
          icon: 'schedule',
        },
        {
          title: 'Production That Holds It',
          body: 'Which wells hold which leases, and whether the production records show any gap that could have ended a lease after its primary term.',
          icon: 'oil',
        },
        {
          title: 'Pugh Clauses and Retained Acreage',
          body: 'Acreage and depths released by Pugh or retained-acreage clauses, and whether the releases that should have been recorded were.',
          icon: 'map',
        },
        {
          title: 'Obligations and Payments',
          body: 'Shut-in royalties, delay rentals, continuous development and offset obligations, with the dates they come due.',
          icon: 'payments',
        },
        {
          title: 'Assignments and Title',
          body: 'The chain of assignments into you, depth and acreage limits in each, and any consents or preferential rights that were not honored.',
          icon: 'route',
        },
        {
          title: 'Interests and Burdens',
          body: 'Working and net revenue interests rebuilt from the leases, overrides and assignments, and compared with your land system and the division orders.',
          icon: 'balance',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'portfolio-types',
      title: 'Portfolios I Audit',
      intro:
        'The method is the same whether the portfolio is thousands of leases or a single family’s interests; the focus changes with the owner.',
      columns: 4,
      items: [
        {
          title: 'Corporate',
          body: 'Operators and non-operators reconciling land systems, preparing for a divestiture or acquisition, or checking a drilling program’s acreage before it is permitted.',
          icon: 'apartment',
        },
        {
          title: 'Family Offices',
          body: 'Working interests, overrides and minerals gathered over generations, reviewed so the family knows what it holds and what it is owed.',
          icon: 'family',
        },
        {
          title: 'Investment Funds',
          body: 'Acquired positions tested against the seller’s schedule, and portfolios audited before a sale, a refinancing or a report to investors.',
          icon: 'trending',
        },
        {
          title: 'Individual Owners',
          body: 'Owners with interests in several counties or states who want to know which leases are still in force and whether they are paid correctly.',
          icon: 'groups',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'deliverables',
      title: 'Audit Deliverables',
      intro: 'Built to be used by your land, accounting and legal teams, not filed away.',
      items: [
        'A lease schedule rebuilt from the record, with status and recording references for each lease',
        'An expiration and obligations calendar covering terms, shut-in payments and development deadlines',
        'A held-by-production map tying each lease to the wells and units that hold it',
        'A reconciliation of working and net revenue interests against your land system and division orders',
        'An exceptions report ranking each problem by what it puts at risk',
        'Curative recommendations, noting which items need an attorney',
        'A short executive summary for owners, partners or lenders',
      ],
    },
  ],
  process: {
    title: 'My 5-Step Audit Process',
    intro: 'Each step builds on the one before, so problems are found once and reported once.',
    steps: [
      {
        title: 'Scope and Data Collection',
        body: 'We agree on the leases, areas and questions the audit must answer. You send your lease files, schedules, land system export and any title opinions.',
      },
      {
        title: 'Records Research',
        body: 'I pull the recorded leases, assignments, releases and unit designations, plus production, permit and pooling data from the state regulators.',
      },
      {
        title: 'Lease-by-Lease Review',
        body: 'Each lease is read for term, extensions, Pugh and pooling clauses, obligations and burdens, and its status is tested against the production that holds it.',
      },
      {
        title: 'Reconciliation',
        body: 'I rebuild interests from the record and compare them with your land system, division orders and revenue, flagging every difference.',
      },
      {
        title: 'Report and Recommendations',
        body: 'You receive the deliverables and a walkthrough of the findings, with curative and renewal actions ranked by risk and deadline.',
      },
    ],
  },
  related: ['lease-checks', 'title-curative', 'deal-evaluation', 'suspense-minerals'],
  cta: {
    title: 'Know What You Hold Before Someone Else Tells You',
    body: 'Tell me about your portfolio and what decision is coming up. I will propose an audit scope that fits it.',
    buttonLabel: 'Start an Audit',
  },
  faqs: [
    {
      question: 'What does "held by production" mean, and why does it matter?',
      answer:
        'Most oil and gas leases have a primary term, after which they stay in force only as long as there is production in paying quantities or some other event the lease allows, such as shut-in payments or continuous operations. A lease kept alive that way is held by production. If the production stops and the lease has no savings clause that applies, the lease can end, so an audit checks that the production holding each lease is real and continuous.',
    },
    {
      question: 'When should a lease portfolio be audited?',
      answer:
        'The usual moments are before you buy or sell leasehold, after closing an acquisition, before a refinancing or report to investors, ahead of a cluster of primary-term expirations, and whenever your land records and your revenue stop agreeing.',
    },
    {
      question: 'What records do you use?',
      answer:
        'County and parish deed records for leases, assignments and releases; Texas Railroad Commission, Oklahoma Corporation Commission and New Mexico Oil Conservation Division data for wells, production, spacing and pooling; Louisiana Department of Conservation and Energy records for units (the former Office of Conservation); and your own lease files, land system and division orders.',
    },
    {
      question: 'Can an audit tell me a lease has expired?',
      answer:
        'An audit shows you when the record points to a lease having terminated, for example a gap in production or a missed shut-in payment, and lays out the facts behind it. Whether a lease has legally terminated can depend on how a court reads the lease, so I flag those leases for your attorney rather than declaring them dead.',
    },
    {
      question: 'I am an individual owner with a few interests. Is an audit worth it?',
      answer:
        'Often, yes, especially if your interests span several counties or states. A smaller audit confirms which leases are still in force, whether your decimal interest on each division order matches the record, and whether anything is unpaid or in suspense.',
    },
  ],
} satisfies ServicePage;
