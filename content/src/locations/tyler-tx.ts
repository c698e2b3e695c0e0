import { leaseCheckTurnaround } from '../facts';
import type { LocationPage } from '../page-types';

/** 'rush (24 hours), standard (48 hours), ...' built from facts.ts so the figures never drift. */
const turnaroundSummary = leaseCheckTurnaround
  .map((t) => `${t.tier.toLowerCase()} (${t.time})`)
  .join(', ');

export const tylerTx = {
  slug: 'tyler-tx',
  city: 'Tyler',
  state: 'TX',
  name: 'Tyler, TX',
  county: 'Smith County',
  card: {
    title: 'Tyler, TX',
    subtitle: 'East Texas Basin, Haynesville & lithium brine',
    description:
      'Leasing, title and heirship work across Smith County and the East Texas Basin, from old family minerals to new lithium brine leases.',
    image: 'piney-woods',
    imageAlt: 'Pine timber and pasture in East Texas with a well pad in a clearing',
  },
  seo: {
    title: 'Landman Services in Tyler, TX',
    description:
      'Independent landman in Tyler and Smith County, TX: oil, gas and lithium brine leasing, lease checks, title curative and heirship across the East Texas Basin.',
    keywords: [
      'Tyler TX landman',
      'Smith County mineral rights',
      'East Texas Basin leasing',
      'Haynesville lease',
      'lithium brine lease East Texas',
      'Smackover lithium',
      'East Texas heirship',
    ],
  },
  hero: {
    eyebrow: 'Tyler, Texas · Smith County',
    title: 'Landman Services in Tyler and the East Texas Basin',
    subtitle:
      'Oil, gas and lithium brine leasing, lease checks and title work for mineral owners, families and operators across Smith County and the surrounding Piney Woods.',
    primaryCta: 'Schedule a Free Consultation',
    secondaryCta: 'Ask About a Lease Offer',
  },
  intro: {
    title: 'East Texas Minerals Are Old Titles With New Interest',
    paragraphs: [
      'Smith County lies within the East Texas Basin, next door to the great East Texas Oil Field, and plenty of families around Tyler have owned minerals since their grandparents signed the first leases. A lot of those interests have passed through wills, affidavits of heirship and nothing at all, which is why title work here usually starts in the county deed and probate records rather than on a division order.',
      'The activity today comes from two directions. Operators keep developing the deeper gas rock of the basin, with the Haynesville and Bossier plays to the east and the Cotton Valley and Travis Peak sands across the region. At the same time, companies are leasing for lithium carried in the salty brine of the Smackover Formation, a play that runs from East Texas into south Arkansas and north Louisiana and that most older leases never contemplated.',
      'I help owners and operators around Tyler sort out who owns what, read the offer that just arrived in the mail, and negotiate lease terms that fit how East Texas acreage is actually developed.',
    ],
    highlights: [
      {
        title: 'East Texas Basin depth',
        body: 'Leases here can cover several stacked formations, so depth clauses and pooling terms decide what you keep when a deeper well is drilled.',
        icon: 'oil',
      },
      {
        title: 'Lithium brine leasing',
        body: 'Smackover brine leases are new ground in Texas; the wording on what is leased and how the royalty is figured matters more than usual.',
        icon: 'science',
      },
      {
        title: 'Family minerals and heirs',
        body: 'Generations of unprobated estates are common in Smith County, and sorting out the heirs is often what releases money held in suspense.',
        icon: 'family',
      },
    ],
    image: 'piney-woods',
    imageAlt: 'East Texas pine forest and pasture with a drilling location in the distance',
  },
  resources: {
    title: 'Local Records and Agencies',
    intro:
      'Most questions about an East Texas mineral interest are answered in a handful of public offices. These are the ones I work in most for Tyler-area clients.',
    items: [
      {
        title: 'Smith County Clerk',
        body: 'Keeps the deed records, recorded leases, releases and affidavits of heirship, and in Texas the county clerk also keeps the probate files that heirship work depends on.',
        icon: 'description',
        bullets: [
          'Deeds and mineral conveyances',
          'Oil and gas leases and releases',
          'Probate and heirship files',
        ],
      },
      {
        title: 'Railroad Commission of Texas',
        body: 'The state regulator for oil and gas wells, drilling permits, field rules and injection wells. Its online well records, GIS map viewer and production data show what has been drilled near your tract.',
        icon: 'account-balance',
        bullets: [
          'Drilling permits and completions',
          'Lease and well production data',
          'Injection and disposal well permits',
        ],
      },
      {
        title: 'Smith County Appraisal District',
        body: 'Producing mineral interests in Texas are appraised for property tax. A mineral tax notice is often the first sign a family still owns an interest nobody has kept track of.',
        icon: 'payments',
      },
      {
        title: 'Texas Comptroller Unclaimed Property',
        body: 'Royalties an operator could not deliver eventually go to the state. A search of the Comptroller’s unclaimed property records is part of any suspense recovery.',
        icon: 'search',
      },
    ],
  },
  topics: [
    {
      kind: 'cards',
      id: 'advantages',
      title: 'Why Tyler-Area Minerals Draw Interest',
      columns: 3,
      items: [
        {
          title: 'Stacked gas formations',
          body: 'The East Texas Basin holds several producing intervals, from the Cotton Valley and Travis Peak sands to the deeper Haynesville and Bossier shales, so one tract can be worth leasing more than once.',
          icon: 'oil',
        },
        {
          title: 'A second resource in the brine',
          body: 'Lithium in Smackover brine gives some East Texas owners a new leasing opportunity on land that may already be held by an oil and gas lease.',
          icon: 'battery',
        },
        {
          title: 'Established infrastructure',
          body: 'Pipelines, gas plants and a refinery in Tyler mean operators can move production without building everything from scratch, which keeps the area competitive for new wells.',
          icon: 'route',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'regulatory',
      title: 'How East Texas Development Is Regulated',
      columns: 3,
      items: [
        {
          title: 'Railroad Commission rules',
          body: 'Field rules set spacing and density for each reservoir. Permits, completion reports and production filings are public, and they are the best way to see what an operator is really doing near you.',
          icon: 'gavel',
        },
        {
          title: 'Pooling by agreement',
          body: 'Texas has no routine forced pooling. The Mineral Interest Pooling Act exists but is narrow and seldom used, so whether your tract joins a unit depends mostly on the pooling clause in your lease.',
          icon: 'balance',
        },
        {
          title: 'Brine and lithium',
          body: 'Brine production and injection wells fall under the Railroad Commission, but Texas has little settled law on how lithium in brine is owned and paid. Clear lease language is the owner’s best protection.',
          icon: 'science',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'complexities',
      title: 'Local Complexities I Watch For',
      columns: 3,
      items: [
        {
          title: 'Unprobated estates',
          body: 'Many Smith County interests still stand in the name of someone who died decades ago. Affidavits of heirship, old wills and family records have to be pieced together before an operator will pay.',
          icon: 'family',
        },
        {
          title: 'Old fractional reservations',
          body: 'Deeds that reserved "1/2 of the 1/8 royalty" or similar wording are read differently today than when they were written. The answer depends on the whole instrument, so these get a careful read.',
          icon: 'description',
        },
        {
          title: 'Leases held for decades',
          body: 'Older leases held by production from shallow wells can tie up deeper rights. Depth severance, Pugh clauses and whether the lease is still in force are the first things to check.',
          icon: 'warning',
        },
      ],
    },
  ],
  services: {
    title: 'Services for Tyler and Smith County',
    intro: 'The work that comes up most for East Texas owners and operators.',
    items: [
      {
        service: 'oil-gas-leasing',
        blurb:
          'Negotiating East Texas leases with the depth, pooling and royalty terms stacked formations call for.',
      },
      {
        service: 'lithium-leasing',
        blurb:
          'Reviewing and negotiating Smackover brine leases, including how lithium is defined and paid.',
      },
      {
        service: 'lease-checks',
        blurb:
          'Confirming an East Texas lease is in force and signed by the right owners, in 24-48 hours.',
      },
      {
        service: 'title-curative',
        blurb:
          'Clearing gaps left by unprobated estates, old reservations and unreleased leases in Smith County records.',
      },
      {
        service: 'suspense-minerals',
        blurb:
          'Tracking down royalties held in suspense or turned over to the state as unclaimed property.',
      },
      {
        service: 'estate-heirship',
        blurb:
          'Establishing heirship for family minerals that have passed through several generations without probate.',
      },
    ],
    linked: true,
  },
  coverage: {
    title: 'Also Serving Nearby',
    intro: 'Tyler work regularly takes me into the surrounding East Texas counties.',
    towns: [
      {
        name: 'Henderson',
        note: 'Rusk County seat, where the East Texas Oil Field was discovered',
      },
      { name: 'Jacksonville', note: 'Cherokee County family minerals and older fields' },
      { name: 'Athens', note: 'Henderson County seat and records' },
      { name: 'Palestine', note: 'Anderson County seat and records' },
    ],
  },
  nearby: ['longview-tx', 'bryan-tx', 'shreveport-la'],
  links: [],
  cta: {
    title: 'Got a Lease Offer or an Old Family Interest in East Texas?',
    body: 'Tell me what you have, whether it is a lease in the mail, a lithium inquiry or a stack of family papers, and I will tell you what I would check first and what it involves.',
    note: 'Free consultation',
    primary: { label: 'Schedule a Free Consultation', href: '/contact' },
    secondary: { label: 'Send Your Lease for Review', href: '/contact' },
  },
  faqs: [
    {
      question:
        'A company wants to lease my East Texas land for lithium. Is that different from an oil and gas lease?',
      answer:
        'Yes. A lithium brine lease deals with a different product, a longer development timeline and royalty terms that are often based on the lithium recovered rather than on oil or gas sales. Texas also has little settled law on lithium in brine, so the definition of what is leased, how the royalty is calculated and how the lease interacts with any existing oil and gas lease all need a careful read before you sign.',
    },
    {
      question: 'My land already has an old oil and gas lease. Can I still lease it for lithium?',
      answer:
        'Often, but it depends on what the existing lease covers. Some older leases grant only oil and gas; others use broader language such as "oil, gas and other minerals." I start by pulling the recorded lease and any amendments from the Smith County records and checking whether it is still in force before you commit to anything new.',
    },
    {
      question:
        'My grandparents owned minerals near Tyler but nobody ever probated their estate. What do we do?',
      answer:
        'That is common in East Texas. The usual path is to document the family history and record heirship evidence, such as affidavits of heirship, in the county records so operators can set up the right owners. Where an estate is contested or complicated, I work alongside your attorney, who handles any court filings.',
    },
    {
      question: 'How do I find out whether there is a producing well on my family’s land?',
      answer:
        'The Railroad Commission of Texas publishes permits, completions and production data, and its GIS map viewer shows wells by location. I match that information to your legal description and the county records so you know which wells and units your tract is actually part of.',
    },
    {
      question: 'How fast can you check a lease in Smith County?',
      answer: `Lease checks come in three turnarounds: ${turnaroundSummary}. Most clients choose the standard option; the rush option is there for a rig date or closing that cannot move.`,
    },
  ],
} satisfies LocationPage;
