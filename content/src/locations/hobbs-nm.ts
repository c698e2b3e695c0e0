import type { LocationPage } from '../page-types';

export const hobbsNm = {
  slug: 'hobbs-nm',
  city: 'Hobbs',
  state: 'NM',
  name: 'Hobbs, NM',
  county: 'Lea County',
  card: {
    title: 'Hobbs, NM',
    subtitle: 'Delaware Basin · federal & state trust land',
    description:
      'Leasing, lease checks, title and right-of-way across Lea County, where private, state trust and federal minerals meet in the Delaware Basin.',
    image: 'desert-basin',
    imageAlt: 'Desert scrubland in southeastern New Mexico with a drilling rig on the horizon',
  },
  seo: {
    title: 'Landman Services in Hobbs, NM',
    description:
      'Independent landman in Hobbs and Lea County, NM: Delaware Basin leasing, lease checks, title curative and right-of-way on fee, state trust and federal land.',
    keywords: [
      'Hobbs NM landman',
      'Lea County mineral rights',
      'Delaware Basin lease',
      'New Mexico State Land Office lease',
      'BLM Carlsbad Field Office',
      'New Mexico compulsory pooling',
    ],
  },
  hero: {
    eyebrow: 'Hobbs, New Mexico · Lea County',
    title: 'Landman Services in Hobbs and the New Mexico Delaware Basin',
    subtitle:
      'Leasing, lease checks, title curative and right-of-way for owners and operators in Lea County, where fee, state trust and federal minerals often share a single spacing unit.',
    primaryCta: 'Schedule a Free Consultation',
    secondaryCta: 'Request a Lease Check',
  },
  intro: {
    title: 'Three Kinds of Minerals, One Spacing Unit',
    paragraphs: [
      'Lea County takes in much of the New Mexico side of the Permian Basin, with the Delaware Basin in its southwestern part and the Central Basin Platform and Northwest Shelf to the east and north. Horizontal wells in the Bone Spring and Wolfcamp have made it one of the most active counties in the state, and Hobbs is where much of that work is based.',
      'What sets Lea County apart from the Texas side is who owns the minerals. A single horizontal spacing unit can combine privately owned (fee) minerals, New Mexico state trust minerals managed by the State Land Office and federal minerals administered by the Bureau of Land Management. Each owner has its own lease forms, approvals and reporting, and the unit only works when all of them line up.',
      'I help operators, mineral owners and ranch families around Hobbs check leases, cure title, negotiate leases and easements, and keep track of the agencies and records a New Mexico well depends on.',
    ],
    highlights: [
      {
        title: 'Delaware Basin development',
        body: 'Bone Spring and Wolfcamp horizontals keep demand for leases, title and surface access high across southern Lea County.',
        icon: 'oil',
      },
      {
        title: 'Federal and state trust land',
        body: 'BLM and State Land Office minerals come with their own leases, approvals and royalty reporting alongside private minerals.',
        icon: 'account-balance',
      },
      {
        title: 'Ranch surface, split estates',
        body: 'Much of the surface is ranch land whose owner may not own the minerals, making surface agreements and easements central.',
        icon: 'agriculture',
      },
    ],
    image: 'desert-basin',
    imageAlt: 'Mesquite desert and a drilling rig in Lea County, New Mexico',
  },
  resources: {
    title: 'Local Records and Agencies',
    intro: 'New Mexico minerals run through county, state and federal offices at the same time.',
    items: [
      {
        title: 'Lea County Clerk',
        body: 'The county records are kept in Lovington, the county seat, not in Hobbs. Deeds, leases, assignments and probate records for private minerals are recorded there.',
        icon: 'description',
        bullets: [
          'Deeds and mineral conveyances',
          'Fee leases and assignments',
          'Recorded easements and releases',
        ],
      },
      {
        title: 'New Mexico Oil Conservation Division',
        body: 'Part of the Energy, Minerals and Natural Resources Department. Permits wells, approves spacing units and hears compulsory pooling cases; its District I office is in Hobbs.',
        icon: 'gavel',
        bullets: [
          'Well permits and records',
          'Spacing and compulsory pooling orders',
          'Online case and well files',
        ],
      },
      {
        title: 'New Mexico State Land Office',
        body: 'Manages state trust lands and minerals for the trust’s beneficiaries, including public schools. Oil and gas leases, rights-of-way and surface use on trust land all go through the Land Office.',
        icon: 'school',
      },
      {
        title: 'BLM Carlsbad Field Office',
        body: 'Part of the Bureau of Land Management’s Pecos District, headquartered in Roswell. Handles federal oil and gas leases, drilling permits, rights-of-way and communitization for Lea and Eddy counties.',
        icon: 'account-balance',
      },
    ],
  },
  topics: [
    {
      kind: 'cards',
      id: 'advantages',
      title: 'Why Lea County Stays Busy',
      columns: 3,
      items: [
        {
          title: 'Stacked Delaware Basin targets',
          body: 'The Bone Spring and Wolfcamp give operators multiple benches to develop, keeping leasing and title work steady.',
          icon: 'oil',
        },
        {
          title: 'Large, contiguous ranches',
          body: 'Big ranch tracts make it practical to plan pads, roads and pipelines with fewer surface owners involved.',
          icon: 'landscape',
        },
        {
          title: 'Close ties to West Texas',
          body: 'Lea County shares the same basin and service industry as Midland and Odessa, so Texas-based operators work both sides of the line.',
          icon: 'route',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'regulatory',
      title: 'How New Mexico Development Is Regulated',
      columns: 3,
      items: [
        {
          title: 'Compulsory pooling',
          body: 'Unlike Texas, New Mexico routinely pools uncommitted owners through Oil Conservation Division hearings, with the order setting how costs and risk are shared.',
          icon: 'gavel',
        },
        {
          title: 'Federal approvals',
          body: 'Wells on federal leases need BLM permits, and units that mix federal and other minerals typically need a communitization agreement before federal royalties can be paid correctly.',
          icon: 'account-balance',
        },
        {
          title: 'Surface owner protections',
          body: 'New Mexico’s Surface Owners Protection Act requires operators to give surface owners notice and to compensate them for certain damages, which shapes how surface agreements are negotiated.',
          icon: 'shield',
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
          title: 'Mixed ownership units',
          body: 'Fee, state and federal tracts in one unit each follow different lease terms, royalty rates and reporting, so title has to be built tract by tract.',
          icon: 'map',
        },
        {
          title: 'Potash and special areas',
          body: 'Parts of Eddy and Lea counties overlie potash deposits, and drilling there follows special federal and state rules that affect where wells can go.',
          icon: 'warning',
        },
        {
          title: 'Federal minerals under private surface',
          body: 'Some ranch land was patented with the minerals reserved to the United States, so the surface owner deals with a federal lessee rather than a private one.',
          icon: 'landscape',
        },
      ],
    },
  ],
  services: {
    title: 'Services for Hobbs and Lea County',
    intro: 'The work New Mexico operators and owners ask for most.',
    items: [
      {
        service: 'oil-gas-leasing',
        blurb:
          'Negotiating fee leases that fit units mixing private, state trust and federal minerals.',
      },
      {
        service: 'lease-checks',
        blurb:
          'Verifying fee, state and federal leases in a Lea County unit before you drill or close, in 24-48 hours.',
      },
      {
        service: 'title-curative',
        blurb:
          'Curing fee title and lining it up with state and federal records so the whole unit can be paid.',
      },
      {
        service: 'row-acquisition',
        blurb:
          'Easements and rights-of-way across private ranch land, state trust land and federal land.',
      },
    ],
    linked: true,
  },
  coverage: {
    title: 'Also Serving Nearby',
    intro:
      'Hobbs work covers southeastern New Mexico from the Texas line to the Pecos River valley.',
    towns: [
      { name: 'Lovington', note: 'Lea County seat, where the county records are kept' },
      { name: 'Eunice', note: 'Southern Lea County oilfield and gas-processing community' },
      { name: 'Jal', note: 'Southeastern Lea County near the Texas line' },
      { name: 'Carlsbad', note: 'Eddy County seat and home of the BLM Carlsbad Field Office' },
      {
        name: 'Artesia',
        note: 'Eddy County oil town with an Oil Conservation Division district office',
      },
      { name: 'Roswell', note: 'Chaves County seat and home of the BLM Pecos District Office' },
    ],
  },
  nearby: ['midland-tx'],
  links: ['/contact'],
  cta: {
    title: 'Working a Lea County Unit or Lease?',
    body: 'Tell me which tracts and which minerals are involved. I will lay out what the county, state and federal records need to show and what I would check first.',
    primary: { label: 'Schedule a Free Consultation', href: '/contact' },
    secondary: { label: 'Request a Lease Check', href: '/contact' },
  },
  faqs: [
    {
      question: 'Where do I find the deed records for land near Hobbs?',
      answer:
        'With the Lea County Clerk in Lovington, the county seat. Private (fee) minerals are traced there; state trust minerals are tracked by the State Land Office and federal minerals by the Bureau of Land Management, so a full picture often needs all three.',
    },
    {
      question:
        'I own the surface of a Lea County ranch but not the minerals. What say do I have when a well is planned?',
      answer:
        'New Mexico’s Surface Owners Protection Act requires the operator to give you notice before entering and to compensate you for certain damages, and many operators negotiate a surface use agreement. If the minerals are federal, the BLM permitting process also involves the surface owner. I help ranch owners understand the plan and negotiate the agreement.',
    },
    {
      question: 'What is compulsory pooling in New Mexico?',
      answer:
        'When owners in a proposed spacing unit have not agreed to join a well, the operator can ask the Oil Conservation Division to pool their interests. After a hearing, the order sets how costs are shared and the charge for the risk of drilling that applies to owners who do not pay their share. Reading the order carefully tells you your options.',
    },
    {
      question: 'How is a state trust land lease different from a private lease?',
      answer:
        'State trust minerals are leased by the New Mexico State Land Office on its own lease forms and terms, and royalties go to the trust’s beneficiaries. The terms are not negotiated the way a private lease is, but the lease still has to be checked and lined up with the private and federal tracts in the same unit.',
    },
  ],
} satisfies LocationPage;
