import { normalize } from '../text/normalize';
import { matchesFact, type FactRuleName } from './fact.rules';

/** Each rule is a class of questions, checked on phrasings of the class and its near misses. */
const reads = (rule: FactRuleName, message: string) => matchesFact(rule, normalize(message));

describe('fact rules', () => {
  it.each([
    'can we meet in person in Tyler',
    'would somebody drive out and look at our ranch near Hobbs before we sign',
    'could you meet us at the Smith County clerk office',
    'do you ever visit the property yourself',
    'I would rather talk face to face',
    'do you do site visits',
  ])('meeting in person: %s', (message) => {
    expect(reads('inPerson', message)).toBe(true);
  });

  it.each([
    'can you look at my property records',
    'can we meet tuesday at 10',
    'how do I get out of this lease',
  ])('not meeting in person: %s', (message) => {
    expect(reads('inPerson', message)).toBe(false);
  });

  it.each([
    'what are companies paying per acre in Reeves',
    'going rate per acre for a gas lease',
    'gas lease bonus per acre',
    'oil $ per acre',
    'what royalty should we ask for',
    'what bonus can I expect',
  ])('market figure: %s', (message) => {
    expect(reads('marketFigure', message)).toBe(true);
  });

  it.each(['what do you charge per hour', 'how is the bonus paid'])(
    'not a market figure: %s',
    (message) => {
      expect(reads('marketFigure', message)).toBe(false);
    },
  );

  it.each([
    'which stocks should I buy',
    'any good crypto to put my bonus in',
    'should I be investing in index funds with the royalties',
    'where should I invest my lease money',
    'got any stock tips',
  ])('investment advice: %s', (message) => {
    expect(reads('investmentTip', message)).toBe(true);
  });

  it.each([
    'the trucks broke my stock tank',
    'what is my share of the well',
    'working interest owners share in costs',
    'the buyer wants to buy my minerals',
  ])('not investment advice: %s', (message) => {
    expect(reads('investmentTip', message)).toBe(false);
  });

  it.each([
    'can I walk in to your office',
    'can we stop by sometime this week',
    'where is your office',
    "what's the office address",
    'do you have an office',
    'I would like to meet Ellis in person at his office',
    'is there a location near Longview where I could drop off my deeds',
  ])('office visit: %s', (message) => {
    expect(reads('officeVisit', message)).toBe(true);
  });

  it.each(['what are your office hours', 'the operator walked off the job'])(
    'not an office visit: %s',
    (message) => {
      expect(reads('officeVisit', message)).toBe(false);
    },
  );
});
