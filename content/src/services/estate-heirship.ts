import { marketingFigures } from '../facts';
import type { ServicePage } from '../page-types';

const { heirship } = marketingFigures;

export const estateHeirship = {
  slug: 'estate-heirship',
  name: 'Estate & Heirship',
  card: {
    title: 'Estate & Heirship',
    description:
      'Tracing and documenting the heirs to family minerals so title is clear, royalties are released and the next generation inherits cleanly.',
    icon: 'family',
    features: [
      'Heir identification',
      'Affidavits and probate support',
      'Suspended revenue released',
    ],
  },
  seo: {
    title: 'Mineral Rights Estate & Heirship Services',
    description:
      'Heirship research for inherited mineral rights in TX, OK, NM and LA: find and document every heir, clear title and release suspended royalties to the family.',
    keywords: [
      'inherited mineral rights',
      'mineral rights heirship',
      'affidavit of heirship',
      'suspended royalties estate',
      'mineral rights probate',
      'family mineral interests',
    ],
  },
  hero: {
    eyebrow: 'Estate & Heirship',
    title: 'Keep Your Family’s Minerals in the Family, and in Pay',
    subtitle:
      'When mineral owners pass away without their interests moving cleanly to the next generation, royalties stop. I find and document the heirs so title can be established and payments released.',
    primaryCta: 'Talk About Your Family’s Minerals',
    secondaryCta: 'Schedule a Free Consultation',
  },
  intro: {
    title: 'A Family Mineral Legacy Deserves a Clear Record',
    paragraphs: [
      'Minerals often stay in a family for generations, passing from grandparents to children to grandchildren, frequently without a probate along the way. Each unrecorded passing makes the ownership harder to prove, and when a well is drilled the operator cannot pay owners it cannot identify.',
      'Heirship work rebuilds that record. I research the family from obituaries, probate files, vital records and the families themselves, identify every heir in each generation, and prepare the affidavits and documents the county records and the examining attorney need. Where a probate or a court determination of heirship is required, I work with the family’s attorney and supply the research the case needs.',
      'The result is a family whose ownership is documented, whose royalties are paid to the right people, and whose minerals can be leased or sold without starting over each time.',
    ],
    image: 'family-estate',
    imageAlt:
      'Family photographs, a hand-drawn family tree and old mineral deeds on a farmhouse table',
    highlights: [
      'Royalties released to the right family members',
      'Title that can be leased, sold or passed on cleanly',
      'A documented family record for the next generation',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'heirship-issues',
      title: 'Heirship Issues I Resolve',
      intro: 'Every family is different, but the problems that hold up inherited minerals repeat.',
      columns: 3,
      items: [
        {
          title: 'Unknown Heirs',
          body: 'Relatives no one has heard from in decades, children from earlier marriages, and heirs whose names changed. I locate and document them so no share is left unclaimed.',
          icon: 'search',
        },
        {
          title: 'Incomplete Probate',
          body: 'Estates that were never opened, probated in another state only, or closed without listing the minerals. I identify what the record still lacks and what may fill the gap.',
          icon: 'gavel',
        },
        {
          title: 'Marital Property',
          body: 'Community and separate property, surviving spouses, remarriages and divorce decrees that were never recorded, each of which changes who inherits what.',
          icon: 'family',
        },
        {
          title: 'Generational Transfers',
          body: 'Interests that passed through several generations without a single recorded transfer, where each death adds another layer of heirs to document.',
          icon: 'route',
        },
        {
          title: 'Entity Complications',
          body: 'Minerals held by a dissolved company, a family partnership, or a trust with no successor trustee, where someone must show who now holds the authority to sign.',
          icon: 'apartment',
        },
        {
          title: 'Legal Disputes',
          body: 'Contested wills and family disagreements over shares. I stay neutral, document the facts and work with the attorneys who resolve the dispute.',
          icon: 'balance',
        },
      ],
    },
    {
      kind: 'states',
      id: 'state-heirship',
      title: 'Heirship Across Four States',
      intro:
        'Inheritance follows the law of the state where the minerals lie, so a family with interests in several states may need a different path in each.',
      items: [
        {
          state: 'TX',
          body: 'Texas operators and examiners often accept a recorded affidavit of heirship for inherited minerals, though a probate, muniment of title or court heirship determination may be required depending on the facts.',
          bullets: [
            'Affidavits of heirship recorded in the county records',
            'Community and separate property rules',
            'Ancillary probate for out-of-state estates',
          ],
        },
        {
          state: 'OK',
          body: 'Oklahoma examiners commonly look for a probate or a district court determination of heirship before approving inherited title.',
          bullets: [
            'District court probate and heirship proceedings',
            'Oklahoma Title Examination Standards',
            'Interests in Oklahoma Corporation Commission pooled units',
          ],
        },
        {
          state: 'NM',
          body: 'New Mexico follows the Uniform Probate Code and is a community property state, and inherited minerals may include state or federal leases that need their own filings.',
          bullets: [
            'Formal and informal probate',
            'Community property considerations',
            'State Land Office and federal lease records',
          ],
        },
        {
          state: 'LA',
          body: 'Louisiana handles inheritance through successions under civil law, ending in a judgment of possession that the operator relies on to pay heirs.',
          bullets: [
            'Successions and judgments of possession',
            'Surviving spouse usufruct',
            'Parish clerk of court records',
          ],
        },
      ],
    },
    {
      kind: 'stories',
      id: 'success-stories',
      title: 'Success Stories',
      intro: 'Families whose minerals were held up for years, and what it took to set them right.',
      stories: [
        {
          title: 'Four Decades, One Family Tree',
          figure: heirship.heirs,
          body: `A mineral interest had been stuck behind ${heirship.oldestIssue}: the owner died, then several of the heirs died, and nothing was ever recorded. I rebuilt each generation from probate files, obituaries and family interviews and documented every heir with recorded affidavits.`,
          outcome: `All ${heirship.heirs} identified, documented and placed in pay by the operator.`,
        },
        {
          title: 'Five Years of Royalties Released',
          figure: heirship.suspendedAmount,
          body: `After an owner’s death, the operator suspended payment until the heirs were established, and the family went through ${heirship.suspendedYears} before calling me. I documented the heirs, coordinated with the family’s attorney on what the examiner required and delivered the package to the operator.`,
          outcome: `${heirship.suspendedRevenue} released to the family.`,
        },
        {
          title: 'One Estate, Heirs in Many Places',
          figure: heirship.states,
          body: `The heirs to one family’s minerals lived across ${heirship.states} and had never met in one place. I located each of them, explained the documents by phone, and collected notarized signatures by mail.`,
          outcome: 'Every heir’s signature gathered and recorded without anyone having to travel.',
        },
      ],
    },
  ],
  process: {
    title: 'My 5-Step Heirship Process',
    steps: [
      {
        title: 'Family History',
        body: 'We start with what your family knows: names, marriages, children, deaths and where people lived. Old deeds, wills, letters and check stubs help.',
      },
      {
        title: 'Heir Identification',
        body: 'I research probate files, vital and public records and the county records to identify every heir in each generation and find where they live today.',
      },
      {
        title: 'Documentation',
        body: 'I prepare affidavits of heirship and related instruments, explain them to each signer, and collect notarized signatures, coordinating with an attorney where a probate is needed.',
      },
      {
        title: 'Title Establishment',
        body: 'I record the documents in the county or parish where the minerals lie and deliver them to the operator and examining attorney to establish each heir’s interest.',
      },
      {
        title: 'Payment Release',
        body: 'I follow up until the operator issues division orders to the heirs and releases the suspended royalties, and confirm future payments are set up correctly.',
      },
    ],
  },
  related: ['suspense-minerals', 'title-curative', 'deal-evaluation'],
  cta: {
    title: 'Inherited Minerals and No Royalty Checks?',
    body: 'Tell me what you know about your family’s minerals. I will explain what it will take to document the heirs and get payments moving.',
    buttonLabel: 'Talk About Your Family’s Minerals',
  },
  faqs: [
    {
      question: 'My parent died and the royalty checks stopped. What do I do first?',
      answer:
        'Contact the operator’s owner relations or division order department, report the death, and ask what they need to transfer the interest. Keep copies of the death certificate, any will and any probate papers, and gather the last check stubs. The operator’s list of requirements tells you whether an affidavit of heirship may be enough or whether a probate will be needed.',
    },
    {
      question: 'What is an affidavit of heirship?',
      answer:
        'A sworn statement, usually made by someone who knew the family well but does not inherit, describing the deceased owner’s marriages, children and other family facts. Recorded in the county where the minerals lie, it is commonly used to show who inherited mineral interests, especially in Texas. Whether it is enough in your case depends on the state, the facts and what the operator and examining attorney require.',
    },
    {
      question: 'Do we need to probate the estate?',
      answer:
        'Sometimes. It depends on whether there was a will, the state where the minerals lie, the size and nature of the estate, and what the operator requires. That is a legal question for a probate attorney. I can gather the family history, records and heir list the attorney needs, which usually saves time and legal fees.',
    },
    {
      question: 'Who inherits if there was no will?',
      answer:
        'State law decides, and the answer depends on whether the owner was married, whether the minerals were community or separate property, and who the surviving children and other relatives are. The law of the state where the minerals lie applies to them, so minerals in two states can pass differently. An attorney can confirm the shares; I document the family facts those shares are based on.',
    },
    {
      question: 'The heirs live in different states. Does everyone need to travel?',
      answer:
        'No. Most heirship documents can be signed in front of a notary wherever each heir lives and returned by mail. I explain each document by phone so everyone understands what they are signing.',
    },
    {
      question: 'The minerals are in one state but the owner lived in another. Does that matter?',
      answer:
        'Yes. Real property, including minerals, generally passes under the law of the state where it lies, so a probate in the owner’s home state may need an ancillary proceeding in the state where the minerals are. I identify which states are involved and what each record needs so your attorney can plan the filings.',
    },
  ],
} satisfies ServicePage;
