import type { LocationPage } from '../page-types';

export const bryanTx = {
  slug: 'bryan-tx',
  city: 'Bryan',
  state: 'TX',
  name: 'Bryan, TX',
  county: 'Brazos County',
  card: {
    title: 'Bryan, TX',
    subtitle: 'Brazos Valley & the university corridor',
    description:
      'Leasing, surface, right-of-way and renewable energy land work in a fast-growing university corridor on the Eagle Ford and Austin Chalk trend.',
    image: 'university-town',
    imageAlt: 'A university town skyline beside Brazos Valley farm and ranch land',
  },
  seo: {
    title: 'Landman Services in Bryan, TX',
    description:
      'Independent landman in Bryan and Brazos County, TX: Eagle Ford and Austin Chalk leasing, solar and storage leases, surface settlements and right-of-way.',
    keywords: [
      'Bryan TX landman',
      'Brazos County mineral rights',
      'College Station oil and gas lease',
      'Eagle Ford Brazos Valley',
      'Austin Chalk lease',
      'solar lease Texas',
    ],
  },
  hero: {
    eyebrow: 'Bryan, Texas · Brazos County',
    title: 'Landman Services in Bryan and the Brazos Valley',
    subtitle:
      'Oil and gas leasing, renewable energy leases, surface settlements and right-of-way along the Texas A&M university corridor, where new development meets the Eagle Ford and Austin Chalk.',
    primaryCta: 'Schedule a Free Consultation',
    secondaryCta: 'Ask About a Lease or Easement',
  },
  intro: {
    title: 'Growth Above Ground, Oil and Gas Below',
    paragraphs: [
      'Bryan and College Station are one of the fastest-changing parts of Central Texas. Texas A&M draws people, businesses and research, and the farm and ranch land around the two cities keeps turning into subdivisions, business parks and road corridors.',
      'Under that growth sits the Austin Chalk and Eagle Ford trend. Brazos and Burleson counties have seen waves of horizontal drilling in the chalk, and the Eagle Ford and Woodbine, often called the Eaglebine, have drawn operators into Brazos, Grimes, Madison and Leon counties. The same open country has also caught the eye of solar and battery storage developers.',
      'That mix creates questions a purely rural county never sees: wells and pipelines planned near homes and city limits, surface owners who do not own the minerals beneath them, and landowners weighing an oil and gas lease, a solar option and a pipeline easement on the same tract. I help owners and companies work through those choices.',
    ],
    highlights: [
      {
        title: 'University corridor growth',
        body: 'Development around Bryan and College Station makes surface use, setbacks and access routes part of almost every deal.',
        icon: 'school',
      },
      {
        title: 'Eagle Ford and Austin Chalk',
        body: 'Horizontal drilling in the chalk and the Eaglebine means long laterals, large units and pooling terms worth reading closely.',
        icon: 'oil',
      },
      {
        title: 'Solar and storage interest',
        body: 'Renewable developers lease land for decades, so option terms, decommissioning and surface restoration deserve as much attention as rent.',
        icon: 'solar',
      },
    ],
    image: 'university-town',
    imageAlt: 'Brazos Valley pasture with a university town on the horizon',
  },
  resources: {
    title: 'Local Records and Agencies',
    intro: 'Where the answers usually are for Brazos Valley land and minerals.',
    items: [
      {
        title: 'Brazos County Clerk',
        body: 'Keeps the deed records, recorded leases, easements and plats for Brazos County, plus the probate files used to trace inherited interests.',
        icon: 'description',
        bullets: [
          'Deeds and mineral reservations',
          'Leases, easements and releases',
          'Subdivision plats and probate files',
        ],
      },
      {
        title: 'Railroad Commission of Texas',
        body: 'The state regulator for oil and gas wells and pipelines. Permits, completion reports and production data show exactly what is being drilled in the Brazos Valley.',
        icon: 'account-balance',
        bullets: [
          'Drilling permits and well locations',
          'Production by lease and well',
          'Field rules and pooling filings',
        ],
      },
      {
        title: 'Cities of Bryan and College Station',
        body: 'Within city limits and nearby, local rules on development, platting and oil and gas operations can affect where pads, roads and lines are placed.',
        icon: 'apartment',
      },
      {
        title: 'Brazos Valley Groundwater Conservation District',
        body: 'Regulates water wells in Brazos and Robertson counties, which matters when a lease or surface agreement covers water sales for drilling and completion.',
        icon: 'water',
      },
    ],
  },
  topics: [
    {
      kind: 'cards',
      id: 'advantages',
      title: 'Why the Brazos Valley Draws Developers',
      columns: 3,
      items: [
        {
          title: 'Proven chalk and Eagle Ford rock',
          body: 'Decades of Austin Chalk production and newer Eaglebine drilling give operators a known target close to Gulf Coast markets.',
          icon: 'oil',
        },
        {
          title: 'Land for renewables',
          body: 'Open farm and ranch land near transmission and growing demand attracts utility-scale solar and battery storage projects.',
          icon: 'battery',
        },
        {
          title: 'A growing market',
          body: 'Population growth around the university supports rising land values, which gives owners more to protect and more leverage in negotiation.',
          icon: 'trending',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'regulatory',
      title: 'How Development Is Regulated Here',
      columns: 3,
      items: [
        {
          title: 'State oil and gas rules',
          body: 'The Railroad Commission permits wells and sets field rules. Cities may apply reasonable rules on things like setbacks and operations, but Texas law limits how far local regulation can go.',
          icon: 'gavel',
        },
        {
          title: 'Wind and solar decommissioning',
          body: 'Texas law now requires decommissioning terms and financial assurance in many wind and solar leases. Knowing what the statute covers helps you judge what a lease offer leaves out.',
          icon: 'solar',
        },
        {
          title: 'Easements and condemnation',
          body: 'Pipelines and utilities serving the corridor may hold eminent domain authority and must follow Texas’s statutory offer process. Negotiated terms still decide most of what an easement allows.',
          icon: 'route',
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
          title: 'Split surface and minerals',
          body: 'Many homeowners and developers around Bryan own the surface but not the minerals. Their protections depend on earlier reservations, leases and any surface use agreements.',
          icon: 'landscape',
        },
        {
          title: 'Competing land uses',
          body: 'A tract can attract an oil and gas lease, a solar option and a pipeline at once. Terms in one can limit the others, so they need to be read together.',
          icon: 'balance',
        },
        {
          title: 'Subdivided tracts',
          body: 'As farms become lots, one old mineral interest can end up spread across many small owners, which makes leasing and title work slower.',
          icon: 'map',
        },
      ],
    },
  ],
  services: {
    title: 'Services for Bryan and the Brazos Valley',
    intro: 'The work that comes up most in the university corridor.',
    items: [
      {
        service: 'oil-gas-leasing',
        blurb:
          'Negotiating Austin Chalk and Eagle Ford leases with sound pooling, depth and surface terms.',
      },
      {
        service: 'lithium-renewables',
        blurb:
          'Reviewing solar and battery storage options and leases, from rent and term to decommissioning.',
      },
      {
        service: 'surface-settlements',
        blurb: 'Settling damages for pads, roads and lines on farms, ranches and land near homes.',
      },
      {
        service: 'lease-checks',
        blurb:
          'Confirming a Brazos Valley lease is valid and in force before you pay or drill, in 24-48 hours.',
      },
      {
        service: 'row-acquisition',
        blurb:
          'Easements for pipelines, transmission and road projects across a fast-growing corridor.',
      },
      {
        service: 'deal-evaluation',
        blurb:
          'Due diligence on chalk and Eaglebine acreage and royalty purchases before you commit.',
      },
    ],
    linked: true,
  },
  coverage: {
    title: 'Also Serving Nearby',
    intro: 'Bryan work regularly takes me across the Brazos Valley and neighboring counties.',
    towns: [
      { name: 'College Station', note: 'Brazos County, home of Texas A&M University' },
      { name: 'Caldwell', note: 'Burleson County seat on the Austin Chalk trend' },
      { name: 'Madisonville', note: 'Madison County seat in Eaglebine country' },
      { name: 'Navasota', note: 'Grimes County, where the Eaglebine and highway growth meet' },
      { name: 'Huntsville', note: 'Walker County seat; timberland and pipeline corridors' },
      {
        name: 'Brenham',
        note: 'Washington County seat; farm and ranch tracts with easement questions',
      },
    ],
  },
  nearby: [],
  links: [],
  cta: {
    title: 'Weighing a Lease, a Solar Offer or an Easement in the Brazos Valley?',
    body: 'Send me what you have been offered. I will explain what it covers, how it fits with any other agreements on the land and where there is room to negotiate.',
    primary: { label: 'Schedule a Free Consultation', href: '/contact' },
    secondary: { label: 'Send Your Offer for Review', href: '/contact' },
  },
  faqs: [
    {
      question: 'I own a house near Bryan but not the minerals. Can someone drill on my property?',
      answer:
        'In Texas the mineral estate can reasonably use the surface to develop the minerals, so a mineral owner or lessee may have rights you do not control. In practice, horizontal wells are usually drilled from pads on larger tracts, and city rules may also apply. Checking the deed history shows who owns the minerals and what was reserved or agreed about surface use.',
    },
    {
      question: 'A solar developer offered me an option on my land. What should I watch for?',
      answer:
        'Look at how long the option lasts and what it pays, how long the lease runs once exercised, which part of the land is used, how rent changes over time, and who removes the equipment at the end. Also check how the solar lease fits with any oil and gas lease or pipeline easement already on the land.',
    },
    {
      question: 'Is Brazos County part of the Eagle Ford?',
      answer:
        'Brazos County sits on the Austin Chalk and Eagle Ford trend, and the Eagle Ford and Woodbine, often called the Eaglebine, are drilled in and around Brazos, Grimes, Madison and Leon counties. The Railroad Commission’s permit and production records show which formations are being drilled near a particular tract.',
    },
    {
      question: 'Can I have an oil and gas lease and a solar lease on the same land?',
      answer:
        'Often yes, but the two must fit together. The mineral lessee’s right to use the surface can conflict with panels, and many solar developers want an accommodation or surface use agreement with the mineral side. Reading both agreements together before signing avoids surprises later.',
    },
  ],
} satisfies LocationPage;
