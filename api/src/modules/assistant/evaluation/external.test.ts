import { formatExternal, judgeExternal, type ExternalCase } from './external';

/** A made-up case in the external set's format (its README): all, any, none, link. */
const testCase: ExternalCase = {
  id: 0,
  q: 'q',
  cat: 'x',
  all: ['alpha'],
  any: ['beta|gamma', 'delta'],
  none: ['\\$\\d'],
  link: '/services/lease-checks',
  note: '',
};

describe('the external split judge', () => {
  it('passes a reply that meets every condition, the link read from the links too', () => {
    expect(
      judgeExternal(testCase, {
        message: 'Alpha and delta.',
        links: [{ label: 'L', href: '/services/lease-checks#faq-1' }],
      }),
    ).toEqual([]);
  });

  it('names every condition a reply misses', () => {
    const problems = judgeExternal(testCase, { message: 'It costs $5.', links: [] });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/missing \/alpha\//);
    expect(problems[2]).toMatch(/says "\$5"/);
  });

  it('reads a null link as no condition and an empty any list as no condition', () => {
    expect(judgeExternal({ ...testCase, any: [], link: null }, { message: 'alpha' })).toEqual([]);
  });
});

describe('the external split report', () => {
  const failing = (id: number, q: string) => ({
    testCase: { ...testCase, id, q },
    reply: { message: `reply to ${q}\nsecond line of it` },
    problems: ['missing /alpha/'],
  });

  it("leaves out the even half's failures with --tuning-only, counts kept", () => {
    const text = formatExternal([failing(1, 'odd question'), failing(2, 'even question')], 'X', {
      tuningOnly: true,
    });
    expect(text).toMatch(/odd question/);
    expect(text).not.toMatch(/even question/);
    expect(text).toMatch(/failures, even ids \(1\)/);
  });
});
