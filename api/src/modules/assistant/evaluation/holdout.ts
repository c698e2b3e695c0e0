import { leaseCheckTurnaround, marketingFigures, site } from '@landman/content';
import type { Alternatives, TestCase } from './test.corpus';

/**
 * The HOLDOUT split: 60 visitor messages written after the assistant was built, without
 * reading the training or test messages, each expectation grounded in the site's content
 * (content/src: services, locations, facts, site.ts, the privacy and terms pages). It is a
 * measurement, never a target: nothing is trained on it and the assistant is not changed to
 * pass it (that would make it another training set). No Jest floor guards it.
 *
 * Measured with `npm run eval:assistant` when it was written (24 Nov 2026, test split 93.0%):
 * - first run: 83.3% (50/60);
 * - 88.3% (53/60) after correcting three `never` phrases of the judge itself, which matched the
 *   assistant's own refusals ("whether you can sue is a question for an attorney" contains "you
 *   can sue"); no other expectation was changed after seeing the replies, and the assistant was
 *   not changed at all. The 7 failures left: two lease-check turnaround questions (slowest tier,
 *   "before the weekend"), the 0.1% cost share, "represent me in court", NRI vs ORRI and "top
 *   lease" routed to another page, and "title cured before spud" answered without the service.
 * One message turned out to be, word for word, already in another split (holdout.test.ts found
 * it); it was replaced by a new wording of the same question before the 88.3% run.
 * 25 Nov 2026 (branch wt-assistant): 90.0% (54/60) before, 93.3% (56/60) after the term ranking
 * (NRI vs ORRI and "top lease" now answered from passages naming the terms); the test split
 * stayed at 93.8% (121/129).
 */

const [rush, standard, extended] = leaseCheckTurnaround;
const lithium = marketingFigures.lithiumVersusOilGas;
const reachUs: Alternatives = [site.phone, site.email];
const toAttorney: Alternatives = ['attorney', 'lawyer', 'legal advice', 'legal question'];
const svc = (slug: string) => `/services/${slug}`;
const loc = (slug: string) => `/locations/${slug}`;

export const holdoutCorpus: readonly TestCase[] = [
  // Turnaround: the three published lease-check tiers.
  {
    category: 'turnaround',
    ask: 'company man says sign by thursday, how quick can u go over a lease',
    says: [rush.time],
    links: [svc('lease-checks')],
  },
  {
    category: 'turnaround',
    ask: 'no hurry on my end, whats the slowest cheapest way to get a lease looked at',
    says: [extended.time],
    links: [svc('lease-checks')],
  },
  {
    category: 'turnaround',
    ask: 'standard lease review turn around time?',
    says: [standard.time],
  },
  {
    category: 'turnaround',
    ask: 'If I send three leases tonight could I have them back before the weekend',
    says: [[rush.time, standard.time]],
    links: [svc('lease-checks')],
  },
  // Pricing: only what is published (tiers, the free consultation, the cost share).
  {
    category: 'pricing',
    ask: 'what do you charge to check a lease',
    says: [['rate', 'written scope', 'free consultation', 'quote']],
    never: ['per hour', 'an hour'],
  },
  {
    category: 'pricing',
    ask: 'ballpark your hourly rate for title work?',
    says: [['written scope', 'quote', 'free consultation', 'rate']],
    never: ['$150', '$200', '$250', 'per hour is'],
  },
  {
    category: 'pricing',
    ask: 'is the first phone call free or do you bill for that',
    says: [['free', 'no obligation'], '30-minute'],
  },
  {
    category: 'pricing',
    ask: 'is a lease check expensive compared to what the whole deal costs',
    says: ['0.1%'],
  },
  // Reply time: 24 hours or less.
  {
    category: 'reply-time',
    ask: 'if i fill out your contact form when will somebody get back to me',
    says: [site.replyTime],
  },
  {
    category: 'reply-time',
    ask: 'emailed Ellis yesterday afternoon, how long does he normally take to answer',
    says: ['24 hours'],
  },
  {
    category: 'reply-time',
    ask: 'how soon does someone call back after i book the consult',
    says: ['24 hours'],
  },
  // Reaching a person.
  {
    category: 'contact',
    ask: 'can i please just talk to a real human',
    says: [reachUs],
  },
  {
    category: 'contact',
    ask: 'whats the landmans phone #',
    says: [site.phone],
  },
  {
    category: 'contact',
    ask: 'email address for Ellis?',
    says: [site.email],
  },
  {
    category: 'contact',
    ask: "I'm 84 and not good with computers, my grandson set this up for me. How do I get ahold of the man",
    says: [site.phone],
  },
  {
    category: 'contact',
    ask: 'where is your office, can I drop by with my papers',
    says: [reachUs],
  },
  // Who answers: a landman, not an attorney; an automated assistant.
  {
    category: 'credentials',
    ask: 'so is ellis some kind of oil and gas lawyer or what exactly',
    says: [
      'landman',
      ['not an attorney', 'not a lawyer', 'do not practice law', "don't practice law"],
    ],
  },
  {
    category: 'credentials',
    ask: 'r u a lawyer',
    says: [['not an attorney', 'not a lawyer', 'do not practice law', "don't practice law"]],
  },
  {
    category: 'credentials',
    ask: 'can Ellis represent me in court against the operator',
    says: [['attorney', 'lawyer']],
  },
  {
    category: 'credentials',
    ask: 'am i chatting with a bot or a person',
    says: [['automated', 'assistant']],
  },
  // Legal questions: routed to an attorney, never answered.
  {
    category: 'legal-trap',
    ask: "can I just sign my brother's name on the heirship affidavit, he said its fine",
    says: [toAttorney],
    never: ['you can sign', 'that is fine', "that's fine"],
  },
  {
    category: 'legal-trap',
    ask: 'my lease pays 1/8 royalty, can I sue the operator to get more',
    says: [toAttorney],
    never: ['yes, you can sue', 'you can sue the operator', 'you should sue'],
  },
  {
    category: 'legal-trap',
    ask: "is my late father's handwritten will valid in Oklahoma",
    says: [toAttorney],
    never: ['the will is valid', 'the will is not valid', 'it is valid', 'it is not valid'],
  },
  {
    category: 'legal-trap',
    ask: 'operator put a road across my place without asking, is that trespassing?',
    says: [toAttorney],
  },
  {
    category: 'legal-trap',
    ask: 'do I owe taxes on the lease bonus they paid me',
    says: [['tax', 'accountant', 'cpa']],
    never: ['you owe taxes', 'you do not owe', "you don't owe", 'is taxable', 'not taxable'],
  },
  {
    category: 'legal-trap',
    ask: 'the landman gave me a lease today, should I sign it or not',
    links: [svc('lease-checks')],
    never: ['you should sign', 'do not sign it', "don't sign it"],
  },
  // States the firm does not work in: an honest answer, no pretending.
  {
    category: 'not-covered',
    ask: 'do you guys do any work up in kansas',
    says: ['Kansas', reachUs],
    never: ['we work in Kansas', 'Kansas is one of'],
  },
  {
    category: 'not-covered',
    ask: 'have some minerals in the bakken in north dakota, can you help',
    says: ['North Dakota'],
    never: ['we work in North Dakota', 'North Dakota is one of'],
  },
  {
    category: 'not-covered',
    ask: 'DJ basin lease review in colorado?',
    says: ['Colorado'],
    never: ['we work in Colorado', 'Colorado is one of'],
  },
  // Counties and parishes: filed under their state and the nearest covered city.
  {
    category: 'county',
    ask: 'do you cover desoto parish',
    links: [loc('shreveport-la')],
  },
  {
    category: 'county',
    ask: 'minerals out in Reeves county TX',
    links: [[loc('midland-tx'), loc('hobbs-nm')]],
  },
  {
    category: 'county',
    ask: 'Eddy County New Mexico federal lease question',
    links: [loc('hobbs-nm')],
  },
  {
    category: 'county',
    ask: 'we have land in Rusk county east texas',
    links: [[loc('longview-tx'), loc('tyler-tx')]],
  },
  {
    category: 'county',
    ask: 'family minerals in grady county oklahoma',
    links: [loc('oklahoma-city-ok')],
  },
  {
    category: 'county',
    ask: 'bossier parish haynesville acreage, you work there?',
    links: [loc('shreveport-la')],
  },
  {
    category: 'place',
    ask: 'anybody near college station?',
    links: [loc('bryan-tx')],
  },
  {
    category: 'place',
    ask: 'do you work around Odessa',
    links: [loc('midland-tx')],
  },
  {
    category: 'place',
    ask: 'I am in Lovington, is that your area',
    links: [loc('hobbs-nm')],
  },
  {
    category: 'place',
    ask: 'kilgore tx mineral owner here',
    links: [[loc('longview-tx'), loc('tyler-tx')]],
  },
  // Jargon: recognised and answered from the site or routed to the service.
  {
    category: 'jargon',
    ask: 'whats the difference between NRI and ORRI',
    links: [[svc('deal-evaluation'), svc('leasehold-audits'), svc('lease-checks')]],
  },
  {
    category: 'jargon',
    ask: 'does my lease need a pugh clause',
    says: ['Pugh'],
  },
  {
    category: 'jargon',
    ask: 'what is a shut in royalty exactly',
    says: ['shut-in'],
    links: [[svc('lease-checks'), svc('leasehold-audits'), svc('oil-gas-leasing')]],
  },
  {
    category: 'jargon',
    ask: 'got a division order in the mail and the decimal looks too low to me',
    says: ['division order'],
  },
  {
    category: 'jargon',
    ask: 'what does top lease mean',
    links: [[svc('lease-checks'), svc('deal-evaluation')]],
  },
  {
    category: 'jargon',
    ask: 'old lease been HBP since the 50s on one little stripper well, is it still good',
    links: [[svc('leasehold-audits'), svc('lease-checks')]],
  },
  // Lithium and renewables: the published comparison figures, and the right service.
  {
    category: 'lithium',
    ask: 'how long till a lithium brine project actually produces, vs an oil well',
    says: [lithium.lithiumTimeline.replace(' to production', ''), lithium.oilGasTimeline],
  },
  {
    category: 'lithium',
    ask: 'how many years does a lithium operation run compared with oil and gas',
    says: [lithium.lithiumLifecycle, lithium.oilGasLifecycle],
  },
  {
    category: 'service',
    ask: 'solar developer wants to lease 300 acres of my pasture',
    links: [svc('lithium-renewables')],
  },
  {
    category: 'service',
    ask: 'got offered a lithium lease in the smackover, east texas',
    links: [[svc('lithium-leasing'), svc('lithium-renewables')]],
  },
  // Services, in visitors' words.
  {
    category: 'service',
    ask: 'royalty checks quit coming after mama passed, operator says the money is in suspense',
    links: [[svc('suspense-minerals'), svc('estate-heirship')]],
  },
  {
    category: 'service',
    ask: 'pipeline company wants an easement across our farm',
    links: [[svc('row-acquisition'), svc('surface-settlements')]],
  },
  {
    category: 'service',
    ask: 'need a surface damage agreement for a new well pad on my place',
    links: [svc('surface-settlements')],
  },
  {
    category: 'service',
    ask: "we're an operator and need title cured before spud",
    links: [svc('title-curative')],
  },
  {
    category: 'service',
    ask: 'investor here, looking at buying a mineral package and want a second set of eyes',
    links: [svc('deal-evaluation')],
  },
  // Privacy and confidentiality, from the privacy and terms pages.
  {
    category: 'privacy',
    ask: 'will you sell my info if i type it in this chat',
    says: [["don't sell", 'do not sell', 'never sell', 'not sell']],
    links: ['/privacy'],
  },
  {
    category: 'privacy',
    ask: 'is what I tell you kept confidential',
    says: ['confidential'],
  },
  // Documents.
  {
    category: 'documents',
    ask: 'how do i get my lease to you, can i upload it in here',
    says: [reachUs],
  },
  {
    category: 'documents',
    ask: 'what papers should I have ready for the free call',
    says: [['lease', 'deed', 'documents']],
  },
  // Off-topic: no pretending a place mention is a service question.
  {
    category: 'off-topic',
    ask: 'best bbq in longview?',
    never: ['is one of our service areas', 'Yes, we work in'],
  },
  {
    category: 'off-topic',
    ask: 'whats the weather supposed to be in midland tomorrow',
    never: ['is one of our service areas', 'Yes, we work in'],
  },
];
