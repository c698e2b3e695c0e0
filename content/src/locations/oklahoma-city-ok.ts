import type { LocationPage } from '../page-types';

export const oklahomaCityOk = {
  slug: 'oklahoma-city-ok',
  city: 'Oklahoma City',
  state: 'OK',
  name: 'Oklahoma City, OK',
  county: 'Oklahoma County',
  card: {
    title: 'Oklahoma City, OK',
    subtitle: 'SCOOP, STACK & Corporation Commission',
    description:
      'Leasing, title and suspense work across the SCOOP and STACK, including pooling and spacing matters and restricted Indian lands.',
    image: 'prairie-rigs',
    imageAlt: 'Drilling rigs on the open Oklahoma prairie under a big sky',
  },
  seo: {
    title: 'Landman Services in Oklahoma City, OK',
    description:
      'Independent landman for Oklahoma City and the SCOOP and STACK: oil and gas leasing, pooling elections, title curative, restricted Indian lands and suspense.',
    keywords: [
      'Oklahoma City landman',
      'SCOOP STACK minerals',
      'Oklahoma Corporation Commission pooling',
      'forced pooling election Oklahoma',
      'restricted Indian minerals',
      'Oklahoma suspense royalties',
    ],
  },
  hero: {
    eyebrow: 'Oklahoma City, Oklahoma · Oklahoma County',
    title: 'Landman Services in Oklahoma City and the SCOOP & STACK',
    subtitle:
      'Leasing, pooling and spacing guidance, title curative and suspense recovery for mineral owners and operators across central and western Oklahoma, including restricted Indian lands.',
    primaryCta: 'Schedule a Free Consultation',
    secondaryCta: 'Ask About a Pooling Notice',
  },
  intro: {
    title: 'Oklahoma Runs on Commission Orders',
    paragraphs: [
      'Oklahoma City has been an oil town since the Oklahoma City Field came in, when wells were famously drilled on the State Capitol grounds. Today it is the headquarters of the Oklahoma Corporation Commission and of many operators working the SCOOP (South Central Oklahoma Oil Province) and STACK (Sooner Trend, Anadarko Basin, Canadian and Kingfisher counties) plays.',
      'Development here works differently from Texas. The Commission creates drilling and spacing units and can pool the interests of owners in a unit who have not agreed to develop it, after a public hearing. Mineral owners who receive a pooling application or order face real choices on short notice, and the option they pick, or fail to pick, can decide their bonus and royalty for the life of the well.',
      'Title carries its own Oklahoma complications as well. Restricted and trust allotments held by individual Indian owners follow federal rules administered by the Bureau of Indian Affairs, alongside county records. I help owners and operators read the orders, sort out the title and get the right people paid.',
    ],
    highlights: [
      {
        title: 'SCOOP and STACK',
        body: 'Multi-well horizontal development in the Woodford, Meramec and other zones across central Oklahoma.',
        icon: 'oil',
      },
      {
        title: 'Pooling and spacing',
        body: 'Corporation Commission orders set the units, the well count and the options every owner in a unit can elect.',
        icon: 'gavel',
      },
      {
        title: 'Restricted Indian lands',
        body: 'Trust and restricted allotments require federal approvals and federal records in addition to county title work.',
        icon: 'account-balance',
      },
    ],
    image: 'prairie-rigs',
    imageAlt: 'A drilling rig and wheat fields on the Oklahoma prairie',
  },
  resources: {
    title: 'Local Records and Agencies',
    intro: 'The offices Oklahoma mineral work runs through.',
    items: [
      {
        title: 'Oklahoma County Clerk',
        body: 'Keeps the land records for Oklahoma County: deeds, leases, assignments and releases. Probate cases are filed separately with the district court clerk, and each county keeps its own records.',
        icon: 'description',
        bullets: [
          'Deeds and mineral conveyances',
          'Leases and assignments',
          'Affidavits and releases',
        ],
      },
      {
        title: 'Oklahoma Corporation Commission',
        body: 'Regulates oil and gas conservation in Oklahoma from its Oklahoma City headquarters. Spacing, pooling, increased density and location exception cases are heard here, and case files and well records are available to the public.',
        icon: 'account-balance',
        bullets: [
          'Spacing and pooling orders',
          'Multiunit horizontal well orders',
          'Well and completion records',
        ],
      },
      {
        title: 'Bureau of Indian Affairs',
        body: 'Approves leases and conveyances of trust and restricted Indian lands and keeps federal land title records for them. Royalties on those leases are collected through the federal Office of Natural Resources Revenue.',
        icon: 'shield',
      },
      {
        title: 'Commissioners of the Land Office',
        body: 'Manages Oklahoma’s school trust lands and minerals and leases them on its own terms. State Treasurer unclaimed property records are the other state source I search in suspense work.',
        icon: 'school',
      },
    ],
  },
  topics: [
    {
      kind: 'cards',
      id: 'advantages',
      title: 'What Drives Oklahoma Development',
      columns: 3,
      items: [
        {
          title: 'Proven horizontal plays',
          body: 'The SCOOP and STACK offer stacked targets in the Anadarko Basin and its shelf, developed with multi-well units and long laterals.',
          icon: 'oil',
        },
        {
          title: 'Predictable process',
          body: 'Because units and pooling run through public Commission cases, owners can see what is proposed and by whom before a well is drilled.',
          icon: 'description',
        },
        {
          title: 'An operator hub',
          body: 'Many operators and land departments are based in Oklahoma City, so negotiations and curative requests can move quickly.',
          icon: 'groups',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'regulatory',
      title: 'The Corporation Commission Process',
      columns: 3,
      items: [
        {
          title: 'Spacing',
          body: 'Spacing orders set the size and shape of drilling units for a formation. Later orders can add wells to a unit or allow a lateral to cross several units.',
          icon: 'map',
        },
        {
          title: 'Pooling',
          body: 'When owners in a unit cannot agree, the operator can apply to pool them. The order lists options, such as participating in the well or taking a bonus with a set royalty, and gives owners a limited time to elect.',
          icon: 'gavel',
        },
        {
          title: 'Payment standards',
          body: 'Oklahoma’s Production Revenue Standards Act sets expectations for when royalties are paid and when interest is owed on late payments, which matters for any suspense recovery.',
          icon: 'payments',
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
          title: 'Trust and restricted allotments',
          body: 'Leases and conveyances of restricted interests need federal approval, and for members of the Five Tribes some conveyances also need an Oklahoma district court’s approval. Title spans county and federal records.',
          icon: 'account-balance',
        },
        {
          title: 'Missed pooling elections',
          body: 'Owners who never received or answered a pooling notice may have been placed in a default option. Reading the order shows what they are owed.',
          icon: 'warning',
        },
        {
          title: 'Fractured family ownership',
          body: 'Minerals split among heirs across many states often end up in suspense until probates, affidavits or curative documents are recorded in every county involved.',
          icon: 'family',
        },
      ],
    },
  ],
  services: {
    title: 'Services for Oklahoma City and Oklahoma',
    intro: 'The work Oklahoma mineral owners and operators ask for most.',
    items: [
      {
        service: 'oil-gas-leasing',
        blurb:
          'Comparing a lease offer with pooling options so you choose the better deal with your eyes open.',
      },
      {
        service: 'title-curative',
        blurb:
          'Curing Oklahoma title, including probate gaps and restricted Indian interests, so units can be paid.',
      },
      {
        service: 'suspense-minerals',
        blurb:
          'Recovering royalties held in suspense or turned over to the State Treasurer as unclaimed property.',
      },
      {
        service: 'lease-checks',
        blurb:
          'Confirming an Oklahoma lease and the owners behind it before you pay, pool or drill, in 24-48 hours.',
      },
    ],
    linked: true,
  },
  coverage: {
    title: 'Also Serving Across Oklahoma',
    intro:
      'From Oklahoma City I cover the SCOOP, the STACK and the rest of the state’s oil country.',
    towns: [
      { name: 'Chickasha', note: 'Grady County seat in the heart of the SCOOP' },
      { name: 'Kingfisher', note: 'Kingfisher County seat at the center of the STACK' },
      { name: 'Ardmore', note: 'Carter County seat on the southern SCOOP and Ardmore Basin' },
      { name: 'Elk City', note: 'Beckham County, western Anadarko Basin gas country' },
      { name: 'Woodward', note: 'Woodward County seat in northwestern Oklahoma' },
      { name: 'Tulsa', note: 'Historic oil capital and home to many operators and royalty owners' },
    ],
  },
  nearby: [],
  links: ['/contact'],
  cta: {
    title: 'Got a Pooling Notice or a Lease Offer in Oklahoma?',
    body: 'Send me the application, the order or the offer. I will walk through your options, what each one means over the life of the well and what you need to do before the election window closes.',
    primary: { label: 'Schedule a Free Consultation', href: '/contact' },
    secondary: { label: 'Send Your Pooling Notice', href: '/contact' },
  },
  faqs: [
    {
      question:
        'I received a pooling notice from the Oklahoma Corporation Commission. What does it mean?',
      answer:
        'An operator has asked the Commission to pool the owners in a drilling and spacing unit who have not leased or agreed to join a well. If an order is issued it will list options, usually participating in the well or taking a cash bonus with a royalty, and give a limited time to choose. If you do nothing, the order’s default option applies, so it pays to read it promptly.',
    },
    {
      question: 'Should I sign a lease or wait to be pooled?',
      answer:
        'It depends on the terms offered in each. A negotiated lease can include protections a pooling order will not, while a pooling order sometimes offers a higher bonus or royalty option. I compare the lease offer with the pooling options side by side so you can decide.',
    },
    {
      question: 'My family’s minerals are restricted Indian land. Who approves a lease?',
      answer:
        'Leases of trust and restricted interests go through the Bureau of Indian Affairs, and royalties are collected through the federal Office of Natural Resources Revenue. Some conveyances of restricted interests held by members of the Five Tribes also require approval by an Oklahoma district court. I help assemble the title and paperwork; legal filings are handled by an attorney.',
    },
    {
      question: 'My royalties from an Oklahoma well stopped coming. How do I find out why?',
      answer:
        'Most often the payments are in suspense because of a title question, an address problem or a death in the family. I contact the operator, find out what is needed and help put together the documents, and I check the State Treasurer’s unclaimed property records in case funds were already turned over.',
    },
  ],
} satisfies LocationPage;
