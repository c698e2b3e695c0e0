import type { LocationPage } from '../page-types';

export const longviewTx = {
  slug: 'longview-tx',
  city: 'Longview',
  state: 'TX',
  name: 'Longview, TX',
  county: 'Gregg County',
  card: {
    title: 'Longview, TX',
    subtitle: 'Gregg County refining & pipeline hub',
    description:
      'Leasing, right-of-way, surface and title work in the heart of the East Texas Oil Field, where refining, pipelines and old leases all meet.',
    image: 'refinery-town',
    imageAlt: 'Refinery towers and storage tanks beside an East Texas town',
  },
  seo: {
    title: 'Landman Services in Longview, TX',
    description:
      'Independent landman in Longview and Gregg County, TX: oil and gas leasing, pipeline right-of-way, surface settlements, title curative and deal evaluation.',
    keywords: [
      'Longview TX landman',
      'Gregg County mineral rights',
      'East Texas Oil Field',
      'pipeline easement East Texas',
      'surface damages Texas',
      'Kilgore mineral title',
    ],
  },
  hero: {
    eyebrow: 'Longview, Texas · Gregg County',
    title: 'Landman Services in Longview and Gregg County',
    subtitle:
      'Leasing, pipeline right-of-way, surface settlements and title work in the refining and pipeline hub that grew up around the East Texas Oil Field.',
    primaryCta: 'Schedule a Free Consultation',
    secondaryCta: 'Discuss a Pipeline or Lease',
  },
  intro: {
    title: 'Where East Texas Oil Built the Town',
    paragraphs: [
      'Gregg County was at the center of the East Texas Oil Field after its discovery in 1930, and Longview and Kilgore grew into the working hub of the field. Small refineries sprang up almost overnight in the boom years, and the refining, chemical plants, pipelines and service companies that followed still shape the local economy and the land around them.',
      'That history leaves a particular kind of paperwork. Town lots carry their own small mineral interests, leases signed in the 1930s may still be held by production, and the county is crossed by gathering lines, transmission pipelines and utility corridors. Just east, Harrison and Panola counties are Haynesville and Cotton Valley gas country, so new leasing and new pipe keep arriving.',
      'I work for landowners, mineral owners, operators and infrastructure companies around Longview on the questions this creates: what an old lease still covers, what a pipeline easement should say, what surface damage is worth, and whether a deal on East Texas acreage holds up.',
    ],
    highlights: [
      {
        title: 'East Texas Oil Field history',
        body: 'Decades of leases, assignments and town-lot interests mean title here rewards patient work in the Gregg County records.',
        icon: 'oil',
      },
      {
        title: 'Pipelines and right-of-way',
        body: 'Refining and gas processing depend on a web of pipelines, and every new line means easements to negotiate with landowners.',
        icon: 'route',
      },
      {
        title: 'Surface and mineral balance',
        body: 'Where wells, plants and homes sit close together, surface agreements and damage settlements matter as much as the lease.',
        icon: 'landscape',
      },
    ],
    image: 'refinery-town',
    imageAlt: 'Refinery and storage tanks on the edge of an East Texas town at dusk',
  },
  resources: {
    title: 'Local Records and Agencies',
    intro: 'The public offices and sources I rely on for work in and around Longview.',
    items: [
      {
        title: 'Gregg County Clerk',
        body: 'Deed records, recorded leases, assignments, easements and releases for Gregg County, along with the probate files that show how interests passed between generations.',
        icon: 'description',
        bullets: [
          'Deeds and mineral reservations',
          'Leases, assignments and releases',
          'Recorded pipeline easements',
        ],
      },
      {
        title: 'Railroad Commission of Texas',
        body: 'Regulates oil and gas wells and intrastate pipelines. Its online records cover drilling permits, completions, production and the T-4 permits pipeline operators hold.',
        icon: 'account-balance',
        bullets: [
          'Well and production records',
          'Pipeline operator permits',
          'Field rules for the East Texas Field',
        ],
      },
      {
        title: 'Landowner’s Bill of Rights',
        body: 'The Texas Attorney General publishes the Landowner’s Bill of Rights, which an entity with eminent domain authority must give landowners when it seeks to acquire their property.',
        icon: 'shield',
      },
      {
        title: 'East Texas Oil Museum',
        body: 'The museum at Kilgore College tells the story of the field’s discovery and boom, and it is useful background for anyone trying to understand old family leases.',
        icon: 'school',
      },
    ],
  },
  topics: [
    {
      kind: 'cards',
      id: 'advantages',
      title: 'What Makes the Longview Area Valuable',
      columns: 3,
      items: [
        {
          title: 'Infrastructure already in place',
          body: 'Refining, chemical plants, gas processing and pipelines give operators ready markets, which supports continued development and new connections across the county.',
          icon: 'apartment',
        },
        {
          title: 'Gas plays next door',
          body: 'The Haynesville and Cotton Valley trends to the east keep operators interested in the region, and Longview is where much of their local business gets done.',
          icon: 'oil',
        },
        {
          title: 'Deep record history',
          body: 'Nearly a century of recorded leases and conveyances makes title work slower, but it also means most questions can be answered with documents rather than guesses.',
          icon: 'description',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'regulatory',
      title: 'Regulation and Landowner Protections',
      columns: 3,
      items: [
        {
          title: 'Railroad Commission oversight',
          body: 'Wells, field rules and intrastate pipelines are permitted and tracked by the Railroad Commission. Public filings show who operates a line or well and what has been reported.',
          icon: 'gavel',
        },
        {
          title: 'Eminent domain process',
          body: 'Common carrier pipelines and utilities can have condemnation authority in Texas, but they must follow a set process, including written offers and the Landowner’s Bill of Rights. Knowing that process helps owners negotiate.',
          icon: 'balance',
        },
        {
          title: 'Surface use',
          body: 'Texas treats the mineral estate as dominant, tempered by the accommodation doctrine. In practice, most surface protections come from what the lease or a surface use agreement says.',
          icon: 'landscape',
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
          title: 'Leases from the boom years',
          body: 'Old leases held by long-lived shallow wells can still cover deeper rights. Whether they are held, released or partly terminated shapes every new deal.',
          icon: 'warning',
        },
        {
          title: 'Town lots and small tracts',
          body: 'Neighborhoods in Longview and Kilgore were platted over producing ground, leaving many small mineral interests that have to be tracked owner by owner.',
          icon: 'map',
        },
        {
          title: 'Crowded corridors',
          body: 'Existing pipelines, power lines and roads limit where new lines can go and raise questions about crossings, shared corridors and restoration of the surface.',
          icon: 'route',
        },
      ],
    },
  ],
  services: {
    title: 'Services for Longview and Gregg County',
    intro: 'The work that comes up most in the refining and pipeline hub of East Texas.',
    items: [
      {
        service: 'oil-gas-leasing',
        blurb:
          'Leasing open depths and released acreage with terms that fit East Texas development.',
      },
      {
        service: 'row-acquisition',
        blurb:
          'Easement acquisition for pipelines, gathering lines and utilities across Gregg County tracts.',
      },
      {
        service: 'surface-settlements',
        blurb: 'Settling damages for pads, lines and roads on farms, homesites and timberland.',
      },
      {
        service: 'title-curative',
        blurb:
          'Clearing old leases, unreleased interests and heirship gaps left from the boom years.',
      },
      {
        service: 'deal-evaluation',
        blurb:
          'Checking the title, leases and production behind East Texas acquisitions before you close.',
      },
    ],
    linked: true,
  },
  coverage: {
    title: 'Also Serving Nearby',
    intro: 'Longview work regularly reaches into the neighboring East Texas counties.',
    towns: [
      { name: 'Kilgore', note: 'Heart of the East Texas Oil Field, in Gregg and Rusk counties' },
      { name: 'Marshall', note: 'Harrison County seat; Haynesville and Cotton Valley gas' },
      { name: 'Carthage', note: 'Panola County seat and a long-time gas-producing center' },
      { name: 'Gilmer', note: 'Upshur County seat at the northern end of the East Texas Field' },
    ],
  },
  nearby: ['tyler-tx', 'shreveport-la'],
  links: ['/contact'],
  cta: {
    title: 'Facing a Pipeline, a Lease or a Damage Claim Near Longview?',
    body: 'Send me the offer, the easement or the lease you are weighing, and we can talk through what it covers, what is missing and what a fair outcome looks like.',
    primary: { label: 'Schedule a Free Consultation', href: '/contact' },
    secondary: { label: 'Send Me Your Documents', href: '/contact' },
  },
  faqs: [
    {
      question:
        'A pipeline company sent me an easement offer for my Gregg County land. What should I look at first?',
      answer:
        'Look at the width of the permanent and temporary easements, whether more than one line may be laid, what the line may carry, depth of cover, who restores the surface and how damages are paid. The first offer is rarely the only option. I review the document and the route and help you decide what to ask for.',
    },
    {
      question: 'Can a pipeline company take an easement through eminent domain in Texas?',
      answer:
        'Some can. Common carrier pipelines and utilities may have condemnation authority, and they must follow a statutory process that includes written offers and providing the Attorney General’s Landowner’s Bill of Rights. Whether a particular company has that authority is a legal question for your attorney; I help with the land side, from the route to the easement terms and compensation.',
    },
    {
      question: 'My family signed a lease in the 1930s. Is it still in effect?',
      answer:
        'It may be, if a well on the lease or a unit including it has kept producing. Many East Texas Field leases are still held that way, sometimes only for certain depths. I check the recorded lease, releases and Railroad Commission production records to see what is held and what may be open.',
    },
    {
      question:
        'An operator wants to put a pad and a road on my property. How are surface damages figured?',
      answer:
        'There is no single formula. Settlements usually consider the land taken out of use, timber or crops lost, the effect on the rest of the property and the restoration owed afterward. What your lease already says about surface use matters a great deal, so I start there.',
    },
  ],
} satisfies LocationPage;
