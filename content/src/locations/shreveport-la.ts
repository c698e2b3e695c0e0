import type { LocationPage } from '../page-types';

export const shreveportLa = {
  slug: 'shreveport-la',
  city: 'Shreveport',
  state: 'LA',
  name: 'Shreveport, LA',
  county: 'Caddo Parish',
  card: {
    title: 'Shreveport, LA',
    subtitle: 'Haynesville, Red River & Cotton Valley',
    description:
      'Leasing, title and succession work in northwest Louisiana, where Haynesville gas development meets Louisiana’s civil-law mineral rules.',
    image: 'bayou-river',
    imageAlt: 'A slow river bend lined with cypress trees in northwest Louisiana',
  },
  seo: {
    title: 'Landman Services in Shreveport, LA',
    description:
      'Independent landman in Shreveport and Caddo Parish, LA: Haynesville leasing, lease checks, title curative, successions and mineral servitudes explained.',
    keywords: [
      'Shreveport landman',
      'Caddo Parish mineral rights',
      'Haynesville lease Louisiana',
      'Louisiana mineral servitude',
      'prescription of nonuse',
      'Louisiana succession royalties',
    ],
  },
  hero: {
    eyebrow: 'Shreveport, Louisiana · Caddo Parish',
    title: 'Landman Services in Shreveport and Northwest Louisiana',
    subtitle:
      'Haynesville and Cotton Valley leasing, lease checks, title curative and succession work for mineral owners and operators across Caddo, Bossier, DeSoto and Red River parishes.',
    primaryCta: 'Schedule a Free Consultation',
    secondaryCta: 'Ask About Your Louisiana Minerals',
  },
  intro: {
    title: 'Louisiana Minerals Follow Louisiana Rules',
    paragraphs: [
      'Northwest Louisiana has produced oil and gas for more than a century, from the early Caddo Pine Island field, with some of the first wells ever drilled over open water on Caddo Lake, to decades of Cotton Valley gas. Since the Haynesville Shale was proven up, Caddo, DeSoto, Bossier and Red River parishes have been among the most active natural gas areas in the country.',
      'What surprises owners and operators from Texas is that Louisiana title works differently. The state follows a civil-law tradition: counties are parishes, probate is a succession, and minerals cannot be split off from the land forever. A sale or reservation of minerals creates a mineral servitude that can be lost through ten years of nonuse, so the question "who owns these minerals?" often depends on what has happened on the land, or in the unit, over time.',
      'I help owners and operators around Shreveport read leases and unit orders, trace title through parish records and successions, and sort out who should be paid. Where a question turns on the law itself, I work alongside Louisiana counsel.',
    ],
    highlights: [
      {
        title: 'Haynesville and Cotton Valley',
        body: 'Deep Haynesville gas and the older Cotton Valley trend keep leasing, units and title work active across the region.',
        icon: 'oil',
      },
      {
        title: 'Civil-law mineral rules',
        body: 'Mineral servitudes, prescription of nonuse and successions make Louisiana title its own discipline.',
        icon: 'balance',
      },
      {
        title: 'Red River country',
        body: 'The Red River valley runs through the heart of the play, and the beds of navigable waters belong to the state rather than to the adjoining owners.',
        icon: 'water',
      },
    ],
    image: 'bayou-river',
    imageAlt: 'Cypress trees along the Red River valley near Shreveport',
  },
  resources: {
    title: 'Local Records and Agencies',
    intro:
      'Louisiana mineral work runs through parish and state offices with their own names and habits.',
    items: [
      {
        title: 'Caddo Parish Clerk of Court',
        body: 'In Louisiana the clerk of court is also the parish recorder. The conveyance and mortgage records hold the deeds, leases and servitudes, and the court records hold the successions and judgments of possession.',
        icon: 'description',
        bullets: [
          'Conveyance records',
          'Mortgage records',
          'Successions and judgments of possession',
        ],
      },
      {
        title: 'Louisiana Department of Conservation and Energy',
        body: 'The state regulator for drilling permits, wells and drilling units. In the October 2025 reorganization it took over the work of the Office of Conservation, which had been part of the Department of Energy and Natural Resources, so older unit orders and well files carry that office’s name.',
        icon: 'account-balance',
        bullets: [
          'Unit orders and unit surveys',
          'Well permits and records',
          'Production reporting',
        ],
      },
      {
        title: 'SONRIS',
        body: 'The state’s online natural resources database. Unit maps, orders, well files and production data for northwest Louisiana are public there, and they are the starting point for most questions about a tract.',
        icon: 'search',
      },
      {
        title: 'Louisiana Unclaimed Property',
        body: 'The Louisiana Department of the Treasury holds royalties and other funds that could not be delivered to their owners. Searching it is part of any suspense recovery.',
        icon: 'payments',
      },
    ],
  },
  topics: [
    {
      kind: 'cards',
      id: 'advantages',
      title: 'Why Northwest Louisiana Stays in Demand',
      columns: 3,
      items: [
        {
          title: 'Deep, proven gas',
          body: 'The Haynesville is one of the country’s major natural gas plays, with the Cotton Valley and other zones above it.',
          icon: 'oil',
        },
        {
          title: 'Close to Gulf Coast markets',
          body: 'Pipelines connect Haynesville gas to Gulf Coast industry and export terminals, which keeps operators interested in the area.',
          icon: 'route',
        },
        {
          title: 'Units that include everyone',
          body: 'State-created drilling units mean owners inside a unit share in production from the unit well under the rules that apply to their interest, even if the well is not on their land.',
          icon: 'groups',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'regulatory',
      title: 'How Louisiana Regulates Development',
      columns: 3,
      items: [
        {
          title: 'Compulsory units',
          body: 'After a public hearing, the state creates drilling units for a reservoir and allocates unit production to each tract. Haynesville wells often cross unit lines, with production allocated among the units involved.',
          icon: 'gavel',
        },
        {
          title: 'Unleased owners',
          body: 'Owners in a unit who have not leased still share in production, and Louisiana law sets out what the operator must report to them. Understanding those rules helps an owner decide whether to lease.',
          icon: 'balance',
        },
        {
          title: 'The Mineral Code',
          body: 'Louisiana’s Mineral Code governs servitudes, royalties and leases, including written-notice requirements before an owner can pursue remedies for unpaid royalties.',
          icon: 'description',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'complexities',
      title: 'Louisiana Complexities I Watch For',
      columns: 3,
      items: [
        {
          title: 'Mineral servitudes and prescription',
          body: 'A servitude ends after ten years of nonuse, and the minerals return to the landowner. Good-faith drilling operations or production, including from a unit that takes in the land, can interrupt that prescription, so the history of every well and unit matters.',
          icon: 'schedule',
        },
        {
          title: 'Successions and usufruct',
          body: 'When an owner dies, a succession and judgment of possession move the minerals to heirs or legatees. A surviving spouse may hold a usufruct, which affects who receives bonus and royalty.',
          icon: 'family',
        },
        {
          title: 'Parish lines and state water bottoms',
          body: 'Units and laterals can cross parish lines and the Red River, whose bed, as a navigable river, belongs to the state, so title may span several parishes and state leases.',
          icon: 'map',
        },
      ],
    },
  ],
  services: {
    title: 'Services for Shreveport and Northwest Louisiana',
    intro: 'The work Louisiana mineral owners and operators ask for most.',
    items: [
      {
        service: 'oil-gas-leasing',
        blurb:
          'Negotiating Haynesville and Cotton Valley leases with Louisiana units and cross-unit wells in mind.',
      },
      {
        service: 'lease-checks',
        blurb:
          'Confirming a Louisiana lease and the ownership behind it, servitudes included, in 24-48 hours.',
      },
      {
        service: 'title-curative',
        blurb:
          'Tracing title through parish conveyance records, successions and prescribed servitudes.',
      },
      {
        service: 'estate-heirship',
        blurb:
          'Organizing the family history and records a succession needs so heirs can be put in pay.',
      },
      {
        service: 'suspense-minerals',
        blurb:
          'Finding Louisiana royalties held in suspense or turned over to the state as unclaimed property.',
      },
      {
        service: 'surface-settlements',
        blurb:
          'Settling damages for pads, roads and pipelines on farms and timberland in the Red River valley.',
      },
    ],
    linked: false,
  },
  coverage: {
    title: 'Also Serving Nearby',
    intro:
      'Shreveport work covers the northwest Louisiana parishes and the Texas counties across the line.',
    towns: [
      { name: 'Bossier City', note: 'Bossier Parish, across the Red River from Shreveport' },
      { name: 'Mansfield', note: 'DeSoto Parish seat in the Haynesville core' },
      { name: 'Coushatta', note: 'Red River Parish seat on the Red River' },
      { name: 'Minden', note: 'Webster Parish seat east of Shreveport' },
      { name: 'Marshall', note: 'Harrison County, Texas, across the state line' },
    ],
  },
  nearby: [],
  links: ['/about'],
  cta: {
    title: 'Have Louisiana Minerals or a Haynesville Lease to Sort Out?',
    body: 'Tell me the parish, the tract and what you have been offered or told. I will explain what the records need to show and how Louisiana’s rules may apply to your situation.',
    primary: { label: 'Schedule a Free Consultation', href: '/contact' },
    secondary: { label: 'About My Background', href: '/about' },
  },
  faqs: [
    {
      question:
        'My family reserved the minerals when we sold land in Caddo Parish. Do we still own them?',
      answer:
        'Possibly. In Louisiana a mineral reservation creates a mineral servitude, which is lost after ten years of nonuse unless prescription is interrupted, for example by good-faith drilling operations or production on the land or on a unit that includes it. Whether it survived depends on the well and unit history, which can be traced in parish records and the state’s SONRIS database. A Louisiana attorney should give the final opinion on prescription.',
    },
    {
      question: 'My land is in a Haynesville unit but I never signed a lease. Am I owed anything?',
      answer:
        'Owners in a state-created unit share in production from the unit well even without a lease, and Louisiana law sets out reporting the operator owes to unleased owners. I can confirm your tract is in the unit, check the unit order and help you contact the operator.',
    },
    {
      question:
        'A parent who owned minerals died. How do the royalties get transferred in Louisiana?',
      answer:
        'Through a succession. The court signs a judgment of possession naming the heirs or legatees, and it is recorded in the parish conveyance records so operators can change their records. A Louisiana attorney handles the succession itself; I help gather the family history and mineral records it needs.',
    },
    {
      question: 'How can I tell whether there is a well or unit near my property?',
      answer:
        'The state’s SONRIS database shows units, wells and production across northwest Louisiana. I match those records to your legal description so you know which units include your land and who operates them.',
    },
  ],
} satisfies LocationPage;
