import { feelingIn } from './feelings';

describe('the feeling a message carries', () => {
  it.each([
    ['my late cousin left me royalties in Reeves County', 'bereavement'],
    ['Our late grandma owned minerals near Tyler', 'bereavement'],
    ["I'm 79 and my health isn't good; I want my minerals sorted", 'illness'],
    ['I need to cancel the call, family emergency', 'hardship'],
    ['an emergency came up at work, can we move the meeting', 'hardship'],
  ])('"%s" is %s', (message, feeling) => {
    expect(feelingIn(message, 2026)).toBe(feeling);
  });

  it.each([
    'the late fee on my royalty check',
    'what is an emergency ROW filing',
    'my health insurance card came with the lease packet',
  ])('"%s" carries none', (message) => {
    expect(feelingIn(message, 2026)).toBeUndefined();
  });
});
