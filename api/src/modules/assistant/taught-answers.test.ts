import { linkableSections } from '@landman/content';
import { AssistantHarness } from './testing/assistant-harness';
import { BuiltinAssistant } from './builtin.assistant';
import { MemorySessionStateStore } from './flows/session-state.store';
import {
  groupSimilarQuestions,
  questionKey,
  siteSectionLabel,
  taughtAnswerRefusal,
  TaughtKnowledge,
  type TaughtUnit,
} from './taught-answers';

const cemeteryQuestion = 'Is there a family cemetery rule when drilling near graves on my ranch?';
const cemeteryAnswer =
  'Yes. Operators keep the well pad at least 150 feet from a marked family cemetery, and I map the graves before a lease is signed so the setback is written into it.';

/** The built-in assistant with these taught answers, asking in fresh sessions. */
function assistantTaught(units: TaughtUnit[] = []) {
  const harness = new AssistantHarness();
  const taught = new TaughtKnowledge();
  taught.replace(units);
  const assistant = new BuiltinAssistant({
    knowledge: harness.knowledge,
    store: new MemorySessionStateStore(),
    leads: { save: async () => undefined },
    taught,
  });
  const ask = async (message: string) => {
    await harness.indexed();
    return assistant.reply({
      sessionId: `session_${Math.random().toString(36).slice(2)}`,
      message,
      history: [],
      signal: new AbortController().signal,
    });
  };
  return { taught, ask };
}

describe('taught answers in the built-in assistant', () => {
  it('a question no page answers is a weak reply until an answer is taught', async () => {
    const { ask } = assistantTaught();
    const reply = await ask(cemeteryQuestion);
    expect(reply.weak).toBe(true);
    expect(reply.taughtAnswerId).toBeUndefined();
  });

  it("answers with the owner's words, figures included, when asked in other words", async () => {
    const { ask } = assistantTaught([
      {
        id: 'taught-1',
        answer: cemeteryAnswer,
        href: '/services/lease-checks',
        questions: [cemeteryQuestion],
      },
    ]);
    const reply = await ask('What happens with a family cemetery on ranch land when they drill?');
    expect(reply.message).toBe(cemeteryAnswer);
    expect(reply.taughtAnswerId).toBe('taught-1');
    expect(reply.weak).toBeUndefined();
    expect(reply.links).toEqual([{ label: 'Lease Checks', href: '/services/lease-checks' }]);
  });

  it('wins over a built-in answer when its question forms match clearly', async () => {
    const builtin = await assistantTaught().ask('How long does a lease check take?');
    expect(builtin.taughtAnswerId).toBeUndefined();
    const { ask } = assistantTaught([
      {
        id: 'taught-2',
        answer: 'Most lease checks are back within the week; rush ones sooner.',
        href: null,
        questions: ['How long does a lease check take?'],
      },
    ]);
    const reply = await ask('how long will my lease check take');
    expect(reply.taughtAnswerId).toBe('taught-2');
    expect(reply.message).toBe('Most lease checks are back within the week; rush ones sooner.');
  });

  it('leaves unrelated questions and guarded ones to the built-in assistant', async () => {
    const { ask } = assistantTaught([
      { id: 'taught-1', answer: cemeteryAnswer, href: null, questions: [cemeteryQuestion] },
    ]);
    expect((await ask('How long does a lease check take?')).taughtAnswerId).toBeUndefined();
    // A request for a legal conclusion is the legal-advice guardrail's, whatever was taught.
    const legal = await ask('Should I sign the lease if there is a family cemetery on my ranch?');
    expect(legal.taughtAnswerId).toBeUndefined();
  });

  it('quotes the section a question is pointed at when the owner wrote no answer', async () => {
    const href = '/services/lease-checks#faq-1';
    expect(siteSectionLabel(href)).toBeDefined();
    const { ask } = assistantTaught([
      { id: 'taught-3', answer: null, href, questions: [cemeteryQuestion] },
    ]);
    const reply = await ask('family cemetery near my ranch: any rule about drilling by graves?');
    expect(reply.taughtAnswerId).toBe('taught-3');
    expect(reply.message).toMatch(/^From the Lease Checks page:/);
    expect(reply.links?.[0]?.href).toBe(href);
  });
});

describe('the guardrails on a taught answer', () => {
  it('refuses a legal conclusion and says which sentence', () => {
    expect(
      taughtAnswerRefusal('Thanks for asking. You should not sign that lease until we talk.'),
    ).toMatch(/never states a legal conclusion.*"You should not sign that lease until we talk\."/);
  });

  it('refuses a price quoted as an amount', () => {
    expect(taughtAnswerRefusal('A lease check costs $450 flat.')).toMatch(
      /never quotes a price.*"A lease check costs \$450 flat\."/,
    );
  });

  it('refuses markup and passes plain answers with the figures the owner wrote', () => {
    expect(taughtAnswerRefusal('<b>Yes</b>')).toMatch(/plain text/);
    expect(taughtAnswerRefusal(cemeteryAnswer)).toBeUndefined();
  });

  it('knows the pages and sections of the site, and nothing else', () => {
    expect(siteSectionLabel('/services/lease-checks')).toBe('Lease Checks');
    expect(siteSectionLabel('/contact')).toBe('Contact');
    expect(siteSectionLabel('/services/no-such-page')).toBeUndefined();
    expect(siteSectionLabel('/services/lease-checks#no-such-section')).toBeUndefined();
  });

  it('accepts every place the desk offers (content linkableSections), labelled the same', () => {
    const offered = linkableSections();
    expect(offered.length).toBeGreaterThan(100);
    const disagreements = offered
      .filter((section) => siteSectionLabel(section.href) !== section.label)
      .map((section) => `${section.href}: ${siteSectionLabel(section.href)} != ${section.label}`);
    expect(disagreements).toEqual([]);
  });
});

describe('grouping visitor questions', () => {
  it('groups the same question in other words and keeps different ones apart', () => {
    const questions = [
      'Any rule about drilling near the graves of a family cemetery?',
      'how long does a lease check take',
      'Is there a family cemetery rule when drilling near graves on my ranch?',
      'Do you cover Nolan County?',
      'nolan county, do you cover it',
      '???',
    ];
    expect(groupSimilarQuestions(questions)).toEqual([[0, 2], [1], [3, 4]]);
    expect(questionKey('Do you cover Nolan County?')).toBe(
      questionKey('nolan county, do you cover it'),
    );
    expect(questionKey('???')).toBe('');
  });
});
