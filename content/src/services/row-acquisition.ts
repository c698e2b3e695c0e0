import type { ServicePage } from '../page-types';

export const rowAcquisition = {
  slug: 'row-acquisition',
  name: 'ROW Acquisition',
  card: {
    title: 'Right-of-Way Acquisition',
    description:
      'Route research, landowner negotiation and recorded easements for pipelines, power lines, renewable projects and public infrastructure.',
    icon: 'route',
    features: [
      'Tract-by-tract ownership research',
      'Respectful, documented landowner contact',
      'Easements closed, paid and recorded',
    ],
  },
  seo: {
    title: 'Right-of-Way Acquisition Services in TX, OK, NM & LA',
    description:
      'Right-of-way acquisition for pipelines, transmission, renewables, fiber, roads and water lines: title research, landowner negotiation and recorded easements.',
    keywords: [
      'right-of-way acquisition',
      'ROW landman',
      'pipeline easement',
      'transmission line easement',
      'easement negotiation',
      'eminent domain Texas',
    ],
  },
  hero: {
    eyebrow: 'Right-of-Way Acquisition',
    title: 'Right-of-Way Acquisition That Keeps Projects Moving and Landowners Informed',
    subtitle:
      'From the first route sketch to the recorded easement, I research every tract, sit down with every owner and deliver a clean, documented right-of-way your project can build on.',
    primaryCta: 'Discuss Your Project Route',
    secondaryCta: 'Schedule a Free Consultation',
  },
  intro: {
    title: 'A Linear Project Is Only as Good as Its Weakest Tract',
    paragraphs: [
      'A pipeline, transmission line or fiber route can cross dozens or hundreds of tracts, and each one has its own owners, lienholders, tenants and history. One unsigned tract, one missed heir or one easement that leaves out the temporary workspace can stall construction crews and push a schedule back by months.',
      'Right-of-way work starts at the courthouse, not at the front gate. I run ownership down to the current surface owners, flag the problems early (estates that were never probated, unreleased mortgages, pipeline corridors already crowded with existing easements) and give your team a realistic picture of each tract before anyone knocks on a door.',
      'When it is time to talk with landowners, I do it face to face and in plain English. People sign faster and with fewer hard feelings when they understand what the easement allows, what it does not, and how their land will be put back when the work is done.',
    ],
    image: 'pipeline-row',
    imageAlt:
      'A cleared pipeline right-of-way through pine country, with survey stakes along the route and pipe stacked beside it',
    highlights: [
      'Ownership and encumbrance research on every tract',
      'Landowner contact logged from first call to closing',
      'Easements, releases and plats delivered ready to record',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'project-types',
      title: 'Projects I Acquire Right-of-Way For',
      intro:
        'Every corridor has its own instruments, permitting agencies and landowner concerns. These are the project types I work on.',
      columns: 3,
      items: [
        {
          title: 'Pipelines',
          body: 'Gathering lines, transmission lines and flowlines carrying oil, natural gas, natural gas liquids, produced water or CO2.',
          icon: 'oil',
          bullets: [
            'Permanent and temporary workspace easements',
            'Depth of cover and product terms',
          ],
        },
        {
          title: 'Power Transmission',
          body: 'Electric transmission and distribution lines, substations and the access routes crews need to build and maintain them.',
          icon: 'bolt',
          bullets: ['Structure locations and clearances', 'Vegetation management terms'],
        },
        {
          title: 'Renewable Energy',
          body: 'Collection lines, generation tie-lines and access roads that connect solar, wind and storage projects to the grid.',
          icon: 'solar',
          bullets: ['Gen-tie and collection corridors', 'Coordination with project leases'],
        },
        {
          title: 'Telecommunications',
          body: 'Buried and aerial fiber routes, tower sites and the access easements that rural broadband build-outs depend on.',
          icon: 'route',
          bullets: [
            'Long linear routes across many owners',
            'Shared corridors with existing utilities',
          ],
        },
        {
          title: 'Transportation',
          body: 'Road widening, new alignments, rail spurs and the drainage and access rights that come with them.',
          icon: 'map',
          bullets: ['Fee and easement acquisitions', 'Access and frontage changes'],
        },
        {
          title: 'Water',
          body: 'Water supply lines, produced-water systems, reservoirs and drainage projects for municipalities, districts and industry.',
          icon: 'water',
          bullets: ['Supply and transfer lines', 'Drainage and flowage easements'],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'landowner-considerations',
      title: 'What Landowners Care About, and What a Good Easement Addresses',
      intro:
        'Most delays come from terms nobody explained. I walk owners through these points before they are asked to sign, so the agreement they sign is one they understand.',
      items: [
        'Width of the permanent easement and of any temporary construction workspace, and when the temporary space ends',
        'How many lines or structures the easement allows and what they may carry',
        'Depth of cover for buried lines and whether topsoil is set aside and replaced (double-ditching)',
        'Which roads and gates crews will use, and how fences, cattle guards and livestock are protected during construction',
        'Payment for crops, timber, fences and other improvements damaged during construction',
        'Restoration standards: grading, reseeding, erosion control and who checks the work',
        'Whether the easement can be assigned, and what happens to the line if it is ever abandoned',
        'How the payment is figured (per rod, per foot or lump sum) and when it is paid',
      ],
    },
    {
      kind: 'cards',
      id: 'eminent-domain',
      title: 'Eminent Domain: Knowing the Process Without Leaning on It',
      intro:
        'Some project sponsors hold the power of eminent domain and many do not. I understand how the condemnation process works in each state I cover so negotiations are handled correctly from the first offer. I am a landman, not an attorney: legal questions go to the project’s counsel or the landowner’s own lawyer.',
      columns: 3,
      items: [
        {
          title: 'Authority Comes First',
          body: 'Whether a company may condemn depends on what it is and what it is building. I confirm with project counsel which status the sponsor holds before any landowner conversation, so nobody is told something that is not true.',
          icon: 'gavel',
        },
        {
          title: 'Offers That Hold Up',
          body: 'Texas requires a condemning entity to follow set steps before filing, including giving the owner the Landowner’s Bill of Rights and making a bona fide offer. I keep offers, appraisals and correspondence organized so the record shows how each owner was treated.',
          icon: 'description',
        },
        {
          title: 'Negotiation Is the Goal',
          body: 'Condemnation is slow, costly and hard on relationships for both sides. A fair offer, explained clearly and supported by real numbers, settles far more tracts than a court filing ever does.',
          icon: 'handshake',
        },
      ],
    },
    {
      kind: 'states',
      id: 'regional-expertise',
      title: 'Regional Right-of-Way Expertise',
      intro:
        'Records, agencies and landowner expectations change at every state line. I work all four states I cover.',
      items: [
        {
          state: 'TX',
          body: 'Most Texas routes cross private land, so acquisition runs through county clerk records and one-on-one negotiation with owners who know their rights.',
          bullets: [
            'County deed, probate and lien records',
            'Railroad Commission pipeline permits and filings',
            'Landowner’s Bill of Rights in condemnation matters',
          ],
        },
        {
          state: 'OK',
          body: 'Oklahoma routes often mix fee land, heavily divided family ownership and, in parts of the state, tribal and restricted Indian lands with federal approval requirements.',
          bullets: [
            'County clerk and court clerk records',
            'Restricted and tribal land coordination',
            'Oklahoma Corporation Commission filings',
          ],
        },
        {
          state: 'NM',
          body: 'Southeast New Mexico corridors regularly cross federal and state trust land, where grants come from the agency rather than a landowner signature.',
          bullets: [
            'Bureau of Land Management right-of-way grants',
            'New Mexico State Land Office easements',
            'Private fee tracts between public lands',
          ],
        },
        {
          state: 'LA',
          body: 'Louisiana keeps conveyance records by parish, follows civil-law property rules and calls condemnation expropriation, all of which shape how servitudes are drafted and acquired.',
          bullets: [
            'Parish clerk of court conveyance records',
            'Servitudes under Louisiana civil law',
            'Wetland and coastal permitting constraints',
          ],
        },
      ],
    },
  ],
  process: {
    title: 'How a Right-of-Way Project Runs',
    intro: 'Six steps, the same on a two-mile lateral or a hundred-mile transmission line.',
    steps: [
      {
        title: 'Route Planning',
        body: 'I review the proposed route against ownership maps, existing easements, homes, water features and known problem tracts, and suggest adjustments before the survey crews go out.',
      },
      {
        title: 'Title Research',
        body: 'For every tract I identify the current surface owners, lienholders, tenants and existing easements from county or parish records, and flag any title problem that could hold up a signature.',
      },
      {
        title: 'Landowner Contact',
        body: 'I introduce the project, explain the survey and the easement, and answer questions in person. Every contact is logged so your team knows where each tract stands.',
      },
      {
        title: 'Negotiation',
        body: 'I present offers, work through concerns about routing, access, restoration and damages, and bring reasonable requests back to your team for a quick decision.',
      },
      {
        title: 'Documentation',
        body: 'I prepare or review easements, memoranda, plats, lien subordinations and damage releases so each file is complete and consistent with what the landowner agreed to.',
      },
      {
        title: 'Closing',
        body: 'I confirm signatures and notary blocks, deliver payment, record the instruments and hand over a tract file your operations team can rely on for the life of the line.',
      },
    ],
  },
  related: ['title-curative', 'surface-settlements', 'lease-checks', 'deal-evaluation'],
  cta: {
    title: 'Planning a Route Across Texas, Oklahoma, New Mexico or Louisiana?',
    body: 'Tell me where the line starts and ends and when you need to be in the ground. I will tell you what the title and the landowners are likely to look like, and how I would staff it.',
    buttonLabel: 'Start the Conversation',
  },
  faqs: [
    {
      question: 'What is the difference between a right-of-way and an easement?',
      answer:
        'People often use the terms interchangeably. A right-of-way is the strip of land a project needs to cross, and an easement is usually the recorded document that grants the right to use that strip for a stated purpose. The landowner keeps ownership of the land and can generally keep using it in ways that do not interfere with the easement. The exact rights depend on what the signed document says.',
    },
    {
      question: 'How are right-of-way payments usually calculated?',
      answer:
        'Pipeline easements in Texas and neighboring states are often priced per rod (16.5 feet) or per linear foot, while other projects use a lump sum per tract. Payment may be split between the permanent easement, temporary workspace and separate damages for crops, timber and improvements. Values vary widely by location, land use and project, so I base offers and counteroffers on local sales and comparable agreements rather than a standard rate.',
    },
    {
      question: 'Does every pipeline or utility company have the power of eminent domain?',
      answer:
        'No. Whether a company can condemn land depends on what kind of entity it is and the type of project, and the rules differ by state. Some gas gathering lines and private projects have no condemnation authority at all. A landowner who receives a notice or offer that mentions eminent domain should ask the company to state its authority and talk with an attorney about their rights. I can explain how the process generally works, but I do not give legal advice.',
    },
    {
      question: 'What should a landowner ask for in a pipeline easement?',
      answer:
        'Common requests include a defined width for the permanent and temporary areas, a limit on the number of lines and the products they carry, a minimum depth of cover, topsoil segregation, agreed access routes, fence and gate protection during construction, restoration standards, payment for damages and clear terms on abandonment. Not every request fits every project, but each one is a fair question to raise before signing.',
    },
    {
      question: 'Can you work on public land in New Mexico or tribal land in Oklahoma?',
      answer:
        'Yes. Routes across federal land in New Mexico require a right-of-way grant from the Bureau of Land Management, and state trust land requires an easement from the New Mexico State Land Office. Restricted Indian and tribal lands in Oklahoma involve federal approval and tribal coordination. I research those tracts, prepare the application materials and coordinate with the agencies alongside the private-land acquisition.',
    },
    {
      question: 'How long does right-of-way acquisition take?',
      answer:
        'It depends on route length, how many owners hold each tract, the condition of title and how much of the line crosses public or tribal land. A short route across clean title with engaged owners moves quickly; a long route with unprobated estates and absentee heirs takes longer. After the title research stage I can give you a tract-by-tract view of which parcels are likely to be slow and why.',
    },
  ],
} satisfies ServicePage;
