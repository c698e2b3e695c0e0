import type { LocationPage } from '../page-types';

export const midlandTx = {
  slug: 'midland-tx',
  city: 'Midland',
  state: 'TX',
  name: 'Midland, TX',
  county: 'Midland County',
  card: {
    title: 'Midland, TX',
    subtitle: 'Permian Basin · Midland Basin',
    description:
      'Lease checks, title curative, leasing and due diligence for the Spraberry and Wolfcamp horizontal development of the Midland Basin.',
    image: 'permian-plains',
    imageAlt: 'Pump jacks and a drilling rig on the flat Permian Basin plains',
  },
  seo: {
    title: 'Landman Services in Midland, TX',
    description:
      'Independent landman in Midland, TX for the Permian Basin: lease checks, title curative, leasing, leasehold audits and deal evaluation in the Midland Basin.',
    keywords: [
      'Midland TX landman',
      'Permian Basin title',
      'Midland Basin lease',
      'Spraberry Wolfcamp minerals',
      'allocation well',
      'Permian lease check',
    ],
  },
  hero: {
    eyebrow: 'Midland, Texas · Midland County',
    title: 'Landman Services in Midland and the Permian Basin',
    subtitle:
      'Fast lease checks, title curative, leasing and due diligence for operators, investors and mineral owners working the Spraberry and Wolfcamp of the Midland Basin.',
    primaryCta: 'Schedule a Free Consultation',
    secondaryCta: 'Request a Lease Check',
  },
  intro: {
    title: 'Permian Pace Demands Clean Title',
    paragraphs: [
      'Midland sits in the Midland Basin, the eastern sub-basin of the Permian Basin, where horizontal wells target stacked zones in the Spraberry and Wolfcamp formations. Laterals now run for miles and cross many tracts, so a single well can depend on many leases and a long list of owners all being set up correctly.',
      'That pace puts pressure on title. Old ranch partitions, term royalties, non-participating royalty interests, depth-limited leases and retained acreage clauses all have to be read against each other before a rig moves in or a deal closes. A missed detail can mean a well drilled on expired acreage or an owner paid at the wrong decimal for years.',
      'I work with operators, investors, family offices and mineral owners in Midland and the surrounding counties to verify leases quickly, cure defects before spud, negotiate leases that fit horizontal development and audit portfolios that have grown faster than their records.',
    ],
    highlights: [
      {
        title: 'Stacked-pay development',
        body: 'Multiple Spraberry and Wolfcamp benches mean depth clauses decide who benefits from each new well.',
        icon: 'oil',
      },
      {
        title: 'Long laterals, many tracts',
        body: 'Allocation and production sharing wells cross tract lines, so every lease and owner along the lateral has to check out.',
        icon: 'route',
      },
      {
        title: 'Deal-ready title',
        body: 'Buyers and sellers of Permian interests move fast; clean, documented title keeps a closing on schedule.',
        icon: 'verified',
      },
    ],
    image: 'permian-plains',
    imageAlt: 'Drilling rig and pump jacks on the Midland Basin plains under a wide sky',
  },
  resources: {
    title: 'Local Records and Agencies',
    intro: 'The offices and records that matter most for Midland Basin land work.',
    items: [
      {
        title: 'Midland County Clerk',
        body: 'Deed records, leases, assignments, releases and probate files for Midland County. Neighboring counties across the basin each keep their own records.',
        icon: 'description',
        bullets: [
          'Deeds and royalty conveyances',
          'Leases, assignments and releases',
          'Probate and heirship files',
        ],
      },
      {
        title: 'Railroad Commission of Texas',
        body: 'Permits every well, sets field rules and publishes completions and production. The Commission also has a district office in Midland for field operations in the area.',
        icon: 'account-balance',
        bullets: [
          'Drilling permits, including allocation and production sharing wells',
          'Completion reports',
          'Production by lease',
        ],
      },
      {
        title: 'Texas General Land Office',
        body: 'Manages state-owned minerals, including Relinquishment Act lands, where the surface owner leases the state’s minerals as its agent and shares in the proceeds.',
        icon: 'map',
      },
      {
        title: 'University Lands',
        body: 'Manages the Permanent University Fund lands across parts of West Texas, which are leased on their own forms and terms.',
        icon: 'school',
      },
    ],
  },
  topics: [
    {
      kind: 'cards',
      id: 'advantages',
      title: 'What Sets the Midland Basin Apart',
      columns: 3,
      items: [
        {
          title: 'Multiple target zones',
          body: 'The Spraberry, Jo Mill, Dean and Wolfcamp intervals give operators several benches to develop from the same surface locations.',
          icon: 'oil',
        },
        {
          title: 'An active market',
          body: 'Leases, minerals and working interests change hands constantly, which creates opportunity for owners and a need for quick, reliable diligence.',
          icon: 'trending',
        },
        {
          title: 'Infrastructure and expertise',
          body: 'Gathering systems, water handling and an experienced service industry in Midland and Odessa support steady development.',
          icon: 'apartment',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'regulatory',
      title: 'Regulatory Points for Permian Work',
      columns: 3,
      items: [
        {
          title: 'Allocation and PSA wells',
          body: 'Horizontal wells that cross lease lines without pooling are permitted as allocation or production sharing agreement wells. How production is attributed to each tract comes back to title and the permit.',
          icon: 'gavel',
        },
        {
          title: 'State and university minerals',
          body: 'Relinquishment Act lands and University Lands acreage follow their own leasing rules, and state royalty reporting has to be right alongside private owners’.',
          icon: 'account-balance',
        },
        {
          title: 'Payment of proceeds',
          body: 'Texas statutes set expectations for division orders and timely royalty payment. A division order is not supposed to change your lease, so the decimal and the terms deserve a check.',
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
          title: 'Depth severances and retained acreage',
          body: 'Leases that release deeper or undeveloped acreage after the primary term can split one tract into several ownership pictures by depth.',
          icon: 'warning',
        },
        {
          title: 'NPRIs and term royalties',
          body: 'Royalty interests carved out of old ranch deeds, some for a term of years, are easy to misread and are a common source of decimal errors.',
          icon: 'description',
        },
        {
          title: 'Surface and water',
          body: 'Pads, caliche, produced water lines and disposal all use the surface. Ranch owners often hold the real leverage in a surface use agreement.',
          icon: 'water',
        },
      ],
    },
  ],
  services: {
    title: 'Services for Midland and the Permian Basin',
    intro: 'The work Permian operators, investors and owners ask for most.',
    items: [
      {
        service: 'lease-checks',
        blurb:
          'Fast verification of Midland Basin leases before spud, permit filing or closing, in 24-48 hours.',
      },
      {
        service: 'title-curative',
        blurb:
          'Curing depth, heirship and conveyance defects along a lateral before they hold up a well.',
      },
      {
        service: 'oil-gas-leasing',
        blurb:
          'Leases built for horizontal development: depth clauses, retained acreage and allocation terms.',
      },
      {
        service: 'deal-evaluation',
        blurb:
          'Title and lease diligence on Permian acquisitions and divestitures, with a clear recommendation.',
      },
      {
        service: 'leasehold-audits',
        blurb: 'Auditing Permian lease portfolios for expirations, obligations and decimal errors.',
      },
    ],
    linked: true,
  },
  coverage: {
    title: 'Also Serving Nearby',
    intro: 'Midland work extends across the basin and into the Delaware Basin to the west.',
    towns: [
      { name: 'Odessa', note: 'Ector County seat and an oilfield service center' },
      { name: 'Big Spring', note: 'Howard County seat on the eastern Midland Basin' },
      { name: 'Stanton', note: 'Martin County seat in the Spraberry and Wolfcamp core' },
      { name: 'Andrews', note: 'Andrews County seat on the Central Basin Platform' },
      { name: 'Pecos', note: 'Reeves County seat on the Texas side of the Delaware Basin' },
    ],
  },
  nearby: ['hobbs-nm'],
  links: ['/contact'],
  cta: {
    title: 'Need Permian Title You Can Drill On?',
    body: 'Tell me about the well, the tract or the deal. I will tell you what needs checking, what can wait and how quickly I can deliver.',
    primary: { label: 'Schedule a Free Consultation', href: '/contact' },
    secondary: { label: 'Request a Lease Check', href: '/contact' },
  },
  faqs: [
    {
      question:
        'An operator is drilling a horizontal well across my tract. Do they need my lease to include pooling?',
      answer:
        'Not always. In Texas, wells that cross lease lines without pooling authority are often permitted by the Railroad Commission as allocation or production sharing agreement wells, and production is attributed to each tract. Whether that fits your lease terms is a question worth reviewing with a landman, and with your attorney if there is a dispute.',
    },
    {
      question:
        'My lease only covers certain depths. What happens when a new Wolfcamp well is drilled?',
      answer:
        'It depends on the depth clause and any retained acreage or Pugh provisions. Some leases keep only the depths that are producing and release the rest, which can leave deeper benches open to lease again. I read the clause against the well records to show exactly what is held.',
    },
    {
      question: 'I received a division order for a Permian well. Should I sign it?',
      answer:
        'Check the decimal interest and the property description before you do. A division order is meant to confirm ownership for payment, not to change your lease. If the decimal does not match what your lease and deeds support, that is the time to ask for the calculation.',
    },
    {
      question:
        'Someone offered to buy my Midland County minerals. How do I know if the offer is fair?',
      answer:
        'Start with what you actually own: the decimal, the producing wells, the permits nearby and any undeveloped zones. Deal evaluation pulls those facts together so you can compare the offer with the income and upside you would give up, and decide whether to sell, hold or counter.',
    },
    {
      question: 'Do you work in Odessa and the Delaware Basin too?',
      answer:
        'Yes. I work across the Midland Basin, in Ector, Howard, Martin and Andrews counties among others, and across the Delaware Basin into southeastern New Mexico, including Lea County around Hobbs.',
    },
  ],
} satisfies LocationPage;
