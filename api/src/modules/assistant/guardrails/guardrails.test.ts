import { locationPages, servicePages } from '@landman/content';
import {
  aboutAnswer,
  consultationAnswer,
  coverageAnswer,
  pricingAnswer,
  replyTimeAnswer,
  revenueSearchAnswer,
  servicesOverviewAnswer,
  talkToPersonAnswer,
  trackRecordAnswer,
  turnaroundAnswer,
} from '../answers/curated.answers';
import { legalAdviceAnswer, outOfScopeAnswer } from '../answers/guardrail.answers';
import { serviceOverview } from '../answers/service.answer';
import { chips, defaultSuggestions } from '../answers/suggestions';
import { MessageAnalyzer } from '../entities/message.analyzer';
import { contentCorpus } from '../text/content-corpus';
import { AssistantHarness } from '../testing/assistant-harness';
import { FigureGuard, figuresIn, sentencesOf } from './figure.guard';
import { isLegalAdviceRequest } from './legal-advice.guard';
import { isOffTopic } from './out-of-scope.guard';
import { quotesAPrice, statesLegalConclusion } from './reply-content.guard';
import { finishReply, safeFallback } from './reply.finisher';

const analyzer = new MessageAnalyzer();
/** One assistant for the file; `ask` gives every question a session of its own. */
const harness = new AssistantHarness();
const figures = new FigureGuard(contentCorpus());

describe('rule: no figure the site does not publish', () => {
  it('reads figures written as digits, money, percentages, ranges and words', () => {
    expect(figuresIn('Rush in 24 hours, $12 million, 0.1%, 3-5 days, fifteen heirs')).toEqual([
      '24',
      '12',
      '0.1',
      '3',
      '5',
      'million',
      'fifteen',
    ]);
  });

  it('keeps sentences with published figures and drops those with invented ones', () => {
    const { text, removed } = figures.filter(
      'Standard checks take 48 hours. A lease check costs $750. Lease checks cost under 0.1% of project costs.',
    );
    expect(text).toBe(
      'Standard checks take 48 hours. Lease checks cost under 0.1% of project costs.',
    );
    expect(removed).toEqual(['A lease check costs $750.']);
  });

  it("allows the visitor's own figures to be repeated back (acreage, phone)", () => {
    expect(
      figures.unknownFigures(
        'Size: 640 acres. Phone: 432-555-0111',
        new Set(['640', '432', '555', '0111']),
      ),
    ).toEqual([]);
    expect(figures.unknownFigures('Size: 640 acres.')).toEqual(['640']);
  });

  it('holds for every curated answer, service overview and refusal', () => {
    const templates = [
      turnaroundAnswer(),
      turnaroundAnswer('title-curative'),
      replyTimeAnswer(),
      coverageAnswer(),
      trackRecordAnswer(),
      consultationAnswer(),
      revenueSearchAnswer(),
      pricingAnswer(),
      pricingAnswer('deal-evaluation'),
      talkToPersonAnswer(),
      servicesOverviewAnswer(),
      aboutAnswer(),
      outOfScopeAnswer(),
      ...servicePages.map((p) => legalAdviceAnswer(p.slug, 'whether to sign')),
    ].map((d) => d.reply.message);
    for (const text of [...templates, ...servicePages.map((p) => serviceOverview(p.slug))]) {
      expect(figures.unknownFigures(text)).toEqual([]);
    }
  });
});

describe('rule: price questions get the published terms only, never an amount', () => {
  it.each([
    'How much do you charge?',
    'what does a title opinion cost',
    'whats your hourly rate',
    'Is a rush lease check more expensive?',
    'how much for an heirship case with 15 heirs',
    'Would $2,800 cover a suspense recovery?',
    'What do you charge per acre for ROW work?',
    'give me a ballpark for a leasehold audit',
  ])('%s', async (question) => {
    const reply = await harness.ask(question);
    expect(reply.message).toMatch(/can't quote prices/i);
    expect(reply.message).not.toMatch(/\$\s?\d/);
    expect(reply.message).toMatch(/free/);
    expect(reply.message).toMatch(/no upfront cost/);
  });
});

describe('rule: no legal advice', () => {
  it.each([
    'Is my lease still valid?',
    'is this contract binding',
    'Should I sign the division order?',
    'should we accept their offer',
    'Can I sue the pipeline company?',
    'we want to file a lawsuit against the operator',
    'Who inherits the minerals if there is no will?',
    'who gets my grandfathers royalties',
    'Is it legal to drill without my permission?',
    'Do I have to sign the easement?',
    'Can they force me to lease?',
    'What are my rights as a surface owner?',
    'Can I break my lease?',
    'Do I need a lawyer?',
    'I need legal advice about a deed',
  ])('refuses and offers a consultation: %s', async (question) => {
    expect(isLegalAdviceRequest(analyzer.analyze(question))).toBe(true);
    const reply = await harness.ask(question);
    expect(reply.message).toMatch(/can't give legal advice/i);
    expect(reply.message).toMatch(/attorney/);
    expect(reply.message).toMatch(/free consultation/);
    expect(reply.links?.map((l) => l.href)).toContain('/contact');
  });

  it.each([
    'What is a lease check?',
    'What goes into a legal description?',
    'Do you handle legal disputes among heirs?',
    'How long does title curative take?',
    'What is an affidavit of heirship?',
    'Do you work with attorneys?',
    'Which lease clauses matter most?',
    'Who do you work for?',
  ])('does not mistake an ordinary question for one: %s', (question) => {
    expect(isLegalAdviceRequest(analyzer.analyze(question))).toBe(false);
  });

  it('drops a phrased sentence that states a legal conclusion or quotes a price', () => {
    expect(statesLegalConclusion('Your lease is still valid.')).toBe(true);
    expect(statesLegalConclusion('You should not sign it yet.')).toBe(true);
    expect(statesLegalConclusion('You can sue the operator.')).toBe(true);
    expect(statesLegalConclusion('A lease check reviews the lease terms.')).toBe(false);
    expect(quotesAPrice('A lease check costs $500.')).toBe(true);
    expect(quotesAPrice('We charge 150 dollars per hour.')).toBe(true);
    expect(quotesAPrice('Over $12 million in suspended royalties recovered.')).toBe(false);
  });
});

describe('rule: out-of-scope questions get a polite redirect', () => {
  it.each([
    "What's the weather in Midland?",
    'what is the price of oil today',
    'tell me a joke',
    'Who will win the football game?',
    'Can you help me with my python homework?',
    'write me a poem',
  ])('%s', async (question) => {
    expect(isOffTopic(analyzer.analyze(question))).toBe(true);
    const reply = await harness.ask(question);
    expect(reply.message).toMatch(/outside what I can help with/);
    expect(reply.message).toMatch(/schedule a consultation/);
    expect(reply.suggestions).toContain(chips.services);
  });
});

describe('rule: plain text only', () => {
  it('never echoes markup from the visitor', async () => {
    const chat = new AssistantHarness(harness.blog);
    await chat.say('Schedule a call');
    const reply = await chat.say(
      '<img src=x onerror=alert(1)><b>Lease</b> offer on <i>my</i> land',
    );
    expect(reply.message).not.toMatch(/[<>]|onerror|alert/);
    await chat.say('Texas');
    await chat.say('any time');
    await chat.say('<script>steal()</script>Ann Cole');
    await chat.say('ann@cole.net');
    const summary = await chat.say('skip');
    expect(summary.message).toContain('Topic: Lease offer on my land');
    expect(summary.message).toContain('Name: Ann Cole');
    expect(summary.message).not.toMatch(/[<>]|script|steal/);
  });

  it('finishes every reply: markup removed, unknown links dropped, chips present', () => {
    const { reply } = finishReply(
      {
        message: '<b>Hello</b> there.',
        links: [
          { label: 'x', href: '/nowhere' },
          { label: 'Contact', href: '/contact' },
        ],
      },
      figures,
      new Set(),
      defaultSuggestions,
    );
    expect(reply.message).toBe('Hello there.');
    expect(reply.links).toEqual([{ label: 'Contact', href: '/contact' }]);
    expect(reply.suggestions).toEqual(defaultSuggestions);
    expect(
      finishReply({ message: 'It costs $9,999.' }, figures, new Set(), defaultSuggestions).reply
        .message,
    ).toBe(safeFallback);
  });
});

describe('quick replies', () => {
  const topLevel = [
    ...Object.values(chips),
    ...servicesOverviewAnswer().reply.suggestions!,
    ...locationPages.map((p) => `Services in ${p.city}`),
    'Do you work in Oklahoma?',
  ];
  it.each(topLevel)('"%s" is understood when tapped', async (chip) => {
    const reply = await harness.ask(chip);
    expect(reply.message).not.toMatch(/outside what I can help with|couldn't find an answer/);
  });
});

describe('sentences of a reply', () => {
  it('ends no sentence at an abbreviation inside a parenthesis closed later', () => {
    expect(
      sentencesOf('The rate is set by statute (Okla. Stat. tit. 68). Ask the operator.'),
    ).toEqual(['The rate is set by statute (Okla. Stat. tit. 68). ', 'Ask the operator.']);
  });

  it('still splits after a parenthesis that is never closed', () => {
    expect(sentencesOf('A note (see above. Then more.')).toEqual([
      'A note (see above. ',
      'Then more.',
    ]);
  });
});
