import { boundedMemo } from './bounded-memo';

describe('a bounded memo', () => {
  it('works a string out once, holds at most `max`, and never remembers a long one', () => {
    const worked: string[] = [];
    const length = boundedMemo(
      (key) => {
        worked.push(key);
        return key.length;
      },
      2,
      10,
    );
    expect([length('a'), length('a'), length('bb'), length('a')]).toEqual([1, 1, 2, 1]);
    expect(worked).toEqual(['a', 'bb']);
    // Full: a third string starts the memory over, and it still answers right.
    expect([length('ccc'), length('a'), length('ccc')]).toEqual([3, 1, 3]);
    expect(worked).toEqual(['a', 'bb', 'ccc', 'a']);
    const long = 'x'.repeat(11);
    expect([length(long), length(long)]).toEqual([11, 11]);
    expect(worked.filter((key) => key === long)).toHaveLength(2);
  });
});
