import type { ServicePage } from '../page-types';

export const surfaceSettlements = {
  slug: 'surface-settlements',
  name: 'Surface Settlements',
  card: {
    title: 'Surface Settlements',
    description:
      'Documented damage assessments and fair, well-supported settlements between surface owners and operators for well sites, roads and pipelines.',
    icon: 'landscape',
    features: [
      'On-the-ground damage assessment',
      'Valuation backed by documentation',
      'Surface use agreements that prevent disputes',
    ],
  },
  seo: {
    title: 'Surface Damage Settlements & Surface Use Agreements',
    description:
      'Surface damage assessment, valuation and settlement for landowners and operators: well pads, roads, pipelines, crops, timber and restoration in TX, OK, NM, LA.',
    keywords: [
      'surface damage settlement',
      'surface use agreement',
      'oil and gas surface damages',
      'pipeline damage compensation',
      'landowner surface rights',
      'land restoration',
    ],
  },
  hero: {
    eyebrow: 'Surface Settlements',
    title: 'Surface Damage Settlements Built on Facts, Not Guesswork',
    subtitle:
      'When drilling, pipelines or construction cross working land, I document what was lost, put a supportable value on it and negotiate a settlement both sides can live with.',
    primaryCta: 'Talk About Your Surface Damages',
    secondaryCta: 'Schedule a Free Consultation',
  },
  intro: {
    title: 'Two Owners, One Piece of Ground',
    paragraphs: [
      'In much of Texas, Oklahoma, New Mexico and Louisiana the minerals were severed from the surface generations ago. The operator who holds the mineral lease has a right to use the surface reasonably to develop it, and the family that ranches, farms or lives on that surface has to live with the pad, the road and the pipeline long after the rig leaves.',
      'Most surface disputes are not about bad faith. They come from vague agreements, damages nobody photographed before work began, and payment figures that neither side can explain. I fix that by walking the ground, documenting conditions, and tying every number to a method that can be shown to the other side.',
      'I work for landowners who want to be paid fairly and for operators who want to settle cleanly and keep a good neighbor. Either way, the goal is the same: a written settlement that closes the matter and a plan that keeps the next one from starting.',
    ],
    image: 'ranch-land',
    imageAlt:
      'A lease road through a ranch gate between fenced pastures, leading to a tank battery',
    highlights: [
      'Before-and-after documentation of site conditions',
      'Valuation methods explained in writing',
      'Settlements and releases that close the matter',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'common-issues',
      title: 'Surface Issues I Settle',
      intro: 'These six issues account for most of the surface claims I see on working land.',
      columns: 3,
      items: [
        {
          title: 'Well Pads and Lease Roads',
          body: 'Where the location and roads go, how large they are, what material is hauled in and how long the land is out of use.',
          icon: 'oil',
        },
        {
          title: 'Crop, Pasture and Timber Loss',
          body: 'Standing crops destroyed, grazing lost for a season or longer, and merchantable timber cut to clear a site or corridor.',
          icon: 'agriculture',
        },
        {
          title: 'Pipeline and Flowline Construction',
          body: 'Trenching, workspace, soil mixing and settling ditches along buried lines, plus damage outside the agreed easement.',
          icon: 'route',
        },
        {
          title: 'Fences, Gates and Livestock',
          body: 'Cut fences, gates left open, missing cattle guards and the time and cost of gathering or replacing livestock.',
          icon: 'landscape',
        },
        {
          title: 'Water Sources and Spills',
          body: 'Stock ponds, water wells and creeks affected by construction, along with releases of oil, produced water or drilling fluids.',
          icon: 'water',
        },
        {
          title: 'Restoration and Reclamation',
          body: 'Topsoil replacement, compaction, erosion, caliche removal and reseeding when a site or corridor is put back into use.',
          icon: 'fact-check',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'valuation-methods',
      title: 'How Damages Are Valued',
      intro:
        'A damage figure should come from a method, not a hunch. I pick the method that fits the loss and show the work behind it, bringing in a forester, agronomist or appraiser when the claim calls for one.',
      columns: 2,
      items: [
        {
          title: 'Before-and-After Value',
          body: 'Compares what the property was worth before the activity with its value afterward, capturing lasting effects such as a road that splits a pasture or a site near a homestead.',
          icon: 'balance',
        },
        {
          title: 'Cost to Restore or Repair',
          body: 'Prices the work needed to put the land and improvements back: fence crews, dirt work, topsoil, seed, gravel removal and drainage repairs.',
          icon: 'assignment',
        },
        {
          title: 'Lost Production and Income',
          body: 'Uses the owner’s yield, grazing or lease records and local market prices to value crops, forage or rental income lost while the land was out of use.',
          icon: 'trending',
        },
        {
          title: 'Timber Valuation',
          body: 'Values merchantable timber by species and volume from a cruise of the affected area, plus the young stands that will not reach harvest.',
          icon: 'landscape',
        },
        {
          title: 'Scheduled Payments',
          body: 'Applies the per-location, per-acre or per-rod amounts written into the lease or surface use agreement, and checks that every item on the schedule was actually paid.',
          icon: 'payments',
        },
        {
          title: 'Replacement of Improvements',
          body: 'Prices the repair or replacement of water wells, tanks, pens, barns and other structures, taking their age and condition into account.',
          icon: 'apartment',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'prevention',
      title: 'Prevention Through Planning',
      intro:
        'The cheapest surface dispute is the one a good surface use agreement prevents. Before the first dozer arrives, I help both sides settle these points in writing.',
      items: [
        'Locations for pads, tank batteries, roads and pipelines marked on a map attached to the agreement',
        'Road construction standards, gates, cattle guards and who maintains them',
        'Where caliche and water come from, and whether the landowner is paid for them',
        'Depth of burial for pipelines and separation of topsoil during trenching',
        'Notice before new construction and a named field contact for each side',
        'A written payment schedule for locations, roads, pipelines and damages',
        'Photographs and a site description recorded before work begins',
        'Restoration standards and a final inspection when each site is released',
      ],
    },
  ],
  process: {
    title: 'My Four-Step Settlement Process',
    steps: [
      {
        title: 'Damage Assessment',
        body: 'I inspect the site, photograph and measure the affected area, review the lease, easement or surface use agreement, and list every item of damage with its location.',
      },
      {
        title: 'Valuation',
        body: 'I apply the method that fits each item (restoration cost, lost income, timber value, before-and-after value or the agreed schedule) and assemble the support into one written claim.',
      },
      {
        title: 'Negotiation',
        body: 'I present the claim or the response to it, walk the other side through the numbers, and work out disagreements about scope, method and restoration before positions harden.',
      },
      {
        title: 'Resolution',
        body: 'I prepare the settlement terms and release, confirm restoration work is done to the agreed standard, and make sure payment is made and the file is closed.',
      },
    ],
  },
  related: ['row-acquisition', 'lease-checks', 'title-curative', 'deal-evaluation'],
  cta: {
    title: 'Have a Surface Claim, or a Project About to Start?',
    body: 'Send me the lease or agreement and a description of the site. I will tell you what I see, what documentation you still need and how I would approach a settlement.',
    buttonLabel: 'Request a Surface Review',
  },
  faqs: [
    {
      question:
        'If I own the surface but not the minerals, can the operator still drill on my land?',
      answer:
        'Generally, yes. In Texas and the other states I cover, the mineral estate carries a right to make reasonable use of the surface to develop the minerals, which is why severed surface owners often cannot simply refuse access. How much compensation the surface owner receives depends heavily on the lease, any surface use agreement and state law. Oklahoma and New Mexico have surface damage statutes that require notice and compensation; Texas has no comparable general statute for oil and gas operations. An attorney can tell you how the rules apply to your property.',
    },
    {
      question: 'What is a surface use agreement?',
      answer:
        'It is a written contract between the surface owner and the operator that sets where facilities go, how roads and pipelines are built, which gates and routes are used, what is paid for each item and how the land will be restored. A good one prevents most disputes before they start, and it can be negotiated even when the mineral lease says little about the surface.',
    },
    {
      question: 'What should I do if my land has already been damaged?',
      answer:
        'Photograph and date everything, keep records of lost crops, grazing or livestock, write down names and dates of any conversations with company representatives, and find your lease, easement or surface agreement. Do not sign a release until you know exactly what it covers. With that material I can assess the damage, value it and help you present a claim.',
    },
    {
      question: 'How are surface damages valued?',
      answer:
        'It depends on the loss. Common methods include the cost to restore or repair the land, lost crop, grazing or rental income, timber value, the drop in market value of the property, replacement cost for improvements and any payment schedule written into your agreement. I choose the method that fits each item and document how each figure was reached.',
    },
    {
      question: 'Do you represent operators as well as landowners?',
      answer:
        'Yes. Operators hire me to settle claims fairly and quickly and to negotiate surface use agreements before drilling or pipeline work begins. Landowners hire me to document and present their claims. I represent one side in any given matter, and I tell everyone at the table who I am working for.',
    },
  ],
} satisfies ServicePage;
