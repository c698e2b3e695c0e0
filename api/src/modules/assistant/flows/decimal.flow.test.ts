import {
  divisionOrderDecimal,
  formatDecimal,
  royaltyDecimal,
  exact,
  tractFields,
  unitFields,
} from '@landman/content';
import { AssistantHarness, TestBlog } from '../testing/assistant-harness';
import { figuresIn } from './decimal.figures';

const blog = new TestBlog();
const toolHref = '/tools/division-order-decimal';

/** The decimal the /tools page gives for one tract (its headline), for the same figures. */
function toolDecimal(netAcres: string, unitAcres: string, royalty: string): string {
  const outcome = divisionOrderDecimal({
    [unitFields(1).acres]: unitAcres,
    [tractFields(1).acres]: netAcres,
    [tractFields(1).interest]: '1',
    [tractFields(1).royalty]: royalty,
  });
  if (outcome.status !== 'done') throw new Error('the tool refused the figures');
  return outcome.result.headlines[0]!.value;
}

describe('a royalty decimal worked out in the chat', () => {
  it('checks a printed decimal laid out with a share of a tract, worked into net acres exactly', async () => {
    const chat = new AssistantHarness(blog);
    const reply = await chat.say(
      'My stub shows .00260417. We hold a third of the minerals under a 100 acre tract, 1/5 royalty, the unit is 1,280 acres. seems low?',
    );
    // 1/3 x 100 = 100/3 net acres, kept exact: the tool's answer for the same net acres.
    expect(reply.message).toContain('(1/3 of 100 acres)');
    expect(reply.message).toContain(`= ${toolDecimal('100/3', '1280', '1/5')}`);
    expect(reply.links?.map((l) => l.href)).toContain(toolHref);
  });

  it('reads a share of a tract as net acres, not as the unit', () => {
    expect(figuresIn('half interest in an 80 acre tract, 640 acre unit, 3/16 royalty')).toEqual({
      royalty: '3/16',
      netAcres: '40',
      netAcresFrom: '1/2 of 80 acres',
      unitAcres: '640',
    });
    expect(figuresIn('1/4 of the minerals in a 640 acre unit').netAcres).toBeUndefined();
  });

  it('works it out from figures given in one message, as the tool does, with its link', async () => {
    const chat = new AssistantHarness(blog);
    const reply = await chat.say(
      'Can you work out my decimal? We own 15 net mineral acres in a 704 acre unit, 22.5% royalty.',
    );
    const expected = toolDecimal('15', '704', '22.5%');
    expect(expected).toBe(formatDecimal(royaltyDecimal(exact(15), exact(704), exact('0.225'))));
    expect(reply.message).toContain(`= ${expected}`);
    expect(reply.message).toContain('(exactly 27/5632)');
    expect(reply.links?.map((l) => l.href)).toContain(toolHref);
    // The guardrail the tools carry: arithmetic, never a verdict on the operator.
    expect(reply.message).toMatch(/never appraise a mineral interest/);
  });

  it('asks for each missing figure in turn, keeps them, and then answers', async () => {
    const chat = new AssistantHarness(blog);
    const first = await chat.say('what would our decimal come out to?');
    expect(first.message).toMatch(/What royalty does your lease give\?/);
    expect(first.links?.map((l) => l.href)).toContain(toolHref);
    expect((await chat.say('one fifth, 1/5')).message).toMatch(/net mineral acres/);
    expect((await chat.say('about 26.25')).message).toMatch(/How many acres is the unit/);
    const done = await chat.say('1,280 acres');
    expect(done.message).toContain(`= ${toolDecimal('26.25', '1280', '1/5')}`);
  });

  it('checks a printed decimal against the figures, in the tool’s words', async () => {
    const chat = new AssistantHarness(blog);
    const asked = await chat.say('my division order shows .00585938 - is that correct?');
    expect(asked.message).toMatch(/To check .00585938 against your own figures/);
    await chat.say('3/16');
    await chat.say('20');
    const matched = await chat.say('640');
    expect(matched.message).toContain(
      'The decimal on your division order, 0.00585938, matches the inputs you gave to 8 decimal places.',
    );

    // Asked again after the sum: checked on the same figures, none asked for again.
    const again = await chat.say('and does 0.00625 match?');
    expect(again.message).toContain('20 net mineral acres / 640 unit acres x 3/16 royalty');
    expect(again.message).toMatch(
      /0\.00625000, differs from the inputs you gave by 0\.00039062 \(it is higher\)/,
    );

    const other = new AssistantHarness(blog);
    const differs = await other.say(
      'does 0.00500000 match 20 net acres in a 640-acre unit with a 3/16 royalty?',
    );
    expect(differs.message).toMatch(
      /differs from the inputs you gave by 0\.00085938 \(it is lower\)/,
    );
  });

  it('refuses a figure the tools refuse, and asks for it again', async () => {
    const chat = new AssistantHarness(blog);
    await chat.say("what's our royalty decimal");
    const upside = await chat.say('16/3');
    expect(upside.message).toMatch(/can't be more than the whole/);
    expect(upside.message).toMatch(/What royalty does your lease give\?/);
    await chat.say('3/16');
    await chat.say('700');
    const small = await chat.say('640');
    expect(small.message).toMatch(/can't be smaller than your 700 net mineral acres/);
  });

  it('points to where each figure is found, and lets a question through', async () => {
    const chat = new AssistantHarness(blog);
    await chat.say('figure out my decimal please');
    const unsure = await chat.say("I don't know");
    expect(unsure.message).toMatch(/royalty is in your lease/);
    expect(unsure.links?.map((l) => l.href)).toContain(toolHref);

    const again = new AssistantHarness(blog);
    await again.say('calculate my decimal');
    const question = await again.say('How long does a lease check take?');
    expect(question.message).toMatch(/24 hours/);
  });
});

describe('figuresIn', () => {
  it('reads each figure by its name, and a bare number as the figure asked for', () => {
    expect(figuresIn('10 NMA, unit is 640 acres, royalty of 3/16')).toEqual({
      royalty: '3/16',
      netAcres: '10',
      unitAcres: '640',
    });
    expect(figuresIn('a 1/4 royalty on 2.5 net acres in the 160 acre spacing unit')).toEqual({
      royalty: '1/4',
      netAcres: '2.5',
      unitAcres: '160',
    });
    expect(figuresIn('it is 18.75%', 'royalty')).toEqual({ royalty: '18.75%' });
    expect(figuresIn('maybe 40', 'netAcres')).toEqual({ netAcres: '40' });
    expect(figuresIn('my lease has 3 wells on it')).toEqual({});
  });
});
