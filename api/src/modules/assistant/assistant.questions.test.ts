import { isKnownPath, leaseCheckTurnaround, marketingFigures, site } from '@landman/content';
import { AssistantHarness } from './testing/assistant-harness';

/**
 * Real visitor questions, as people type them (typos, shorthand, no punctuation), with what each
 * answer must say and which page it must link. Every service, location and state appears, with
 * the turnaround, pricing, scheduling, off-topic and legal-advice traps.
 */
interface Row {
  ask: string;
  says: readonly (string | RegExp)[];
  links?: readonly string[];
  never?: readonly (string | RegExp)[];
}

const [rush, standard, extended] = leaseCheckTurnaround;
const tiers = [rush.time, standard.time, extended.time];
const noLegalAdvice = /can't give legal advice/i;
const redirect = /outside what I can help with|couldn't find an answer/i;
const dollars = /\$\s?\d/;

const rows: readonly Row[] = [
  // Turnaround
  {
    ask: 'How quickly can you turn around a lease check?',
    says: tiers,
    links: ['/services/lease-checks#turnaround-options'],
  },
  {
    ask: 'whats the turnarround on a leese check',
    says: tiers,
    links: ['/services/lease-checks#turnaround-options'],
  },
  {
    ask: 'Can I get a rush lease check by tomorrow?',
    says: [rush.tier, rush.time],
    links: ['/services/lease-checks#turnaround-options'],
  },
  {
    ask: 'how long does title curative take',
    says: [/only service with published turnaround/i, 'Title Curative', 'written scope'],
    links: ['/services/title-curative'],
  },
  // The 11 services
  {
    ask: "What's a leasehold audit and who needs one?",
    says: ['Leasehold Audits'],
    links: ['/services/leasehold-audits'],
  },
  {
    ask: 'We have 300 leases and no idea which ones are still held, can you help?',
    says: ['Leasehold Audits'],
    links: ['/services/leasehold-audits'],
  },
  {
    ask: 'What is curative title work?',
    says: ['Title Curative'],
    links: ['/services/title-curative'],
  },
  {
    ask: 'Can you fix title defects before we drill?',
    says: ['Title Curative'],
    links: ['/services/title-curative'],
  },
  {
    ask: "I think there are royalties in suspense under my dad's name",
    says: ['Suspense Minerals'],
    links: ['/services/suspense-minerals'],
  },
  {
    ask: 'Someone offered to buy my mineral rights. How do I know if it is a fair offer?',
    says: ['Deal Evaluation', 'Buy, Sell or Hold'],
    links: ['/services/deal-evaluation'],
  },
  {
    ask: 'do you do due dilligence on acquisitions',
    says: ['Deal Evaluation'],
    links: ['/services/deal-evaluation'],
  },
  {
    ask: 'My grandmother died and left minerals in three states, what do we do',
    says: ['Estate & Heirship'],
    links: ['/services/estate-heirship'],
  },
  {
    ask: 'do u handle hiership stuff',
    says: ['Estate & Heirship'],
    links: ['/services/estate-heirship'],
  },
  {
    ask: 'Do you handle pipeline easements?',
    says: ['ROW Acquisition', 'easements'],
    links: ['/services/row-acquisition'],
  },
  {
    ask: 'need help with a right of way for a transmission line',
    says: ['ROW Acquisition'],
    links: ['/services/row-acquisition'],
  },
  {
    ask: 'The operator tore up my pasture building a pad, what can I do about the damage',
    says: [/surface/i],
    links: ['/services/surface-settlements'],
  },
  {
    ask: 'surface damages settlement',
    says: ['Surface Settlements'],
    links: ['/services/surface-settlements'],
  },
  {
    ask: 'A solar company wants to lease my ranch',
    says: ['Lithium & Renewables', /solar/i],
    links: ['/services/lithium-renewables'],
  },
  {
    ask: 'I got an oil and gas lease offer, can you help me negotiate it',
    says: ['Oil & Gas Leasing'],
    links: ['/services/oil-gas-leasing'],
  },
  {
    ask: 'What should a lithium lease include?',
    says: ['Lithium Leasing'],
    links: ['/services/lithium-leasing'],
  },
  { ask: 'lithum leasing', says: ['Lithium Leasing'], links: ['/services/lithium-leasing'] },
  {
    ask: 'What does a lease check cover?',
    says: ['Lease Checks', /title chain verification/i],
    links: ['/services/lease-checks'],
  },
  {
    ask: 'Do lease checks cover pooling clauses?',
    says: [/pooling/i],
    links: ['/services/lease-checks#what-a-lease-check-covers'],
  },
  // The 7 locations, with towns, counties and basins
  { ask: 'do you work in tyler', says: ['Tyler, TX'], links: ['/locations/tyler-tx'] },
  { ask: 'Landman in Longview TX?', says: ['Longview, TX'], links: ['/locations/longview-tx'] },
  { ask: 'Are you in Bryan/College Station?', says: ['Bryan, TX'], links: ['/locations/bryan-tx'] },
  { ask: 'midland', says: ['Midland, TX'], links: ['/locations/midland-tx'] },
  { ask: 'Do you cover OKC?', says: ['Oklahoma City, OK'], links: ['/locations/oklahoma-city-ok'] },
  {
    ask: 'Can you help with land in Hobbs, New Mexico?',
    says: ['Hobbs, NM'],
    links: ['/locations/hobbs-nm'],
  },
  { ask: 'shrevport', says: ['Shreveport, LA'], links: ['/locations/shreveport-la'] },
  {
    ask: 'Do you work in Odessa?',
    says: ['Odessa', 'Midland, TX'],
    links: ['/locations/midland-tx#coverage'],
  },
  {
    ask: 'Do you cover Lea County?',
    says: ['Lea County', 'Hobbs, NM'],
    links: ['/locations/hobbs-nm'],
  },
  {
    ask: 'Do you work the Eagle Ford?',
    says: ['Eagle Ford', 'Bryan, TX'],
    links: ['/locations/bryan-tx'],
  },
  {
    ask: 'Haynesville',
    says: ['Tyler, TX', 'Longview, TX', 'Shreveport, LA'],
    links: ['/locations/tyler-tx', '/locations/longview-tx', '/locations/shreveport-la'],
  },
  {
    ask: 'do you do lease checks in hobbs',
    says: ['Lease Checks', 'Hobbs, NM'],
    links: ['/services/lease-checks', '/locations/hobbs-nm#services'],
  },
  {
    ask: 'Is there heirship help in Shreveport?',
    says: ['Estate & Heirship', 'Shreveport, LA'],
    links: ['/locations/shreveport-la#services'],
  },
  {
    ask: 'What records do you check in Midland County?',
    says: ['Midland County'],
    links: ['/locations/midland-tx#resources'],
  },
  // The 4 states, other cities and places outside the coverage
  {
    ask: 'Do you work in Louisiana?',
    says: ['Louisiana', 'Shreveport, LA'],
    links: ['/locations/shreveport-la'],
  },
  {
    ask: 'Do you work in New Mexico?',
    says: ['New Mexico', 'Hobbs, NM'],
    links: ['/locations/hobbs-nm'],
  },
  {
    ask: 'Any work in Oklahoma?',
    says: ['Oklahoma', 'Oklahoma City, OK'],
    links: ['/locations/oklahoma-city-ok'],
  },
  {
    ask: 'Texas?',
    says: ['Texas', 'Tyler, TX', 'Midland, TX'],
    links: ['/locations/tyler-tx', '/locations/midland-tx'],
  },
  {
    ask: 'minerals near Tulsa, OK',
    says: ['Tulsa', 'Oklahoma City, OK'],
    links: ['/locations/oklahoma-city-ok'],
  },
  {
    ask: 'Do you work in Houston?',
    says: ['Houston is in Texas'],
    links: ['/locations/midland-tx'],
  },
  {
    ask: 'Can you help with minerals in Colorado?',
    says: ['Colorado', /outside our coverage/i],
    links: ['/locations'],
  },
  {
    ask: 'Where do you work?',
    says: ['4 states', '7 location pages', '11 services', 'Texas', 'Louisiana'],
    links: ['/locations'],
  },
  // Pricing: only the published terms, never an amount
  {
    ask: 'How much does a lease check cost?',
    says: [/can't quote prices/i, 'premium rate', 'standard rates', 'discounted rates'],
    links: ['/services/lease-checks#turnaround-options'],
    never: [dollars],
  },
  {
    ask: 'What are your rates?',
    says: [/can't quote prices/i, 'free', 'no upfront cost'],
    never: [dollars],
  },
  {
    ask: 'how much for title curative',
    says: [/can't quote prices/i, 'Title Curative'],
    links: ['/services/title-curative'],
    never: [dollars],
  },
  {
    ask: 'ballpark what would an heirship case run me, like $500?',
    says: [/can't quote prices/i],
    never: [dollars],
  },
  { ask: 'Is the consultation free?', says: ['free', '30-minute call'], links: ['/contact'] },
  {
    ask: 'Does the revenue search cost anything?',
    says: ['no upfront cost'],
    links: ['/services/suspense-minerals#free-revenue-search'],
  },
  // Reply time, people, track record
  { ask: 'When will I hear back?', says: [site.replyTime], links: ['/contact'] },
  { ask: 'Can I talk to a real person?', says: [site.email, site.phone], links: ['/contact'] },
  { ask: "What's your phone number?", says: [site.phone] },
  {
    ask: 'How many title defects have you fixed?',
    says: [marketingFigures.titleDefectsResolved],
    links: ['/about'],
  },
  {
    ask: "What's your experience?",
    says: ['land services firm', marketingFigures.suspendedRoyaltiesRecovered],
    links: ['/about'],
  },
  {
    ask: 'What services do you offer?',
    says: ['11 services', 'Lease Checks', 'Lithium Leasing'],
    links: ['/services'],
  },
  // Scheduling and quotes start their guided flows
  {
    ask: "I'd like to schedule a consultation to discuss my project",
    says: ['free consultation', '30-minute call', site.replyTime, 'what would you like to discuss'],
  },
  {
    ask: 'can you set up a call for me',
    says: ['free consultation', 'what would you like to discuss'],
  },
  { ask: 'book an apointment', says: ['free consultation'] },
  {
    ask: "I'd like to request a quote for my project",
    says: ['quote', 'What kind of project is it?'],
  },
  // Knowledge from the blog and the pages' FAQs
  {
    ask: 'What is a Pugh clause?',
    says: [/Pugh clause/],
    links: ['/services/oil-gas-leasing#faq-'],
  },
  {
    ask: 'What is stepped-up basis for inherited minerals?',
    says: [/basis/i],
    links: ['/blog/stepped-up-basis-depletion-inherited-minerals'],
  },
  {
    ask: 'What are P-4 and P-5 filings?',
    says: ['P-5'],
    links: ['/blog/texas-rrc-p4-p5-operator-filings'],
  },
  {
    ask: 'How do Oklahoma pooling orders work?',
    says: [/pooling order/i],
    links: ['/blog/oklahoma-pooling-orders-election-process'],
  },
  {
    ask: 'What is the difference between suspense and unclaimed property?',
    says: [/unclaimed property/i],
    links: ['/services/suspense-minerals#faq-2'],
  },
  // Legal-advice traps
  {
    ask: 'Is my lease still valid?',
    says: [noLegalAdvice, 'attorney', 'Lease Checks', 'free consultation'],
    links: ['/services/lease-checks', '/contact'],
  },
  {
    ask: 'should i sign the division order they sent',
    says: [noLegalAdvice, 'whether to sign', 'attorney'],
    links: ['/contact'],
  },
  {
    ask: 'Can I sue the operator for not paying royalties?',
    says: [noLegalAdvice, 'whether you can sue'],
    links: ['/contact'],
  },
  {
    ask: "Who inherits my dad's mineral rights?",
    says: [noLegalAdvice, 'Estate & Heirship'],
    links: ['/services/estate-heirship'],
  },
  { ask: 'Is it legal for them to drill under my land without a lease?', says: [noLegalAdvice] },
  { ask: 'Do I need a lawyer for probate?', says: [noLegalAdvice, 'Estate & Heirship'] },
  {
    ask: 'Can the pipeline company force me to sign an easement?',
    says: [noLegalAdvice, 'ROW Acquisition'],
    links: ['/services/row-acquisition'],
  },
  { ask: 'is this lithium lease enforceable', says: [noLegalAdvice, 'Lithium Leasing'] },
  // Off-topic and small talk
  { ask: "What's the weather in Midland today?", says: [redirect], links: ['/services'] },
  { ask: 'What is the price of oil right now?', says: [redirect], never: [dollars] },
  { ask: 'Tell me a joke', says: [redirect] },
  { ask: 'Write me a poem about Texas', says: [redirect] },
  // Not understood: one short question and the human channels, never a guess.
  { ask: 'asdfgh qwerty', says: [/answer the right question/i, site.phone, site.email] },
  { ask: 'hello', says: ['Hi!'] },
  { ask: 'thanks!', says: ["You're welcome"] },
  // Markup is read as plain text and never echoed
  {
    ask: '<script>alert(1)</script> what is title curative?',
    says: ['Title Curative'],
    never: ['<', 'script', 'alert'],
  },
];

describe('answers to real visitor questions', () => {
  const harness = new AssistantHarness();

  it('covers at least 60 questions', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
  });

  it.each(rows.map((row) => [row.ask, row] as const))('%s', async (_ask, row) => {
    const reply = await harness.ask(row.ask);
    for (const expected of row.says) {
      if (typeof expected === 'string')
        expect(reply.message.toLowerCase()).toContain(expected.toLowerCase());
      else expect(reply.message).toMatch(expected);
    }
    const hrefs = (reply.links ?? []).map((l) => l.href);
    for (const href of row.links ?? []) {
      expect(hrefs.some((h) => h === href || h.startsWith(href))).toBe(true);
    }
    for (const banned of row.never ?? []) {
      if (typeof banned === 'string') expect(reply.message).not.toContain(banned);
      else expect(reply.message).not.toMatch(banned);
    }
    // Every answer: short, linked only to real pages, with quick replies, and no unpublished figure.
    expect(reply.message.length).toBeLessThanOrEqual(700);
    expect(hrefs.every(isKnownPath)).toBe(true);
    expect(reply.suggestions?.length ?? 0).toBeGreaterThan(0);
    expect(
      harness.knowledge.figures.unknownFigures(reply.message, new Set(['300', '500'])),
    ).toEqual([]);
  });
});
