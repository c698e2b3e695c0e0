import { AssistantHarness } from '../testing/assistant-harness';
import { offerTractIn, offersIn } from './lease-offers.figures';

describe('lease offers in a visitor’s words', () => {
  it('gives each bonus the royalty and term written nearest it, in either order', () => {
    expect(
      offersIn(
        'first one: 3/16 royalty, 3 years, $300 an acre; the second is $450 per acre with a 5 year term and royalty of 20%',
      ),
    ).toEqual([
      { bonus: '300', royalty: '3/16', term: '3' },
      { bonus: '450', royalty: '0.2', term: '5' },
    ]);
  });

  it('reads a royalty and a term written in words, and a bonus per NMA', () => {
    expect(offersIn('$900/NMA bonus with a one-fifth royalty and a two year term')).toEqual([
      { bonus: '900', royalty: '1/5', term: '2' },
    ]);
  });

  it('reads no offer with a figure missing, nor a time ago as a term', () => {
    expect(offersIn('they offered $350/acre and a 1/4 royalty')).toBeUndefined();
    expect(offersIn('inherited it 4 years ago, offer is $350/acre at 1/4 royalty')).toBeUndefined();
  });

  it('reads the tract as a share of gross acres, or net acres counted already', () => {
    expect(offerTractIn('my third of the minerals under 120 acres')).toEqual({
      interest: '1/3',
      grossAcres: '120',
    });
    expect(offerTractIn('we hold 12.5 net mineral acres')).toEqual({
      interest: '1',
      grossAcres: '12.5',
    });
  });
});

describe('lease offers laid out in the chat', () => {
  const chat = new AssistantHarness();

  it('works out each offer with the tool’s arithmetic and links the tool', async () => {
    const reply = await chat.ask(
      'we got two offers for our 1/4 of a 160 acre tract. one is $300/acre, 3/16 royalty, 3 yrs. the other $250/acre, 1/5 royalty, 5 yrs. how do they stack up?',
    );
    expect(reply.message).toMatch(/1\/4 x 160 gross acres = 40 NMA/);
    expect(reply.message).toMatch(/Offer A: \$12,000\.00 in bonus/);
    expect(reply.message).toMatch(/Offer B: \$10,000\.00 in bonus/);
    expect(reply.message).not.toMatch(/better|you should/i);
    expect(reply.links?.map((l) => l.href)).toContain('/tools/lease-offers');
  });

  it('works out offers asked to be compared, whatever the reading of "compare"', async () => {
    const reply = await chat.ask(
      'Option 1: $600 bonus per acre, 1/4 royalty, 3-year term. Option 2: $700/ac, 3/16 royalty, 5 year term. We own 1/2 of 40 acres. How do they compare?',
    );
    expect(reply.message).toMatch(/Offer A: \$12,000\.00 in bonus/);
    expect(reply.message).toMatch(/Offer B: \$14,000\.00 in bonus/);
  });

  it('leaves a question of whether an offer is fair to the answer that never calls one fair', async () => {
    const reply = await chat.ask(
      'is $500/acre, 3/16 royalty, 3 years a fair offer on my 20 net mineral acres?',
    );
    expect(reply.message).not.toMatch(/in bonus/);
  });

  it('works out nothing for a lease already signed', async () => {
    const reply = await chat.ask(
      'I signed at $300/acre, 1/4 royalty, 3 years on my 40 net mineral acres. has it expired?',
    );
    expect(reply.message).not.toMatch(/in bonus/);
  });

  it('keeps the guardrail when asked which offer to take', async () => {
    const reply = await chat.ask(
      'on my half of 80 acres: $400/acre, 1/5 royalty, 3 yrs or $550/acre, 3/16 royalty, 5 yrs. which one should I sign?',
    );
    expect(reply.message).not.toMatch(/in bonus/);
    expect(reply.message).toMatch(/legal advice|your decision/i);
  });
});
