import type { ServicePage } from '../page-types';

export const dealEvaluation = {
  slug: 'deal-evaluation',
  name: 'Deal Evaluation',
  card: {
    title: 'Deal Evaluation',
    description:
      'Independent due diligence on mineral, royalty and leasehold deals, ending in a clear Buy, Sell or Hold recommendation.',
    icon: 'trending',
    features: [
      'Title and interest verification',
      'Production and activity review',
      'Buy/Sell/Hold recommendation',
    ],
  },
  seo: {
    title: 'Mineral & Leasehold Deal Evaluation',
    description:
      'Independent due diligence on mineral, royalty and leasehold deals in TX, OK, NM and LA: title, leases, production and terms, with a Buy/Sell/Hold call.',
    keywords: [
      'mineral rights offer evaluation',
      'oil and gas due diligence',
      'royalty acquisition',
      'sell mineral rights',
      'leasehold acquisition',
      'landman deal review',
    ],
  },
  hero: {
    eyebrow: 'Deal Evaluation',
    title: 'Know What a Deal Is Worth Before You Sign It',
    subtitle:
      'Whether you are buying, selling or weighing an offer you did not ask for, I verify what is really on the table and give you a straight Buy, Sell or Hold recommendation.',
    primaryCta: 'Get a Deal Evaluated',
    secondaryCta: 'Schedule a Free Consultation',
  },
  intro: {
    title: 'The Other Side Has Done Its Homework. You Should Too.',
    paragraphs: [
      'Mineral buyers and leasehold acquirers study title, production and drilling plans before they make an offer. The owner receiving that offer, or the investor buying from a seller’s schedule, often has far less information. That gap is where money is lost.',
      'A deal evaluation closes the gap. I verify who owns what and in what share, read the leases and burdens, look at production history and the permits, spacing and pooling activity around the tract, and read the offer or purchase agreement for the terms that move value, such as the effective date, the interests conveyed and any post-closing adjustments.',
      'You get a written evaluation and a recommendation to buy, sell or hold, with the reasons behind it. I work for the person who hires me, not for the other side of the deal. Where a deal calls for a reserve report, a tax opinion or legal review, I say so and work alongside your engineer, accountant or attorney.',
    ],
    image: 'market-chart',
    imageAlt: 'Production decline chart and lease map spread across a desk beside an offer letter',
    highlights: [
      'Title and interest verified',
      'Production and nearby activity reviewed',
      'Written Buy/Sell/Hold recommendation',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'transaction-types',
      title: 'Transactions I Evaluate',
      columns: 3,
      items: [
        {
          title: 'Mineral and Royalty Sales',
          body: 'Offers to buy your minerals or royalty, solicited or not, checked for what they cover and how they compare with what the interest produces.',
          icon: 'payments',
        },
        {
          title: 'Mineral and Royalty Acquisitions',
          body: 'Purchases of minerals, royalties and overrides, with the seller’s interest and revenue tested against the record.',
          icon: 'account-balance',
        },
        {
          title: 'Lease Offers and Top Leases',
          body: 'Bonus, royalty and lease terms on a new lease or top lease, compared with the activity around your acreage.',
          icon: 'description',
        },
        {
          title: 'Leasehold Acquisitions and Divestitures',
          body: 'Packages of leases or working interests, reviewed lease by lease for status, term and net revenue interest.',
          icon: 'assignment',
        },
        {
          title: 'Farmouts and Participation Elections',
          body: 'Farmout terms, AFEs and pooling order elections, so you can decide whether to participate, farm out or take a lease option.',
          icon: 'handshake',
        },
        {
          title: 'Term Assignments and Overrides',
          body: 'Term assignments, overriding royalty reservations and back-ins, checked for how long they last and what they burden.',
          icon: 'schedule',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'analysis-components',
      title: 'What the Analysis Covers',
      intro:
        'Every evaluation looks at the same core questions, weighted for your side of the deal.',
      columns: 3,
      items: [
        {
          title: 'Title and Ownership',
          body: 'Net mineral acres, royalty and working interests confirmed in the county or parish records, and any defects that would need curative before closing.',
          icon: 'verified',
        },
        {
          title: 'Leases and Burdens',
          body: 'Lease status and terms, royalty provisions, Pugh and depth clauses, and every override or burden that reduces the net revenue interest.',
          icon: 'description',
        },
        {
          title: 'Production History',
          body: 'Production reported to the Texas Railroad Commission, Oklahoma Corporation Commission, New Mexico Oil Conservation Division or Louisiana’s SONRIS database, compared with the revenue you or the seller receive.',
          icon: 'oil',
        },
        {
          title: 'Development Outlook',
          body: 'New permits, spacing and pooling applications, and drilling on offset tracts that point to future activity, or the lack of it.',
          icon: 'map',
        },
        {
          title: 'Offer and Market Context',
          body: 'How the offer compares with other offers and lease terms I can verify in the area, and what is driving buyer interest.',
          icon: 'trending',
        },
        {
          title: 'Deal Terms',
          body: 'The interests conveyed, effective date, warranties, post-closing adjustments and any language that conveys more than you meant to sell.',
          icon: 'gavel',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'deliverables',
      title: 'Evaluation Deliverables',
      items: [
        'A written Buy/Sell/Hold recommendation with the reasons behind it',
        'An ownership summary of the interests in the deal, verified against the record',
        'A lease and burden summary with the net revenue interest',
        'A production and development summary for the tract and the surrounding area',
        'A risk list of title, lease and contract issues, ranked by impact',
        'Negotiation points and suggested changes to the offer or agreement',
        'A closing checklist of curative and documents needed before funds change hands',
      ],
    },
  ],
  process: {
    title: 'My 4-Step Due Diligence Process',
    steps: [
      {
        title: 'Intake and Document Review',
        body: 'You send the offer or agreement, your deeds, leases, division orders and check stubs. I confirm the questions the evaluation must answer and the date you need it.',
      },
      {
        title: 'Title and Lease Verification',
        body: 'I confirm the interests in the deal in the public record and read the leases and burdens that determine what they are worth.',
      },
      {
        title: 'Production and Market Review',
        body: 'I review production, permits, pooling activity and the offers and lease terms in the area, and compare them with the deal on the table.',
      },
      {
        title: 'Recommendation and Support',
        body: 'You receive the written evaluation with my Buy, Sell or Hold recommendation, and I can help you negotiate terms and work through closing.',
      },
    ],
  },
  related: ['lease-checks', 'leasehold-audits', 'title-curative', 'suspense-minerals'],
  cta: {
    title: 'Weighing an Offer or an Acquisition?',
    body: 'Send me the offer and what you know about the interest. I will tell you what the evaluation will cover and when you will have it.',
    buttonLabel: 'Get a Deal Evaluated',
  },
  faqs: [
    {
      question: 'I received an unsolicited offer for my minerals. Is it a fair price?',
      answer:
        'It depends on what you own, what it produces and what is happening around it, and buyers usually know more about all three than the owner does. Before deciding, confirm your net mineral acres, look at the production and any new permits or pooling activity nearby, and read exactly what the offer would convey. A deal evaluation does that work and gives you a recommendation.',
    },
    {
      question: 'How do you reach a Buy, Sell or Hold recommendation?',
      answer:
        'I weigh the verified interest, its production history, the development outlook around it, the risks in title and leases, and the terms offered. The recommendation explains which of those drove it, so you can judge it yourself. The decision is always yours, and tax or estate questions should go to your accountant or attorney.',
    },
    {
      question: 'Do you provide reserve reports or appraisals?',
      answer:
        'No. I am a landman, not a petroleum engineer or a licensed appraiser. I verify title, leases, production records and deal terms. When a deal is large enough to need a reserve report or an appraisal, I work alongside the engineer or appraiser you choose.',
    },
    {
      question: 'What should I gather before asking for an evaluation?',
      answer:
        'The offer letter or draft agreement, your deeds or the instruments that gave you the interest, any leases, division orders and recent check stubs or revenue statements. If you are buying, include the seller’s schedule and any title opinions or data room materials.',
    },
    {
      question: 'What is an effective date, and why does it matter in a mineral sale?',
      answer:
        'The effective date decides who keeps the revenue from production around the time of the sale. If the effective date is earlier than closing, royalties for production after that date may belong to the buyer even though you receive them before closing. Check it against your recent check stubs before you sign.',
    },
  ],
} satisfies ServicePage;
