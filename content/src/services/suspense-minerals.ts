import { marketingFigures } from '../facts';
import type { ServicePage } from '../page-types';

const [largestRecovery, middleRecovery, ongoingRecovery] = marketingFigures.sampleRecoveries;

export const suspenseMinerals = {
  slug: 'suspense-minerals',
  name: 'Suspense Minerals',
  card: {
    title: 'Suspense Minerals Recovery',
    description:
      'Finding royalties held in suspense or turned over as unclaimed property, fixing the reason they were held, and getting them paid.',
    icon: 'payments',
    features: [
      'Free revenue search',
      'Division order and title fixes',
      'Over $12 million recovered',
    ],
  },
  seo: {
    title: 'Suspended Royalty & Mineral Revenue Recovery',
    description:
      'Recover royalties held in suspense or sent to unclaimed property in Texas, Oklahoma, New Mexico and Louisiana. Free revenue search with no upfront cost.',
    keywords: [
      'suspended royalties',
      'suspense account recovery',
      'unclaimed mineral royalties',
      'division order',
      'Texas unclaimed property',
      'Oklahoma Production Revenue Standards Act',
    ],
  },
  hero: {
    eyebrow: 'Suspense Minerals Recovery',
    title: 'Your Royalties May Be Sitting in Someone Else’s Account',
    subtitle:
      'Operators hold royalties in suspense when they cannot confirm who to pay. I find the money, fix what is holding it, and get it released to you.',
    primaryCta: 'Request a Free Revenue Search',
    secondaryCta: 'Schedule a Free Consultation',
  },
  intro: {
    title: 'Suspended Money Does Not Find Its Owner on Its Own',
    paragraphs: [
      'When an operator or purchaser cannot confirm who owns an interest, or cannot reach the owner, it puts the royalties in suspense. The money stays on its books while the problem sits unsolved, and if nobody claims it, the payor eventually reports it to the state as unclaimed property.',
      'Most owners never learn their money is held. The operator’s letters went to an old address, a parent died without a probate, or a division order was never signed. By the time a family finds out, the suspended balance can be years deep.',
      'Recovering it takes two things: finding where the money is, and fixing the title or paperwork problem that caused the hold. I have helped owners recover over $12 million in suspended royalties, and I start every engagement with a free revenue search.',
    ],
    image: 'oilfield-sunrise',
    imageAlt:
      'Producing pumpjack at sunrise over a pasture with royalty statements in the foreground',
    highlights: [
      'Over $12 million in suspended royalties recovered',
      'Free revenue search, no upfront cost',
      'Texas, Oklahoma, New Mexico and Louisiana',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'causes-of-suspense',
      title: 'Why Royalties Go Into Suspense',
      intro:
        'Operators suspend payments when paying would risk paying the wrong person. These are the usual reasons.',
      columns: 3,
      items: [
        {
          title: 'Death of an Owner',
          body: 'The owner died and the interest never passed of record through a probate, an affidavit of heirship or a succession, so the operator cannot tell who the heirs are.',
          icon: 'family',
        },
        {
          title: 'Title Defects',
          body: 'A break in the chain, an ambiguous reservation or an unreleased lien leaves the examining attorney unable to confirm ownership.',
          icon: 'gavel',
        },
        {
          title: 'Lost Contact',
          body: 'Checks and letters come back undeliverable after a move, a marriage or a name change, and the owner is treated as unlocatable.',
          icon: 'location',
        },
        {
          title: 'Unsigned Paperwork',
          body: 'A division order, tax form or change-of-address request was never returned, so the payor holds the money until it is.',
          icon: 'description',
        },
        {
          title: 'Unrecorded Transfers',
          body: 'Minerals were sold, gifted or moved into a trust or company, but the transfer was not recorded or never reached the operator’s division order department.',
          icon: 'route',
        },
        {
          title: 'Disputes and Conflicting Claims',
          body: 'Two parties claim the same interest, or owners disagree about how an old reservation should be read, and the payor waits for them to settle it.',
          icon: 'balance',
        },
      ],
    },
    {
      kind: 'stories',
      id: 'sample-recoveries',
      title: 'Sample Recoveries',
      intro: 'Three recoveries that show how different the causes, and the fixes, can be.',
      stories: [
        {
          title: 'An Estate That Never Passed of Record',
          figure: largestRecovery,
          body: 'A family’s minerals had been producing for years after the owner died, but no probate or affidavit of heirship was ever recorded, so the operator suspended every payment. I built the family tree, documented the heirs and worked with the family’s attorney on the probate the examiner required.',
          outcome: `${largestRecovery} in suspended royalties released to the heirs, with each now in pay in their own name.`,
        },
        {
          title: 'A Pooled Interest Nobody Knew About',
          figure: middleRecovery,
          body: 'An owner’s unleased minerals had been pooled into a drilling unit under a pooling order, and the letters about it went to an address the family had left long before. The revenue sat in suspense as owed to an unlocatable owner. I traced the interest through the pooling records, updated the owner’s information and cleared the division order.',
          outcome: `${middleRecovery} recovered from the operator’s suspense account.`,
        },
        {
          title: 'A Title Break Fixed for Good',
          figure: ongoingRecovery,
          body: 'An error in an old deed’s legal description left the examining attorney unable to confirm the owner’s title, and royalties were suspended. I found the parties to the original deed, prepared a correction instrument and ratifications, and recorded them.',
          outcome: `${ongoingRecovery} in back royalties recovered, plus ongoing payments of ${marketingFigures.ongoingMonthlyPayment} that had been going into suspense.`,
        },
      ],
    },
    {
      kind: 'states',
      id: 'state-considerations',
      title: 'Texas and Oklahoma Considerations',
      intro:
        'Each state sets its own rules for how royalties are paid, when they can be held, and where unclaimed money goes.',
      items: [
        {
          state: 'TX',
          body: 'Chapter 91 of the Texas Natural Resources Code governs division orders and the timing of royalty payments, and lets a payor hold proceeds without interest while title is disputed or in reasonable doubt. Mineral proceeds that stay unclaimed are reported to the Texas Comptroller under Chapter 74 of the Texas Property Code.',
          bullets: [
            'A payor may require a signed division order before paying',
            'A division order does not change the terms of your lease',
            'Unclaimed proceeds can be claimed back from the Texas Comptroller',
          ],
        },
        {
          state: 'OK',
          body: 'The Oklahoma Production Revenue Standards Act sets when proceeds must be paid, when interest is owed on late payments, and how money for unknown or unlocatable owners is handled. Money that goes unclaimed is remitted to the Oklahoma State Treasurer’s Unclaimed Property program.',
          bullets: [
            'Interest rules depend on why the money was held',
            'Oklahoma Corporation Commission pooling orders can place unleased owners in a unit',
            'Unclaimed proceeds can be claimed from Oklahoma Unclaimed Property',
          ],
        },
      ],
    },
    {
      kind: 'callout',
      id: 'free-revenue-search',
      title: 'Free Revenue Search',
      body: 'Tell me where you or your family own minerals. I will search production records, operator and pooling records, and the states’ unclaimed property lists for money held in your name, and tell you what I find at no upfront cost. If there is money to recover, we agree on terms in writing before any recovery work starts.',
      buttonLabel: 'Request a Free Revenue Search',
      href: '/contact',
    },
  ],
  process: {
    title: 'My 4-Step Recovery Process',
    steps: [
      {
        title: 'Free Revenue Search',
        body: 'I search production, pooling and unclaimed property records for revenue tied to your interests, and confirm with the payors what they are holding.',
      },
      {
        title: 'Find the Cause',
        body: 'I learn why each payment was suspended, whether a title requirement, a missing heir, unsigned paperwork or a lost address, and what the payor needs to release it.',
      },
      {
        title: 'Cure and Document',
        body: 'I prepare and record the affidavits, ratifications or corrections the problem calls for, collect signed division orders and tax forms, and coordinate with an attorney where a probate or court order is required.',
      },
      {
        title: 'Release and Follow-Through',
        body: 'I submit the package to the payor or the state, follow it until the money is paid, check the amount against the production, and make sure future payments come to you.',
      },
    ],
  },
  related: ['title-curative', 'leasehold-audits', 'deal-evaluation', 'lease-checks'],
  cta: {
    title: 'Find Out if Money Is Waiting for You',
    body: 'Start with a free revenue search. If nothing is held, it has cost you nothing to know.',
    buttonLabel: 'Request a Free Revenue Search',
  },
  faqs: [
    {
      question: 'How do I know if I have royalties in suspense?',
      answer:
        'Signs include letters from an operator asking for a signed division order or proof of ownership, royalty checks that stopped after a death or a move, or a well on your land with no payments to you. You can also ask the operator’s owner relations or division order department directly whether anything is held under your name, and search the Texas Comptroller’s and Oklahoma State Treasurer’s unclaimed property lists.',
    },
    {
      question: 'What is the difference between suspense and unclaimed property?',
      answer:
        'Suspended royalties are still held by the operator or purchaser, usually because of a title or paperwork problem. If they go unclaimed long enough, state law requires the payor to report and turn them over to the state, where they become unclaimed property. Money in suspense is released by fixing the problem with the payor; unclaimed property is claimed from the state with proof of ownership.',
    },
    {
      question: 'Will I be paid interest on suspended royalties?',
      answer:
        'Sometimes. Both Texas and Oklahoma have statutes that require interest on late royalty payments, but each also allows money to be held in certain situations, such as a title dispute, with different interest rules. Whether interest is owed on your money depends on why it was held and for how long; I document the facts, and an attorney can advise you if the payor disputes what is owed.',
    },
    {
      question: 'What does the free revenue search cost?',
      answer:
        'Nothing. There is no upfront cost to search for money held in your name and tell you what I find. If there is something to recover and you want my help, we agree on terms in writing before recovery work begins.',
    },
    {
      question: 'Should I sign the division order the operator sent me?',
      answer:
        'A division order confirms your decimal interest and where to send payment, and operators often will not pay without one. Before signing, compare the decimal with your own calculation from your deeds and lease, and read it for anything beyond confirming your interest. In Texas, the law says a division order does not change your lease terms. If the decimal looks wrong, ask the operator how it was calculated; I can check it for you.',
    },
  ],
} satisfies ServicePage;
