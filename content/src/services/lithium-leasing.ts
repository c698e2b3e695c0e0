import { marketingFigures } from '../facts';
import type { ServicePage } from '../page-types';

const { lithiumTimeline, lithiumLifecycle, oilGasTimeline, oilGasLifecycle } =
  marketingFigures.lithiumVersusOilGas;

export const lithiumLeasing = {
  slug: 'lithium-leasing',
  name: 'Lithium Leasing',
  card: {
    title: 'Lithium Leasing',
    description:
      'Lithium brine lease review and negotiation for mineral owners and developers, with terms built for long timelines and a market still taking shape.',
    icon: 'science',
    features: [
      'Granting clauses that name lithium and brine',
      'Royalty basis and development milestones',
      'Reinjection and surface use terms',
    ],
  },
  seo: {
    title: 'Lithium Brine Lease Negotiation & Review',
    description:
      'Lithium brine lease review and negotiation in the Smackover region: granting clauses, royalty basis, development milestones, reinjection and surface terms.',
    keywords: [
      'lithium lease',
      'lithium brine lease',
      'Smackover lithium lease',
      'lithium royalty',
      'brine unit',
      'direct lithium extraction lease',
    ],
  },
  hero: {
    eyebrow: 'Lithium Leasing',
    title: 'Lithium Leases Written for the Long Haul',
    subtitle:
      'A lithium brine lease is not an oil and gas lease with a new word in it. I help owners and developers negotiate terms that fit a new resource, a long development path and an uncertain market.',
    primaryCta: 'Review My Lithium Offer',
    secondaryCta: 'Schedule a Free Consultation',
  },
  intro: {
    title: 'A New Resource on Old Paper',
    paragraphs: [
      'Lithium leasing in the Smackover region of Northeast Texas and South Arkansas is still young. Developers are assembling acreage for direct lithium extraction projects, and owners are receiving offers on forms that are far from standard. Two offers for neighboring tracts can read very differently.',
      `The economics run on a different clock. A lithium brine project typically takes ${lithiumTimeline} and may operate for ${lithiumLifecycle}, so the lease has to stay fair over decades: through testing, permitting, construction and a long production life in a market whose prices have swung widely in recent years.`,
      'I review the offer against the title and the existing leases on the tract, explain each term in plain English and negotiate the provisions that protect your interest, whether you own the minerals or are the developer trying to assemble a workable unit.',
    ],
    image: 'negotiation-table',
    imageAlt: 'Two lease drafts on a negotiating table with a tract map between them',
    highlights: [
      'Offers compared with existing oil and gas leases on the tract',
      'Royalty basis spelled out, not assumed',
      'Development milestones tied to real dates',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'lease-terms',
      title: 'Specialized Lithium Lease Terms',
      intro: 'These are the provisions that set a good lithium lease apart from a copied form.',
      columns: 3,
      items: [
        {
          title: 'Granting Clause',
          body: 'States exactly what is leased: lithium, brine and its dissolved minerals, or only some of them. Clear wording avoids overlap and arguments with an existing oil and gas lease on the same tract.',
          icon: 'description',
        },
        {
          title: 'Royalty Basis',
          body: 'Says what the royalty is measured on, whether brine volume, lithium produced or sales value, and at what point it is valued. Because processing is a large part of the value chain, deductions language matters.',
          icon: 'payments',
        },
        {
          title: 'Term and Milestones',
          body: 'Long development timelines justify a longer term, but it should come with rentals and milestones such as testing, permitting and construction, so acreage is released if the project stalls.',
          icon: 'schedule',
        },
        {
          title: 'Units and Allocation',
          body: 'Brine projects draw from large areas, usually through units. The lease should address how units are formed and how production is allocated back to your acreage.',
          icon: 'map',
        },
        {
          title: 'Reinjection and Subsurface Use',
          body: 'Spent brine is returned to the formation. The lease should say whether the developer may inject beneath your tract, whether that use is paid, and who is responsible for the wells.',
          icon: 'water',
        },
        {
          title: 'Surface Facilities',
          body: 'Plants, supply and injection wells and pipelines occupy the surface for decades. Locations, payments, restoration and plugging obligations belong in writing, often in a separate surface agreement.',
          icon: 'landscape',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'market-dynamics',
      title: 'Market Dynamics',
      intro:
        'Lithium is a different market from oil and gas, and its ups and downs should shape how a lease is structured.',
      columns: 2,
      items: [
        {
          title: 'Battery Demand',
          body: 'Electric vehicles and grid-scale battery storage drive long-term demand for lithium, which is why developers are acquiring acreage years before first production.',
          icon: 'battery',
        },
        {
          title: 'Price Volatility',
          body: 'Lithium prices have risen and fallen sharply in recent years. A royalty tied to price will swing with the market, which makes minimum payments and rentals worth discussing.',
          icon: 'trending',
        },
        {
          title: 'Domestic Supply Policy',
          body: 'Lithium is on the federal list of critical minerals, and national policy favors domestic supply. That support helps projects, but it does not guarantee any single one succeeds.',
          icon: 'account-balance',
        },
        {
          title: 'Technology and Rules Still Maturing',
          body: 'Direct lithium extraction is still being proven at commercial scale in this region, and state rules on permitting, units and royalties are still developing and differ between states.',
          icon: 'science',
        },
      ],
    },
    {
      kind: 'table',
      id: 'lithium-vs-oil-gas',
      title: 'Lithium Brine versus Oil and Gas',
      intro:
        'The comparison explains why a lithium lease needs terms of its own. Figures are typical ranges; every project differs.',
      caption: 'How lithium brine development compares with oil and gas development',
      columns: ['Factor', 'Lithium brine', 'Oil and gas'],
      rows: [
        ['Development timeline', lithiumTimeline, oilGasTimeline],
        ['Project lifecycle', lithiumLifecycle, oilGasLifecycle],
        [
          'Water',
          'Large volumes of brine produced, processed and returned to the formation; fresh water needs depend on the extraction method',
          'Fresh water for drilling and completion; produced water recycled or sent to disposal wells',
        ],
        [
          'Surface impact',
          'A central processing plant plus supply wells, injection wells and pipelines in place for the life of the project',
          'Well pads, roads and flowlines; heaviest during drilling and completion, lighter once wells are producing',
        ],
        [
          'Royalty basis',
          'Still taking shape: may be tied to brine volume, lithium produced or sales value, depending on the lease and state rules',
          'Well established: a fraction of production or its value, subject to the lease’s deductions language',
        ],
      ],
    },
  ],
  process: {
    title: 'My Four-Step Lithium Lease Negotiation',
    steps: [
      {
        title: 'Ownership Review',
        body: 'I confirm what you own from the title records and review existing oil and gas leases, deeds and reservations that could affect who holds the lithium and the brine.',
      },
      {
        title: 'Offer and Project Review',
        body: 'I look at who the developer is, how far along the project is and how your tract fits the planned unit, and compare the offer with other lithium leases recorded nearby.',
      },
      {
        title: 'Term Negotiation',
        body: 'I negotiate the granting clause, royalty basis, term and milestones, reinjection rights and surface terms, and explain the trade-offs before you decide.',
      },
      {
        title: 'Execution and Monitoring',
        body: 'I check the final lease against the agreed terms, confirm payment and recording, and list the milestones and rental dates to watch over the life of the lease.',
      },
    ],
  },
  related: ['lithium-renewables', 'lease-checks', 'title-curative', 'deal-evaluation'],
  cta: {
    title: 'Received a Lithium Lease Offer?',
    body: 'Send me the offer and your legal description. I will tell you what the lease covers, how it fits with any existing oil and gas lease and which terms deserve negotiation.',
    buttonLabel: 'Get My Offer Reviewed',
  },
  faqs: [
    {
      question: 'How is a lithium lease different from an oil and gas lease?',
      answer: `Lithium brine projects take ${lithiumTimeline} against ${oilGasTimeline} for most oil and gas wells, and may run for ${lithiumLifecycle} instead of ${oilGasLifecycle}. They also rely on large units, reinjection of spent brine and a processing plant. A lithium lease needs clauses for all of that, plus a clear statement of what the royalty is measured on, which oil and gas forms do not address.`,
    },
    {
      question: 'Who owns the lithium under my land?',
      answer:
        'It depends on your deeds, any mineral reservations in your chain of title, the wording of existing leases and state law, and the question has not been resolved the same way in every state. Some owners find their minerals were severed generations ago; others find an old lease might arguably reach the brine. A title review is the starting point, and an oil and gas attorney can give a legal opinion on your specific facts.',
    },
    {
      question: 'How are lithium royalties calculated?',
      answer:
        'There is no single standard yet. Leases may base the royalty on the volume of brine produced, the amount of lithium recovered or the value of the lithium product sold, and state rules are still developing. Because the basis matters as much as the rate, I make sure the lease spells out what is measured, where it is valued and what may be deducted.',
    },
    {
      question: 'Does my oil and gas lease already cover lithium?',
      answer:
        'Sometimes it may and sometimes it clearly does not. A lease granting only oil and gas reads differently from one covering oil, gas and other minerals, and state law affects how each is read. Before signing a lithium lease, have the existing lease reviewed so you do not grant rights that are already leased, or miss rights that are still yours.',
    },
    {
      question: 'Should I sign a lithium lease now or wait?',
      answer:
        'That is your decision, and it depends on your tract, the developer, the offer and your own goals. Early offers in a new play can vary widely, and a signed lease binds you for a long time, so it pays to understand the terms and how your tract fits the planned project before you commit. I can lay out the trade-offs; I do not predict prices.',
    },
  ],
} satisfies ServicePage;
