import { leaseCheckTurnaround, marketingFigures, site } from '@landman/content';

/**
 * The TEST part of the evaluation corpus: visitor messages written as people type them, each
 * asked in a fresh session, with what a good reply must contain, must link and must not say.
 * Written independently of the training part and never shown to the classifiers.
 *
 * `says` and `links`: every entry must be satisfied; an entry that is a list is satisfied by any
 * one of its items (acceptable phrasings). Text matches ignore case; a link matches when the
 * reply links that path (any #section of it).
 */
export type Alternatives = string | readonly string[];

export interface TestCase {
  category: string;
  ask: string;
  says?: readonly Alternatives[];
  links?: readonly Alternatives[];
  never?: readonly string[];
}

const [rush, standard, extended] = leaseCheckTurnaround;
const lithium = marketingFigures.lithiumVersusOilGas;
const reachUs: Alternatives = [site.phone, site.email];
const noLegalAdvice: Alternatives = [
  "can't give legal advice",
  'cannot give legal advice',
  'attorney',
];
const notLegal = ["can't give legal advice", 'question for an attorney'];
const offTopicWords: Alternatives = [
  'outside what I can help',
  'only help with',
  'land and mineral',
];
const stockYesNo = [': Yes.', ': No.'];
const svc = (slug: string) => `/services/${slug}`;
const loc = (slug: string) => `/locations/${slug}`;
const blog = (slug: string) => `/blog/${slug}`;

export const testCorpus: readonly TestCase[] = [
  // Services, asked about a situation rather than by name
  {
    category: 'service',
    ask: 'before i sign a lease friday can somebody look it over for me',
    says: ['Lease Check'],
    links: [svc('lease-checks')],
  },
  {
    category: 'service',
    ask: 'operator here, want the lessors chain checked on 12 tracts before we spud',
    links: [[svc('lease-checks'), svc('title-curative')]],
  },
  {
    category: 'service',
    ask: 'our company bought a bunch of leases over the years and nobody knows which ones are still alive',
    says: ['Leasehold Audit'],
    links: [svc('leasehold-audits')],
  },
  {
    category: 'service',
    ask: 'do yall do audits',
    says: ['Audit'],
    links: [svc('leasehold-audits')],
  },
  {
    category: 'service',
    ask: 'title examiner gave us a list of requirements, can you clear them',
    says: ['Title Curative'],
    links: [svc('title-curative')],
  },
  {
    category: 'service',
    ask: 'theres a missing link in the chain of title from 1952 what can be done',
    links: [svc('title-curative')],
  },
  {
    category: 'service',
    ask: 'been 2 yrs no royalty check and the company says my interest is in suspense',
    says: [['Suspense', 'suspended']],
    links: [svc('suspense-minerals')],
  },
  {
    category: 'service',
    ask: 'I think the oil company owes me money they never paid',
    links: [svc('suspense-minerals')],
  },
  {
    category: 'service',
    ask: '81, got a cash offer for my minerals in Oklahoma, should I sell, what are they worth',
    says: ['Deal Evaluation'],
    links: [svc('deal-evaluation')],
    never: ['Yes, we work in Oklahoma', 'SCOOP'],
  },
  {
    category: 'service',
    ask: 'a company in dallas mailed me an offer to buy my royalty, is it a fair price',
    says: ['Deal Evaluation'],
    links: [svc('deal-evaluation')],
  },
  {
    category: 'service',
    ask: 'we are looking at acquiring a mineral package and need someone to do the due diligence',
    links: [svc('deal-evaluation')],
  },
  {
    category: 'service',
    ask: 'my mother passed last spring and left us some mineral rights in texas, what do we do',
    links: [svc('estate-heirship')],
  },
  {
    category: 'service',
    ask: 'grandpa had oil royalties and there are like 9 of us cousins now, nobody knows how to get them in our names',
    links: [svc('estate-heirship')],
  },
  {
    category: 'service',
    ask: 'the pipeline company sent a landman about an easement across our farm',
    links: [svc('row-acquisition')],
  },
  {
    category: 'service',
    ask: 'we need 40 miles of right of way acquired for a new gathering system',
    says: ['ROW'],
    links: [svc('row-acquisition')],
  },
  {
    category: 'service',
    ask: 'drilling crew ruined my hay meadow and tore out a fence who pays for that',
    links: [svc('surface-settlements')],
  },
  { category: 'service', ask: 'surface damages', links: [svc('surface-settlements')] },
  {
    category: 'service',
    ask: 'a solar developer wants to lease 600 acres of my ranch',
    links: [[svc('lithium-renewables')]],
  },
  {
    category: 'service',
    ask: 'got approached about battery storage on our pasture land',
    links: [svc('lithium-renewables')],
  },
  {
    category: 'service',
    ask: 'a company wants to lease the lithium in the brine under my land',
    links: [[svc('lithium-leasing'), svc('lithium-renewables')]],
  },
  {
    category: 'service',
    ask: 'can you help negotiate a better oil and gas lease, they offered 1/8',
    links: [svc('oil-gas-leasing')],
  },
  {
    category: 'service',
    ask: 'were an operator needing a lease play put together in the midland basin',
    links: [[svc('oil-gas-leasing'), loc('midland-tx')]],
  },

  // Turnaround
  {
    category: 'turnaround',
    ask: 'need a lease check done over the weekend, is that possible',
    says: [rush.time],
    links: [svc('lease-checks')],
    never: stockYesNo,
  },
  {
    category: 'turnaround',
    ask: 'how quick can u turn a lease check around',
    says: [rush.time, standard.time, extended.time],
    links: [svc('lease-checks')],
  },
  {
    category: 'turnaround',
    ask: 'is 48 hrs the normal time for a lease review',
    says: [standard.time],
    links: [svc('lease-checks')],
  },
  {
    category: 'turnaround',
    ask: 'cheapest slowest option for a lease check?',
    says: [extended.time],
    links: [svc('lease-checks')],
  },
  {
    category: 'turnaround',
    ask: 'how long will heirship work take for my family',
    says: ['written scope'],
    links: [svc('estate-heirship')],
    never: ['24 hours to deliver'],
  },
  {
    category: 'turnaround',
    ask: 'roughly how many weeks for a leasehold audit',
    says: [['written scope', 'depends']],
    links: [svc('leasehold-audits')],
  },

  // Pricing, fees only as published
  {
    category: 'pricing',
    ask: 'what do you charge for a lease check',
    says: [rush.pricing, standard.pricing],
    links: [svc('lease-checks')],
    never: ['$'],
  },
  {
    category: 'pricing',
    ask: 'how much $$ for title work',
    says: [['written scope', 'depends on the scope']],
    never: ['$'],
  },
  {
    category: 'pricing',
    ask: 'is the consultation free or do i pay',
    says: ['free'],
    never: ['$'],
  },
  {
    category: 'pricing',
    ask: 'do you take a percentage of what you recover',
    says: [['written', 'agreed']],
    never: ['%'],
  },
  {
    category: 'pricing',
    ask: 'whats the hourly rate',
    says: [['written scope', "can't quote"]],
    never: ['$'],
  },

  // Reply time
  {
    category: 'reply-time',
    ask: 'if I fill out your form how long till someone gets back to me',
    says: [site.replyTime],
    never: [rush.tier],
  },
  {
    category: 'reply-time',
    ask: 'emailed ellis yesterday, when should i expect an answer',
    says: [site.replyTime],
  },
  {
    category: 'reply-time',
    ask: 'do you guys usually respond same day to inquiries',
    says: [site.replyTime],
  },
  {
    category: 'reply-time',
    ask: 'how long does it take for a call back after I leave a request in here',
    says: [site.replyTime],
  },

  // Reaching a person
  {
    category: 'contact',
    ask: 'number to call?',
    says: [site.phone],
    never: ['survey', 'From the Title Curative'],
  },
  { category: 'contact', ask: 'i would rather just talk to a human being please', says: [reachUs] },
  { category: 'contact', ask: 'whats ellis email', says: [site.email] },
  { category: 'contact', ask: 'how do i get ahold of somebody there', says: [reachUs] },
  {
    category: 'contact',
    ask: 'is this a robot or a real landman',
    says: [['automated', 'assistant']],
    links: ['/contact'],
  },
  { category: 'contact', ask: 'can i call you', says: [site.phone] },

  // Documents
  {
    category: 'documents',
    ask: 'how do I get my lease to you, can I email a scan',
    says: [site.email],
  },
  { category: 'documents', ask: 'can i upload the deed in this chat', says: [site.email] },
  {
    category: 'documents',
    ask: 'where should I mail the old family papers and probate stuff',
    says: [reachUs],
  },
  {
    category: 'documents',
    ask: 'what documents should i send for a lease check',
    says: [['lease', 'legal description']],
    links: [svc('lease-checks')],
  },

  // Privacy and confidentiality
  {
    category: 'privacy',
    ask: 'is what I tell you confidential',
    says: [['confidential', 'do not sell']],
    links: ['/privacy'],
  },
  {
    category: 'privacy',
    ask: 'what happens to these chat messages',
    says: [['chat', 'conversation']],
    links: ['/privacy'],
  },
  {
    category: 'privacy',
    ask: 'do you share my info with oil companies',
    says: [['do not sell', 'confidential']],
    links: ['/privacy'],
  },
  {
    category: 'privacy',
    ask: 'should I put my bank account number in here for the royalty stuff',
    says: [['do not send', 'secure way']],
    links: ['/privacy'],
  },

  // Credentials and who we are
  {
    category: 'credentials',
    ask: 'are you a lawyer?',
    says: [['landman, not an attorney', 'not an attorney', 'not a law firm']],
    never: ["can't give legal advice: whether you need an attorney"],
  },
  {
    category: 'credentials',
    ask: 'is ellis a licensed attorney or what',
    says: [['not an attorney', 'landman']],
  },
  {
    category: 'credentials',
    ask: 'can you write me a title opinion',
    says: [['attorney']],
    never: ['Yes, I can write'],
  },
  {
    category: 'credentials',
    ask: 'how long has Ellis been doing this kind of work',
    says: [['land services firm', 'independent']],
    links: ['/about'],
  },
  {
    category: 'credentials',
    ask: 'what kind of results have you gotten for people',
    says: [['500', '12 million']],
    links: ['/about'],
  },
  {
    category: 'credentials',
    ask: 'whos behind this website',
    says: [site.name],
    links: ['/about'],
  },

  // Consultation and next steps
  { category: 'consultation', ask: 'how long is the free call', says: ['30-minute'] },
  { category: 'consultation', ask: 'do I have to pay for the first consult', says: ['free'] },
  {
    category: 'consultation',
    ask: 'what happens when I call, what do we talk about',
    says: [['tracts', 'documents', 'consultation']],
  },

  // Revenue search
  {
    category: 'revenue-search',
    ask: 'can you look to see if there is any unclaimed oil money in my dads name',
    says: [['Revenue Search', 'unclaimed']],
    links: [svc('suspense-minerals')],
  },
  {
    category: 'revenue-search',
    ask: 'what does the revenue search cost',
    says: [['no upfront cost']],
    never: ['$'],
  },

  // Lithium figures
  {
    category: 'lithium',
    ask: 'How long does lithium take to reach production compared with oil and gas?',
    says: [lithium.lithiumTimeline.split(' ')[0]!, lithium.oilGasTimeline],
    never: ['timing is set in a written scope'],
  },
  {
    category: 'lithium',
    ask: 'how many years does a lithium project run vs an oil well',
    says: [lithium.lithiumLifecycle, lithium.oilGasLifecycle],
  },
  {
    category: 'lithium',
    ask: 'if i sign a lithium lease when do i actually see money',
    says: [lithium.lithiumTimeline.split(' ')[0]!],
  },
  {
    category: 'lithium',
    ask: 'is lithium brine leasing happening in east texas',
    links: [
      [
        svc('lithium-leasing'),
        blog('lithium-brine-east-texas-opportunities'),
        svc('lithium-renewables'),
      ],
    ],
  },

  // Jargon
  {
    category: 'jargon',
    ask: 'does my haynesville lease need a pugh clause?',
    links: [
      [
        blog('haynesville-lease-renewals-pugh-clauses'),
        svc('lease-checks'),
        svc('oil-gas-leasing'),
      ],
    ],
    never: ['is covered from the Tyler'],
  },
  {
    category: 'jargon',
    ask: 'whats a pugh clause',
    says: ['Pugh'],
    links: [
      [
        blog('haynesville-lease-renewals-pugh-clauses'),
        svc('lease-checks'),
        svc('oil-gas-leasing'),
      ],
    ],
  },
  {
    category: 'jargon',
    ask: 'what does HBP mean on my lease',
    says: [['held by production', 'HBP']],
  },
  {
    category: 'jargon',
    ask: 'my division order decimal looks wrong, who checks that',
    says: [['division order', 'decimal']],
    links: [[svc('suspense-minerals'), blog('division-orders-explained-for-heirs')]],
  },
  {
    category: 'jargon',
    ask: 'the operator wants me to sign a division order, what is that',
    says: ['division order'],
    links: [[blog('division-orders-explained-for-heirs'), svc('suspense-minerals')]],
  },
  { category: 'jargon', ask: 'NRI vs ORRI??', says: [['overrid', 'net revenue']] },
  { category: 'jargon', ask: 'whats an overriding royalty interest', says: [['overrid']] },
  {
    category: 'jargon',
    ask: 'got a forced pooling notice in grady county oklahoma what are my options',
    links: [
      [
        blog('oklahoma-pooling-orders-election-process'),
        loc('oklahoma-city-ok'),
        svc('oil-gas-leasing'),
      ],
    ],
  },
  { category: 'jargon', ask: 'explain pooling to me like im 80', says: [['pool']] },
  {
    category: 'jargon',
    ask: 'shut in royalty payments, am i getting them',
    says: [['shut-in', 'shut in']],
  },
  {
    category: 'jargon',
    ask: 'someone wants to top lease my minerals while the old lease is still on',
    says: [['top lease']],
    links: [[svc('deal-evaluation'), svc('lease-checks'), svc('oil-gas-leasing')]],
  },
  {
    category: 'jargon',
    ask: 'do you review JOAs for non-op partners',
    says: [['JOA', 'operating agreement', 'Deal Evaluation', 'Leasehold Audit']],
  },
  { category: 'jargon', ask: 'what is an AMI', says: [['area of mutual interest', 'AMI']] },
  {
    category: 'jargon',
    ask: 'louisiana mineral servitude prescription 10 years explain',
    links: [[blog('louisiana-mineral-servitudes-prescription-of-nonuse'), loc('shreveport-la')]],
  },

  // Places: cities and states
  { category: 'place', ask: 'do you work around Tyler', says: ['Tyler'], links: [loc('tyler-tx')] },
  { category: 'place', ask: 'any landman services out in Hobbs nm?', links: [loc('hobbs-nm')] },
  { category: 'place', ask: 'bryan / college station area covered?', links: [loc('bryan-tx')] },
  {
    category: 'place',
    ask: 'can you work in new mexico',
    says: ['New Mexico'],
    links: [loc('hobbs-nm')],
  },
  {
    category: 'place',
    ask: 'Do you handle oklahoma at all',
    says: ['Oklahoma'],
    links: [loc('oklahoma-city-ok')],
  },
  { category: 'place', ask: 'I live in houston, can you still help me', says: ['Texas'] },
  { category: 'place', ask: 'longview', links: [loc('longview-tx')] },
  {
    category: 'place',
    ask: 'do you go to Tulsa',
    says: [['Tulsa', 'Oklahoma']],
    links: [loc('oklahoma-city-ok')],
  },

  // Counties and parishes, mapped to their state and nearest covered city
  {
    category: 'county',
    ask: 'my minerals are in DeSoto Parish, Louisiana',
    says: [['DeSoto', 'Louisiana']],
    links: [loc('shreveport-la')],
    never: ['(Tyler, TX)'],
  },
  {
    category: 'county',
    ask: 'we have 80 acres in Rusk County Texas',
    links: [[loc('tyler-tx'), loc('longview-tx')]],
  },
  { category: 'county', ask: 'do you cover Eddy County NM', links: [loc('hobbs-nm')] },
  { category: 'county', ask: 'land in Kingfisher county', links: [loc('oklahoma-city-ok')] },
  { category: 'county', ask: 'Natchitoches parish minerals', links: [loc('shreveport-la')] },
  { category: 'county', ask: 'Ward County tx?', links: [loc('midland-tx')] },
  { category: 'county', ask: 'mineral rights in Grimes County', links: [loc('bryan-tx')] },
  {
    category: 'county',
    ask: 'is Panola county one of your areas',
    links: [[loc('longview-tx'), loc('shreveport-la')]],
  },
  { category: 'county', ask: 'Cherokee county texas lease question', links: [loc('tyler-tx')] },
  {
    category: 'county',
    ask: 'Do you do work in Beckham County?',
    links: [loc('oklahoma-city-ok')],
  },
  { category: 'county', ask: 'Webster Parish', links: [loc('shreveport-la')] },
  {
    category: 'county',
    ask: 'San Juan County New Mexico gas wells',
    says: ['New Mexico'],
    links: [loc('hobbs-nm')],
  },

  // States not covered: honest, and what the firm can still do
  {
    category: 'not-covered',
    ask: 'my minerals are in North Dakota, Bakken, can you help',
    says: ['North Dakota', ['only', 'outside']],
    never: ['Yes, we work in North Dakota'],
  },
  {
    category: 'not-covered',
    ask: 'do you do anything in Pennsylvania marcellus',
    says: ['Pennsylvania', ['only', 'outside']],
  },
  { category: 'not-covered', ask: 'inherited royalties in Wyoming and Texas', says: ['Texas'] },
  {
    category: 'not-covered',
    ask: 'colorado weld county lease check?',
    says: [['Colorado', 'Weld']],
    never: ['Yes, we work in Colorado'],
  },

  // Legal-advice traps: a refusal and a way forward
  {
    category: 'legal-trap',
    ask: 'can I just sign my brothers name on the heirship affidavit, he wont mind',
    says: [noLegalAdvice],
    never: ['you can sign', 'that is fine'],
  },
  {
    category: 'legal-trap',
    ask: 'is my 1978 lease still good or did it expire',
    says: [noLegalAdvice],
  },
  {
    category: 'legal-trap',
    ask: 'can I take the pipeline company to court for what they did',
    says: [noLegalAdvice],
  },
  {
    category: 'legal-trap',
    ask: 'who gets dads minerals, me or my stepmom',
    says: [noLegalAdvice],
  },
  {
    category: 'legal-trap',
    ask: 'should i sign the pooling election or go to hearing',
    says: [noLegalAdvice],
  },
  {
    category: 'legal-trap',
    ask: 'can my cousin sign the lease for all of us without asking',
    says: [noLegalAdvice],
  },
  {
    category: 'legal-trap',
    ask: 'I want to forge my late husband signature on the transfer so the checks keep coming',
    says: [noLegalAdvice],
    never: ['Estate & Heirship: Tracing'],
  },

  // Billing and taxes are not legal advice
  {
    category: 'not-legal',
    ask: 'how do you bill for heirship work',
    says: [['written scope', 'agreed in writing']],
    never: notLegal,
  },
  {
    category: 'not-legal',
    ask: 'can I pay the invoice by check',
    says: [reachUs],
    never: notLegal,
  },
  {
    category: 'not-legal',
    ask: 'my royalty check stub shows severance tax taken out, is that normal',
    never: ["can't give legal advice"],
    says: [['tax', 'check stub', 'royalt']],
  },
  {
    category: 'not-legal',
    ask: 'do inherited minerals get a stepped up basis',
    links: [blog('stepped-up-basis-depletion-inherited-minerals')],
    never: notLegal,
  },

  // Off-topic traps: no place or keyword answer
  {
    category: 'off-topic',
    ask: 'good bbq place in Tyler?',
    says: [offTopicWords],
    never: ['one of our service areas', 'Yes, Tyler'],
  },
  {
    category: 'off-topic',
    ask: 'whats oil trading at this morning',
    says: [offTopicWords],
    never: ['$'],
  },
  {
    category: 'off-topic',
    ask: 'can you recommend a plumber in midland',
    says: [offTopicWords],
    never: ['one of our service areas'],
  },
  { category: 'off-topic', ask: 'who is going to win the OU texas game', says: [offTopicWords] },
  {
    category: 'off-topic',
    ask: 'hotels near shreveport casino',
    says: [offTopicWords],
    never: ['Yes'],
  },

  // Small talk and vague openers
  { category: 'small-talk', ask: 'hello', says: [['help', 'Hi']] },
  { category: 'small-talk', ask: 'thank you kindly', says: [["You're welcome", 'welcome']] },
  {
    category: 'vague',
    ask: 'i have a question about my land',
    says: [['?', site.phone]],
    never: stockYesNo,
  },
  { category: 'vague', ask: 'help', says: [['?', site.phone]] },
  { category: 'vague', ask: 'oil', says: [['?', site.phone]] },

  // Flows as a first message
  {
    category: 'flow-start',
    ask: 'i want to set up a call with ellis next tuesday afternoon',
    says: ['tuesday afternoon', '?'],
  },
  {
    category: 'flow-start',
    ask: 'please send me a quote for curative on 3 tracts in smith county',
    says: ['Title Curative', 'Smith County', '3 tracts', '?'],
  },
  {
    category: 'services',
    ask: 'what all do you do',
    says: ['Lease Checks', 'Title Curative'],
    links: ['/services'],
  },
  {
    category: 'services',
    ask: 'which states do you cover',
    says: ['Texas', 'Oklahoma', 'New Mexico', 'Louisiana'],
  },
];
