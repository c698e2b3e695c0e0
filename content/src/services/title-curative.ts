import { marketingFigures } from '../facts';
import type { ServicePage } from '../page-types';

export const titleCurative = {
  slug: 'title-curative',
  name: 'Title Curative',
  card: {
    title: 'Title Curative',
    description:
      'Clearing the defects a title opinion turns up, so wells can be drilled, interests can be sold and royalties can be paid.',
    icon: 'verified',
    features: [
      'Title opinion requirements worked',
      'Affidavits, ratifications and releases',
      'Over 500 title defects resolved',
    ],
  },
  seo: {
    title: 'Title Curative for Oil, Gas & Mineral Interests',
    description:
      'Title curative in Texas, Oklahoma, New Mexico and Louisiana: broken chains, missing heirs, unreleased leases and liens fixed with the right instruments.',
    keywords: [
      'title curative',
      'oil and gas title defects',
      'title opinion requirements',
      'affidavit of heirship',
      'stipulation of interest',
      'mineral title cure',
    ],
  },
  hero: {
    eyebrow: 'Title Curative',
    title: 'Clear the Title Defects Standing Between You and the Well',
    subtitle:
      'I work through title opinion requirements one by one, finding the people, drafting the instruments and getting them signed and recorded.',
    primaryCta: 'Get Help With Curative',
    secondaryCta: 'Schedule a Free Consultation',
  },
  intro: {
    title: 'Title Problems Stop Wells, Sales and Royalty Checks',
    paragraphs: [
      'When an oil and gas attorney examines title for a drilling unit or a sale, the opinion ends with requirements: the things that must be fixed before the attorney can say who owns what. Until they are satisfied, an operator may not drill, a buyer may not close, and royalty owners often sit in suspense.',
      'Curative is the work of satisfying those requirements. It means tracking down heirs and prior owners, drafting affidavits, ratifications, releases and stipulations, getting them signed and notarized, recording them in the right county or parish, and showing the examining attorney that each requirement is met.',
      `I have worked curative across Texas, Oklahoma, New Mexico and Louisiana, with ${marketingFigures.titleDefectsResolved}. When a requirement calls for a court, such as a probate or a suit to quiet title, I prepare the groundwork and hand it to your attorney.`,
    ],
    image: 'title-documents',
    imageAlt: 'Title opinion with marked requirements next to recorded deeds and affidavits',
    highlights: [
      'Over 500 title defects resolved',
      'Curative instruments drafted and recorded',
      'Close coordination with examining attorneys',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'common-defects',
      title: 'Common Title Defects',
      intro: 'Most requirements fall into a handful of families. Each has its own cure.',
      columns: 3,
      items: [
        {
          title: 'Breaks in the Chain of Title',
          body: 'A grantor who never received the interest of record, a missing conveyance, or an unrecorded deed that everyone assumed was filed.',
          icon: 'route',
          bullets: [
            'Missing or unrecorded instruments',
            'Grantor not in the chain',
            'Gaps between owners',
          ],
        },
        {
          title: 'Unprobated Estates and Missing Heirs',
          body: 'An owner died and the interest never passed of record, or the heirs were never identified and documented.',
          icon: 'family',
          bullets: [
            'Affidavits of heirship',
            'Probate or heirship proceedings',
            'Ancillary probate in another state',
          ],
        },
        {
          title: 'Unreleased Leases, Mortgages and Liens',
          body: 'Old leases that expired but were never released, deeds of trust still open of record, and judgment or tax liens.',
          icon: 'description',
          bullets: [
            'Expired lease releases',
            'Mortgage releases or subordinations',
            'Lien releases',
          ],
        },
        {
          title: 'Legal Description Errors',
          body: 'Wrong section, survey or abstract numbers, calls that do not close, or acreage that does not match the tract.',
          icon: 'map',
          bullets: [
            'Correction instruments',
            'Surveys and plats',
            'Ratifications by affected parties',
          ],
        },
        {
          title: 'Ambiguous Reservations and Fractions',
          body: 'Reservations that can be read as a fraction of royalty or a fractional royalty, double fractions, and overconveyed interests.',
          icon: 'balance',
          bullets: [
            'Stipulations of interest',
            'Cross-conveyances',
            'Attorney interpretation where needed',
          ],
        },
        {
          title: 'Names, Signatures and Spouses',
          body: 'Name variations between instruments, missing spousal joinder on homestead or community property, and defective acknowledgments.',
          icon: 'assignment',
          bullets: [
            'Affidavits of identity',
            'Ratifications by spouses',
            'Re-executed instruments',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'curative-instruments',
      title: 'Curative Instruments I Prepare and Record',
      intro:
        'The right instrument depends on the defect, the state and what the examining attorney will accept.',
      items: [
        'Affidavits of heirship, of identity, and of use and possession',
        'Affidavits of non-production to show that an old lease has ended',
        'Releases of expired leases, mortgages and liens',
        'Ratifications of leases, pooling and unit designations',
        'Stipulations of interest to fix how a royalty is shared',
        'Correction instruments and quitclaims to repair conveyances',
        'Run sheets and chain-of-title summaries for the examining attorney',
      ],
    },
    {
      kind: 'states',
      id: 'state-expertise',
      title: 'Curative Across Four States',
      intro:
        'Each state records, probates and pools minerals its own way. Curative that works in one may not satisfy an examiner in another.',
      items: [
        {
          state: 'TX',
          body: 'Texas examiners rely heavily on recorded affidavits of heirship and on county clerk records, and ambiguous royalty reservations are often settled by stipulation of interest.',
          bullets: [
            'Affidavits of heirship and muniment of title probates',
            'Correction instruments for recorded conveyances',
            'Community property and homestead joinder',
          ],
        },
        {
          state: 'OK',
          body: 'Oklahoma title turns on county clerk records, Oklahoma Corporation Commission spacing and pooling orders, and examiners who often want a probate or court heirship determination.',
          bullets: [
            'Pooling order elections and respondents',
            'Probate and district court heirship determinations',
            'Oklahoma Title Examination Standards',
          ],
        },
        {
          state: 'NM',
          body: 'New Mexico mixes fee, state and federal minerals, so curative may run through county records, the State Land Office and the Bureau of Land Management.',
          bullets: [
            'Federal and state lease records',
            'Oil Conservation Division pooling orders',
            'Community property considerations',
          ],
        },
        {
          state: 'LA',
          body: 'Louisiana’s civil law system works in parishes, successions and mineral servitudes, with its own vocabulary and its own rules for when rights end.',
          bullets: [
            'Successions and judgments of possession',
            'Mineral servitudes and prescription of nonuse',
            'Usufruct and community property',
          ],
        },
      ],
    },
  ],
  process: {
    title: 'My 4-Step Curative Process',
    steps: [
      {
        title: 'Review the Requirements',
        body: 'I read the title opinion and the records behind it, group the requirements by defect, and propose the cure for each with your attorney’s input.',
      },
      {
        title: 'Research and Locate',
        body: 'I run the chains, find heirs, prior owners, lenders and lessees, and confirm who must sign what.',
      },
      {
        title: 'Draft, Sign and Record',
        body: 'I prepare the curative instruments, explain them to each signer in plain terms, collect notarized signatures and record them in the right county or parish.',
      },
      {
        title: 'Satisfy and Confirm',
        body: 'I deliver a curative package showing how each requirement was met, so the examining attorney can clear it and the operator can drill or pay.',
      },
    ],
  },
  related: ['suspense-minerals', 'lease-checks', 'leasehold-audits', 'deal-evaluation'],
  cta: {
    title: 'Have a Title Opinion Full of Requirements?',
    body: 'Send me the opinion. I will tell you which requirements I can cure, which need an attorney, and where to start.',
    buttonLabel: 'Get Help With Curative',
  },
  faqs: [
    {
      question: 'What is title curative?',
      answer:
        'Curative is the work of fixing the defects found when title to a tract is examined. The examining attorney lists requirements in the title opinion, and the curative landman gathers the facts, prepares the instruments and gets them signed and recorded so each requirement can be cleared.',
    },
    {
      question: 'Who decides what curative is needed?',
      answer:
        'The examining attorney does, through the requirements in the title opinion. I can suggest the most practical cure for each one, but the attorney decides whether it satisfies the requirement. If you have no opinion yet, a lease check or a run sheet can show likely problems early.',
    },
    {
      question: 'What is an affidavit of heirship?',
      answer:
        'It is a sworn statement, usually by someone who knew the family but does not inherit, describing the deceased owner, their marriages and their children. Once recorded in the county where the minerals lie, examiners and operators often rely on it to show who inherited. Whether an affidavit is enough, or a probate or court determination of heirship is needed, depends on the state and the facts, and that is a question for an attorney.',
    },
    {
      question: 'What is a stipulation of interest?',
      answer:
        'It is an agreement signed by the owners of a tract that states how a royalty or mineral interest is shared when an old deed is ambiguous, for example whether a reservation is a fraction of royalty or a fixed fractional royalty. Signed and recorded, it lets the operator pay on an agreed basis. Because it can change what each owner receives, every signer should understand it and may want their own attorney to review it.',
    },
    {
      question: 'When do I need an attorney instead of a landman?',
      answer:
        'Whenever the cure needs a court or a legal judgment: a probate, a suit to quiet title, a dispute between owners, or an opinion on how a deed should be read. I do the research, build the record and prepare the instruments a landman can prepare; your attorney handles the legal side.',
    },
  ],
} satisfies ServicePage;
