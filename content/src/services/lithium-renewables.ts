import { marketingFigures } from '../facts';
import type { ServicePage } from '../page-types';

const { lithiumTimeline, lithiumLifecycle } = marketingFigures.lithiumVersusOilGas;

export const lithiumRenewables = {
  slug: 'lithium-renewables',
  name: 'Lithium & Renewables',
  card: {
    title: 'Lithium & Renewables',
    description:
      'Land and title work for Smackover lithium brine projects and for solar, wind, battery storage and transmission development.',
    icon: 'bolt',
    features: [
      'Smackover brine title and leasing',
      'Solar, wind and storage site control',
      'Mineral and surface conflicts resolved early',
    ],
  },
  seo: {
    title: 'Lithium Brine & Renewable Energy Land Services',
    description:
      'Landman services for Smackover lithium brine and direct lithium extraction projects, plus solar, wind, battery storage and transmission land work in East Texas.',
    keywords: [
      'lithium brine landman',
      'Smackover lithium',
      'direct lithium extraction',
      'solar land lease',
      'wind lease',
      'battery storage site',
      'East Texas renewable energy',
    ],
  },
  hero: {
    eyebrow: 'Lithium & Renewable Energy',
    title: 'Land Services for Lithium Brine and Renewable Energy Projects',
    subtitle:
      'New energy still runs on old title. I bring oil-and-gas landwork discipline to lithium brine, solar, wind, storage and transmission projects across East Texas and the Gulf Coast region.',
    primaryCta: 'Discuss Your Energy Project',
    secondaryCta: 'Schedule a Free Consultation',
  },
  intro: {
    title: 'The Same Land, New Kinds of Projects',
    paragraphs: [
      'The tracts that carried East Texas through a century of oil and gas are now being looked at for lithium in deep brine, for solar arrays on open pasture, for wind, for battery storage beside substations and for the transmission lines that tie them together. The land is familiar. The contracts, timelines and ownership questions are not.',
      'Lithium brine raises questions older leases never anticipated: who owns the lithium in the water produced from deep formations, whether an existing oil and gas lease covers it, and how spent brine will be returned underground. Renewable projects have their own puzzle. A developer may lease the surface for decades while someone else owns the minerals underneath, and both interests have to be accounted for before anyone can finance or build.',
      'I research ownership in both estates, identify the conflicts before they surface at the title insurer’s desk, and negotiate the leases, options, accommodation agreements and easements that give a project clean, bankable site control.',
    ],
    image: 'solar-wind',
    imageAlt: 'Rows of solar panels in front of wind turbines on open rolling land',
    highlights: [
      'Surface and mineral ownership researched together',
      'Lease terms written for long-lived projects',
      'Site control packages ready for financing review',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'lithium-brine',
      title: 'Lithium Brine Development',
      intro:
        'The Smackover Formation, a deep Jurassic limestone, holds brine that has been produced in South Arkansas for bromine for decades. Companies are now working to recover lithium from that same brine across South Arkansas and Northeast Texas, and the formation continues east into North Louisiana.',
      columns: 2,
      items: [
        {
          title: 'Smackover Brine',
          body: 'The Smackover trend runs beneath the Gulf Coast states, and its brines in the East Texas and South Arkansas area have drawn wide interest as a domestic lithium source. Projects are defined by where the brine is richest and where the title can be assembled.',
          icon: 'water',
        },
        {
          title: 'Direct Lithium Extraction',
          body: 'Direct lithium extraction (DLE) pulls lithium out of brine in a processing plant using methods such as adsorption or ion exchange, then returns the spent brine underground. It needs far less surface than evaporation ponds, but commercial-scale plants in this region are still being proven.',
          icon: 'science',
        },
        {
          title: 'Ownership Questions',
          body: 'Whether lithium in brine belongs with the oil and gas, with other minerals or with the water is not settled the same way everywhere, and many old leases and deeds never mention it. Careful title work and clear lease language protect both owners and developers.',
          icon: 'gavel',
        },
        {
          title: 'Wells, Plants and Reinjection',
          body: 'A brine project needs supply wells, injection wells, gathering pipelines and a central plant, all operating for decades. That means surface agreements, right-of-way and subsurface rights for reinjected brine, not just a mineral lease.',
          icon: 'oil',
          href: '/services/lithium-leasing',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'renewable-energy',
      title: 'Renewable Energy Land Services',
      intro:
        'Utility-scale renewable projects are long-term land deals. I handle the site control work for each of the four main project types.',
      columns: 4,
      items: [
        {
          title: 'Solar',
          body: 'Option and lease agreements for utility-scale solar on open, level land near transmission, with title review of the surface and the severed minerals beneath it.',
          icon: 'solar',
          bullets: ['Option, construction and operating terms', 'Mineral accommodation agreements'],
        },
        {
          title: 'Wind',
          body: 'Wind leases and easements covering turbine sites, access roads, collection lines and the setbacks and rights that protect the wind resource across neighboring tracts.',
          icon: 'wind',
          bullets: ['Turbine and road layouts', 'Participation among neighboring owners'],
        },
        {
          title: 'Storage',
          body: 'Battery energy storage sites, often small tracts close to substations, where access, setbacks and interconnection rights decide whether a site works.',
          icon: 'battery',
          bullets: ['Sites near substations', 'Access and interconnection rights'],
        },
        {
          title: 'Transmission',
          body: 'Generation tie-lines, collection corridors and substation sites that connect projects to the grid, acquired tract by tract with recorded easements.',
          icon: 'bolt',
          bullets: ['Gen-tie right-of-way', 'Substation site acquisition'],
          href: '/services/row-acquisition',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'east-texas-advantages',
      title: 'Why East Texas',
      intro:
        'East Texas and its neighbors across the Arkansas and Louisiana lines bring together resource, land and experience in a way few regions can.',
      columns: 3,
      items: [
        {
          title: 'On the Smackover Trend',
          body: 'Northeast Texas sits on the Smackover trend that lithium developers are studying, next door to the South Arkansas brine industry.',
          icon: 'science',
        },
        {
          title: 'Oilfield Know-How',
          body: 'Generations of drilling, saltwater disposal and pipeline work left a skilled workforce, service companies and regulators who understand deep wells and injection.',
          icon: 'oil',
        },
        {
          title: 'Established Corridors',
          body: 'Existing pipeline, highway, rail and utility corridors give new projects routes that landowners and counties already know.',
          icon: 'route',
        },
        {
          title: 'Working Land',
          body: 'Large tracts of pasture and timberland offer room for solar, storage and processing sites, often held by families who have managed land for generations.',
          icon: 'landscape',
        },
        {
          title: 'More Than One Grid',
          body: 'Parts of East Texas are served by ERCOT and other parts by the SPP and MISO markets, which shapes interconnection options and should be checked site by site.',
          icon: 'bolt',
        },
        {
          title: 'Deep Title Records',
          body: 'A long history of mineral severance, heirship and old leases means title here rewards a landman who knows the local county records.',
          icon: 'description',
        },
      ],
    },
  ],
  process: {
    title: 'How I Take a Project From Prospect to Site Control',
    steps: [
      {
        title: 'Screening',
        body: 'I map ownership, existing leases, easements and severed minerals across your area of interest and flag tracts that will be slow or difficult before you commit.',
      },
      {
        title: 'Title Research',
        body: 'I run the surface and mineral chains on target tracts, identify heirs, liens and conflicting rights, and outline the curative each tract needs.',
      },
      {
        title: 'Negotiation',
        body: 'I negotiate leases, options, easements and mineral accommodation agreements with owners, explaining long-term terms plainly so agreements hold up.',
      },
      {
        title: 'Site Control Package',
        body: 'I close and record the instruments and deliver a tract-by-tract file with title, agreements and open items, ready for your lenders and title insurer.',
      },
    ],
  },
  related: ['lithium-leasing', 'title-curative', 'lease-checks', 'deal-evaluation'],
  cta: {
    title: 'Exploring Lithium or Renewable Development?',
    body: 'Whether you are a developer assembling a project area or a landowner who has received an offer, I can tell you what the title looks like and what the agreement should cover.',
    buttonLabel: 'Discuss Your Project',
  },
  faqs: [
    {
      question: 'Does my existing oil and gas lease cover lithium?',
      answer:
        'It depends on the lease language and on state law. A lease limited to oil and gas reads differently from one granting oil, gas and other minerals, and the ownership of lithium in brine has not been settled the same way in every state. Have the lease and your chain of title reviewed before you sign anything new or assume you are already leased. For a legal opinion on your specific situation, talk with an oil and gas attorney.',
    },
    {
      question: 'What is direct lithium extraction?',
      answer:
        'Direct lithium extraction, or DLE, is a group of processing methods that pull lithium out of brine pumped from deep wells, then return the remaining brine underground. It uses much less surface area than the evaporation ponds used in South America. Several companies are piloting it on Smackover brine, but commercial-scale operation in this region is still being proven.',
    },
    {
      question: 'How long before a lithium brine project produces?',
      answer: `Lithium brine projects generally take ${lithiumTimeline}, because the resource has to be tested, the extraction plant designed and permitted, and financing arranged. Once running, a project may operate for ${lithiumLifecycle}. That long horizon is why lease terms for lithium need different protections than a typical oil and gas lease.`,
    },
    {
      question: 'Can I lease my land for solar if someone else owns the minerals?',
      answer:
        'Often, yes. The surface owner can usually lease the surface for solar, but developers and their lenders will look closely at who owns the minerals and whether future drilling could interfere with the project. Many projects address that with agreements from mineral owners that set aside areas for drilling or limit surface use. I research both estates so those issues are identified early.',
    },
    {
      question: 'What do solar and wind developers look for in land?',
      answer:
        'Developers generally want large, contiguous, open tracts, reasonable access, few environmental or flood constraints, and nearby transmission with capacity to connect. Clear title to the surface, a manageable mineral picture and willing neighbors matter just as much, because a project cannot be financed without reliable site control.',
    },
    {
      question: 'What terms matter most in a renewable energy lease?',
      answer:
        'Look closely at the option period and what triggers construction, the operating term and any extensions, how rent and other payments are figured, which parts of the property the developer can use, crop and damage payments, insurance and indemnity, and decommissioning and removal of equipment at the end of the project, including how that removal is secured. A lease check before signing is a good way to see how an offer compares.',
    },
  ],
} satisfies ServicePage;
